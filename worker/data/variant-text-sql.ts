/**
 * A variant's colour, size and type names in one language (cat 3: the
 * variant's colour, size and product type), written once for every read
 * that names variants: the product model, its bundles, the cart and the
 * enterprise order rows. The joins start from `v` (variants).
 */

/** `language`: the statement's placeholder of the language, such as '?2'. */
export function variantTextJoins(language: string): string {
  return `LEFT JOIN colours c ON c.id = v.colour_id
    LEFT JOIN colour_texts ct ON ct.colour_id = v.colour_id AND ct.language = ${language}
    LEFT JOIN sizes s ON s.id = v.size_id
    LEFT JOIN product_types pt ON pt.id = v.product_type_id
    LEFT JOIN product_type_texts ptt ON ptt.product_type_id = v.product_type_id AND ptt.language = ${language}`;
}

/** The three names as columns colour, size and type; '' where the variant has none (a slug where the language has no text). */
export const VARIANT_TEXT_COLUMNS = `COALESCE(ct.name, c.slug, '') AS colour, COALESCE(s.name, '') AS size, COALESCE(ptt.name, pt.slug, '') AS type`;

export interface VariantTextRow { colour: string; size: string; type: string }

/** The names joined for a row or an email: 'Red, M'. */
export function variantText(row: VariantTextRow): string {
  return [row.colour, row.size, row.type].filter((part) => part !== '').join(', ');
}
