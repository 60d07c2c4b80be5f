/**
 * The checkout's reads, run as one D1 batch per request (architecture
 * decision 5: prices, stock and codes straight from D1, never KV). Id lists
 * go in as JSON text through json_each: D1 binds at most 100 values.
 * Bound values: ?1 variant ids, ?2 bundle ids, ?3 country code, ?4 language,
 * ?5 codes (lower-cased), ?6 the variant ids of ski package rows; each statement gets the values
 * up to the highest it names.
 */
import { VARIANT_TEXT_COLUMNS, variantTextJoins } from './variant-text-sql.ts';

// The tax area of the delivery country (core 7: prices by tax area).
const TAX_AREA = '(SELECT tax_area_id FROM countries WHERE code = ?3)';

// Every model the cart touches: the variants' models and the bundles' models, primary ones included.
const MODELS_OF_CART = `WITH mids(id) AS (
    SELECT model_id FROM variants WHERE id IN (SELECT value FROM json_each(?1))
    UNION SELECT primary_model_id FROM bundles WHERE id IN (SELECT value FROM json_each(?2))
    UNION SELECT model_id FROM bundle_models WHERE bundle_id IN (SELECT value FROM json_each(?2)))`;

export const CART_SQL = {
  country: `SELECT c.code, c.tax_area_id, c.is_enabled, COALESCE(n.name, en.name, c.code) AS name
    FROM countries c
    LEFT JOIN country_names n ON n.country_code = c.code AND n.language = ?4
    LEFT JOIN country_names en ON en.country_code = c.code AND en.language = 'en'
    WHERE c.code = ?3`,
  variants: `SELECT v.id, v.model_id, v.shipping_time, v.image, ${VARIANT_TEXT_COLUMNS},
      vp.active AS own_active, vp.regular AS own_regular, vp.club AS own_club,
      o.shipping_time AS override_time, COALESCE(o.blocked, 0) AS override_blocked
    FROM variants v
    ${variantTextJoins('?4')}
    LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.tax_area_id = ${TAX_AREA}
    LEFT JOIN variant_country_overrides o ON o.variant_id = v.id AND o.country_code = ?3
    WHERE v.id IN (SELECT value FROM json_each(?1))`,
  // Live stock: every sale changes it, so it is never cached (decision 5).
  stocks: `SELECT variant_id, store_id, quantity, blocked FROM variant_stocks
    WHERE variant_id IN (SELECT value FROM json_each(?1)) AND quantity > 0 ORDER BY variant_id, store_id`,
  // Vuota: a model tagged 'vuota' (cat 5 "one Vuota item per order"). The demo has no Vuota
  // product and names like "vuotamaton" (leak-proof) must not count, so a tag marks it.
  models: `${MODELS_OF_CART}
    SELECT m.id, m.slug, m.is_public, m.campaign_only, m.on_order, mf.name AS manufacturer, mf.slug AS manufacturer_slug,
      m.ski_wizard_sport, m.ski_wizard_group, m.is_rental,
      COALESCE(t.name, m.slug) AS name,
      (SELECT i.url FROM product_model_images i WHERE i.model_id = m.id ORDER BY i.position LIMIT 1) AS image,
      p.active, p.regular, p.club, COALESCE(p.discount_free, 0) AS discount_free,
      EXISTS (SELECT 1 FROM model_blocked_countries b WHERE b.model_id = m.id AND b.country_code = ?3) AS blocked,
      EXISTS (SELECT 1 FROM product_model_tags x JOIN tags g ON g.id = x.tag_id WHERE x.model_id = m.id AND g.slug = 'vuota') AS vuota,
      (m.is_bundle = 1 AND COALESCE(m.ski_wizard_sport, '') <> '' AND COALESCE(m.ski_wizard_group, '') <> '') AS ski_bundle
    FROM product_models m
    JOIN manufacturers mf ON mf.id = m.manufacturer_id
    LEFT JOIN product_model_texts t ON t.model_id = m.id AND t.language = ?4
    LEFT JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ${TAX_AREA}
    WHERE m.id IN (SELECT id FROM mids)`,
  modelKinds: `${MODELS_OF_CART}
    SELECT model_id, kind FROM model_delivery_methods WHERE model_id IN (SELECT id FROM mids)`,
  bundles: `SELECT b.id, b.primary_model_id, b.discount_percent, COALESCE(t.name, '') AS name
    FROM bundles b LEFT JOIN bundle_texts t ON t.bundle_id = b.id AND t.language = ?4
    WHERE b.id IN (SELECT value FROM json_each(?2))`,
  bundleModels: `SELECT bundle_id, model_id FROM bundle_models
    WHERE bundle_id IN (SELECT value FROM json_each(?2)) ORDER BY bundle_id, position`,
  // Codes compare case-insensitively: the columns are COLLATE NOCASE (core 4).
  discountCodes: `SELECT id, code, kind, value, min_basket, starts_at, ends_at, usage_limit, used_count, is_enabled
    FROM discount_codes WHERE code IN (SELECT value FROM json_each(?5))`,
  giftCards: `SELECT id, code, balance, expires_at, is_enabled FROM gift_cards WHERE code IN (SELECT value FROM json_each(?5))`,
  // The compatibility facts of ski package parts (migration 0023): a variant's brake width wins over its model's.
  skiGear: `SELECT v.id AS variant_id, s.waist_width_mm, COALESCE(vs.brake_width_mm, s.brake_width_mm) AS brake_width_mm,
      s.sole_norm, s.nordic_system, s.nordic_style,
      (SELECT group_concat(n.sole_norm) FROM ski_binding_sole_norms n WHERE n.model_id = v.model_id) AS sole_norms
    FROM variants v
    LEFT JOIN ski_gear_specs s ON s.model_id = v.model_id
    LEFT JOIN ski_gear_variant_specs vs ON vs.variant_id = v.id
    WHERE v.id IN (SELECT value FROM json_each(?6))`,
} as const;

export type CartStatement = keyof typeof CART_SQL;

/** How many bound values a statement needs: the highest ?N it names. */
export function parameterCount(sql: string): number {
  return Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])));
}
