/**
 * The SQL of one product list (cat 3 "Product model in lists", cat 7 sources).
 * Every statement that reads per-model rows starts from the same model-set CTE
 * `ms`, so a list of thousands of models is a few set-based reads in one batch:
 * no per-model queries and no bound id lists (D1 allows 100 bound values).
 * Bound values, the same in every statement: ?1 the selector's id or slug,
 * ?2 the tax area, ?3 the language.
 */
import type { ProductListSourceKind } from '../../shared/types/product-list.ts';

/** Listing size of the /newest/ page (cat 2). */
export const NEWEST_LISTING_SIZE = 240;

// A list shows public, not campaign-only models that have a price in the visitor's tax area.
const LISTED = `SELECT m.id FROM product_models m
  JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?2
  WHERE m.is_public = 1 AND m.campaign_only = 0`;

const MODEL_SETS: Record<ProductListSourceKind, string> = {
  // The group and every group below it (cat 3 Product group is a tree).
  ProductGroup: `WITH RECURSIVE grp(id) AS (SELECT ?1 UNION SELECT g.id FROM product_groups g JOIN grp ON g.parent_id = grp.id),
    ms(id) AS MATERIALIZED (${LISTED} AND m.id IN (
      SELECT id FROM product_models WHERE main_group_id IN (SELECT id FROM grp)
      UNION SELECT model_id FROM product_model_groups WHERE group_id IN (SELECT id FROM grp)))`,
  Manufacturer: `WITH ms(id) AS MATERIALIZED (${LISTED} AND m.manufacturer_id = ?1)`,
  Campaign: `WITH ms(id) AS MATERIALIZED (${LISTED} AND m.id IN (
    SELECT pt.model_id FROM product_model_tags pt JOIN tags t ON t.id = pt.tag_id WHERE t.campaign_slug = ?1))`,
  Newest: `WITH ms(id) AS MATERIALIZED (${LISTED} ORDER BY m.published DESC, m.id DESC LIMIT ${NEWEST_LISTING_SIZE})`,
  SecondHand: `WITH ms(id) AS MATERIALIZED (${LISTED} AND m.second_hand_parent_id IS NOT NULL)`,
  ClubOffers: `WITH ms(id) AS MATERIALIZED (${LISTED} AND p.club IS NOT NULL)`,
  Rental: `WITH ms(id) AS MATERIALIZED (${LISTED} AND m.is_rental = 1)`,
  // ?1: a JSON list of the experience brands' slugs.
  Experiences: `WITH ms(id) AS MATERIALIZED (${LISTED} AND m.manufacturer_id IN (
    SELECT id FROM manufacturers WHERE slug IN (SELECT value FROM json_each(?1))))`,
};

/**
 * Whether the list's owner and the tax area exist: an unknown group, brand or
 * campaign is a 404, not an empty list, and an empty list is never cached for
 * a made-up tax area.
 */
const TAX_AREA_EXISTS = 'EXISTS (SELECT 1 FROM tax_areas WHERE id = ?2)';
const EXISTS: Record<ProductListSourceKind, string> = {
  ProductGroup: `SELECT EXISTS (SELECT 1 FROM product_groups WHERE id = ?1) AND ${TAX_AREA_EXISTS} AS found`,
  Manufacturer: `SELECT EXISTS (SELECT 1 FROM manufacturers WHERE id = ?1) AND ${TAX_AREA_EXISTS} AS found`,
  Campaign: `SELECT EXISTS (SELECT 1 FROM tags WHERE campaign_slug = ?1) AND ${TAX_AREA_EXISTS} AS found`,
  Newest: `SELECT ${TAX_AREA_EXISTS} AS found`,
  SecondHand: `SELECT ${TAX_AREA_EXISTS} AS found`,
  ClubOffers: `SELECT ${TAX_AREA_EXISTS} AS found`,
  Rental: `SELECT ${TAX_AREA_EXISTS} AS found`,
  Experiences: `SELECT ${TAX_AREA_EXISTS} AS found`,
};

// Tag, ribbon and group ids come as comma lists: one row per model keeps the answer small.
const MODELS = `SELECT m.id, m.slug, mf.name AS manufacturer, mf.slug AS manufacturer_slug,
    t.name, t.short_description, t.description_html,
    p.active, p.regular, p.active_type, p.club,
    m.show_discount_percentage, m.sold_amount, m.view_count, m.rating, m.rating_count, m.published, m.main_group_id,
    (SELECT i.url FROM product_model_images i WHERE i.model_id = m.id ORDER BY i.position LIMIT 1) AS image,
    (SELECT group_concat(x.tag_id) FROM product_model_tags x WHERE x.model_id = m.id) AS tag_ids,
    (SELECT group_concat(x.ribbon_id) FROM product_model_ribbons x WHERE x.model_id = m.id) AS ribbon_ids,
    (SELECT group_concat(x.group_id) FROM product_model_groups x WHERE x.model_id = m.id) AS group_ids
  FROM product_models m
  JOIN manufacturers mf ON mf.id = m.manufacturer_id
  JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?2
  LEFT JOIN product_model_texts t ON t.model_id = m.id AND t.language = ?3
  WHERE m.id IN (SELECT id FROM ms)
  ORDER BY m.id`;

/**
 * One row per model from its variants and their unblocked stock. DISTINCT
 * aggregates are untouched by the stock join repeating a variant. A variant
 * without its own price costs the model's price. Orderable (cat 4 Variant
 * availability): unblocked stock, on order with a delivery time (3-998 days),
 * or a backorderable model.
 */
const VARIANT_SUMMARY = `SELECT v.model_id,
    COUNT(DISTINCT COALESCE(vp.active, p.active)) AS price_count,
    group_concat(DISTINCT CASE WHEN m.on_order = 1 OR v.shipping_time BETWEEN 3 AND 998 OR s.store_id IS NOT NULL THEN v.size_id END) AS size_ids,
    group_concat(DISTINCT s.store_id) AS store_ids
  FROM product_models m
  JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?2
  JOIN variants v ON v.model_id = m.id
  LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.tax_area_id = ?2
  LEFT JOIN variant_stocks s ON s.variant_id = v.id AND s.quantity > 0 AND s.blocked = 0
  WHERE m.id IN (SELECT id FROM ms)
  GROUP BY m.id`;

// A model's colours in the order of their first variant, each with its first variant image.
const COLOURS = `SELECT v.model_id, v.colour_id, MIN(v.id) AS first_variant,
    (SELECT i.image FROM variants i WHERE i.model_id = v.model_id AND i.colour_id = v.colour_id AND i.image <> '' ORDER BY i.id LIMIT 1) AS image
  FROM variants v
  WHERE v.model_id IN (SELECT id FROM ms) AND v.colour_id IS NOT NULL
  GROUP BY v.model_id, v.colour_id
  ORDER BY v.model_id, first_variant`;

const PROPERTIES = `SELECT pp.model_id, pt.slug, pt.filter, pt.value_kind, pp.value_number, pp.value_text
  FROM product_model_properties pp
  JOIN property_types pt ON pt.id = pp.property_type_id AND pt.filter IS NOT NULL
  WHERE pp.model_id IN (SELECT id FROM ms)
  ORDER BY pp.model_id, pt.sort_order, pt.id`;

// Small reference tables, read whole: the per-model rows above carry only their ids.
const LOOKUPS = {
  colours: `SELECT c.id, c.slug, c.control, c.hex, COALESCE(t.name, c.slug) AS name FROM colours c
    LEFT JOIN colour_texts t ON t.colour_id = c.id AND t.language = ?3`,
  sizes: 'SELECT id, name FROM sizes',
  stores: 'SELECT id, slug FROM stores ORDER BY stock_display_order, id',
  groupTree: 'SELECT id, parent_id FROM product_groups',
  tagTexts: `SELECT g.id, g.slug, COALESCE(t.name, g.slug) AS name, g.bg_color, g.text_color, g.campaign_slug FROM tags g
    LEFT JOIN tag_texts t ON t.tag_id = g.id AND t.language = ?3`,
  ribbonTexts: `SELECT r.id, r.slug, COALESCE(t.name, r.slug) AS name, r.bg_color, r.text_color FROM ribbons r
    LEFT JOIN ribbon_texts t ON t.ribbon_id = r.id AND t.language = ?3`,
};

export type ProductListQueryName = 'exists' | 'models' | 'variantSummary' | 'modelColours' | 'properties' | keyof typeof LOOKUPS;

/** The statements of one list, by name, in batch order. */
export function productListQueries(kind: ProductListSourceKind): Array<[ProductListQueryName, string]> {
  return [['exists', EXISTS[kind]], ...productListQueriesForSet(MODEL_SETS[kind])];
}

/**
 * The list statements for any model set: `set` is a `WITH ... ms(id) AS (...)`
 * clause over the same bound values (?1, ?2 the tax area, ?3 the language).
 * Lists of other origins (extra type 2's also-bought) reuse the list rows this way.
 */
export function productListQueriesForSet(set: string): Array<[Exclude<ProductListQueryName, 'exists'>, string]> {
  return [
    ['models', `${set} ${MODELS}`],
    ['variantSummary', `${set} ${VARIANT_SUMMARY}`],
    ['modelColours', `${set} ${COLOURS}`],
    ['properties', `${set} ${PROPERTIES}`],
    ...Object.entries(LOOKUPS) as Array<[keyof typeof LOOKUPS, string]>,
  ];
}

/** The highest ?N a statement uses: D1 wants exactly that many bound values. */
export function boundCount(sql: string): number {
  return Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])));
}
