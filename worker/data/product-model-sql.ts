/**
 * The SQL of one product model detail (cat 3), read in one D1 batch. Bound
 * values, the same in every statement: ?1 the model id, ?2 the language.
 * Stock is not here: it changes with every sale, so product-model-stock.ts
 * reads it fresh while these catalogue rows are cached per catalogue version.
 */
import { variantTextJoins } from './variant-text-sql.ts';

const MODEL = `SELECT m.*, mf.name AS manufacturer_name, mf.slug AS manufacturer_slug, mf.logo AS manufacturer_logo,
    mf.is_finnish AS manufacturer_is_finnish, c.slug AS promoted_colour_slug
  FROM product_models m
  JOIN manufacturers mf ON mf.id = m.manufacturer_id
  LEFT JOIN colours c ON c.id = m.promoted_colour_id
  WHERE m.id = ?1`;

// This language's texts and the original language's, for the auto-translation toggle (cat 2).
const TEXTS = `SELECT t.* FROM product_model_texts t JOIN product_models m ON m.id = t.model_id
  WHERE t.model_id = ?1 AND (t.language = ?2 OR t.language = m.original_language)`;

// The main group first, then the other groups; each with its path in the language.
const GROUPS = `SELECT g.id, t.name, t.path, g.id = m.main_group_id AS is_main FROM product_models m
  JOIN (SELECT main_group_id AS group_id, ?1 AS model_id FROM product_models WHERE id = ?1
        UNION SELECT group_id, model_id FROM product_model_groups WHERE model_id = ?1) mg ON mg.model_id = m.id
  JOIN product_groups g ON g.id = mg.group_id
  JOIN product_group_texts t ON t.group_id = g.id AND t.language = ?2
  WHERE m.id = ?1 ORDER BY is_main DESC, g.id`;

// Ancestors of the main group from the top; the level cap stops a (corrupt) cycle.
const PARENTS = `WITH RECURSIVE up(id, parent_id, level) AS (
    SELECT g.id, g.parent_id, 0 FROM product_groups g JOIN product_models m ON m.main_group_id = g.id WHERE m.id = ?1
    UNION ALL SELECT g.id, g.parent_id, up.level + 1 FROM product_groups g JOIN up ON g.id = up.parent_id WHERE up.level < 32)
  SELECT up.id, t.name, t.path FROM up JOIN product_group_texts t ON t.group_id = up.id AND t.language = ?2 ORDER BY up.level DESC`;

const IMAGES = 'SELECT position, url, title, caption FROM product_model_images WHERE model_id = ?1 ORDER BY position';

const PROPERTIES = `SELECT pt.slug, pt.unit, pt.value_kind, pt.sort_order, tt.name, p.value_number, p.value_text
  FROM product_model_properties p
  JOIN property_types pt ON pt.id = p.property_type_id
  LEFT JOIN property_type_texts tt ON tt.property_type_id = pt.id AND tt.language = ?2
  WHERE p.model_id = ?1 ORDER BY pt.sort_order, pt.id`;

const TAGS = `SELECT t.slug, t.bg_color, t.text_color, t.campaign_slug, tt.name FROM product_model_tags x
  JOIN tags t ON t.id = x.tag_id LEFT JOIN tag_texts tt ON tt.tag_id = t.id AND tt.language = ?2
  WHERE x.model_id = ?1 ORDER BY t.id`;

const RIBBONS = `SELECT r.slug, r.bg_color, r.text_color, rt.name FROM product_model_ribbons x
  JOIN ribbons r ON r.id = x.ribbon_id LEFT JOIN ribbon_texts rt ON rt.ribbon_id = r.id AND rt.language = ?2
  WHERE x.model_id = ?1 ORDER BY r.id`;

const PRICES = 'SELECT * FROM product_model_prices WHERE model_id = ?1 ORDER BY tax_area_id';

const VARIANTS = `SELECT v.id, v.tekso_number, v.image, v.shipping_time, v.stock_incoming,
    c.slug AS colour_slug, c.control AS colour_control, c.hex AS colour_hex, ct.name AS colour_name,
    s.name AS size_name, s.sort_order AS size_sort,
    pt.slug AS type_slug, pt.sort_order AS type_sort, ptt.name AS type_name, ptt.title AS type_title
  FROM variants v
  ${variantTextJoins('?2')}
  WHERE v.model_id = ?1 ORDER BY v.id`;

const VARIANT_PRICES = `SELECT vp.* FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id
  WHERE v.model_id = ?1 ORDER BY vp.variant_id, vp.tax_area_id`;

const SIZE_TABLES = 'SELECT size_table_id AS id FROM product_model_size_tables WHERE model_id = ?1 ORDER BY size_table_id';

// The blog posts about the model written in the language, newest first (decision 034).
const BLOGS = `SELECT t.title, t.slug FROM blog_post_models pm JOIN blog_posts p ON p.id = pm.post_id
  JOIN blog_post_texts t ON t.post_id = pm.post_id AND t.language = ?2
  WHERE pm.model_id = ?1 ORDER BY p.published_on DESC, p.id DESC`;

const BUNDLES = 'SELECT id FROM bundles WHERE primary_model_id = ?1 ORDER BY id';

// The new product a second-hand item is a used copy of (cat 3 second_hand_parent).
const SECOND_HAND_PARENT = `SELECT p.id, p.slug, p.is_public, mf.name AS manufacturer, mf.slug AS manufacturer_slug, t.name
  FROM product_models m JOIN product_models p ON p.id = m.second_hand_parent_id
  JOIN manufacturers mf ON mf.id = p.manufacturer_id
  LEFT JOIN product_model_texts t ON t.model_id = p.id AND t.language = ?2
  WHERE m.id = ?1`;
const SECOND_HAND_PARENT_PRICES = `SELECT pp.* FROM product_models m JOIN product_model_prices pp ON pp.model_id = m.second_hand_parent_id
  WHERE m.id = ?1 ORDER BY pp.tax_area_id`;

/** In batch order; product-model-rows.ts reads the results by these names. */
export const MODEL_STATEMENTS = {
  model: MODEL, texts: TEXTS, groups: GROUPS, parents: PARENTS, images: IMAGES, properties: PROPERTIES,
  tags: TAGS, ribbons: RIBBONS, prices: PRICES, variants: VARIANTS, variantPrices: VARIANT_PRICES,
  sizeTables: SIZE_TABLES, blogs: BLOGS, bundles: BUNDLES, secondHandParent: SECOND_HAND_PARENT,
  secondHandParentPrices: SECOND_HAND_PARENT_PRICES,
} as const;

export type ModelStatementName = keyof typeof MODEL_STATEMENTS;

/** Stock of every variant of the model, ?1 the model id: read per request, never cached. */
/**
 * A model's stock rows as one JSON array of [variant_id, store_id, quantity, blocked, shelf_code] in one
 * row: D1 hands a row over as an object with a value per column, and a model of 63 variants has some 250
 * stock rows. Read on every product page that is not cached (issue 19, faster misses).
 */
export const MODEL_STOCK = `SELECT json_group_array(json_array(s.variant_id, s.store_id, s.quantity, s.blocked, s.shelf_code)) AS rows
  FROM variant_stocks s JOIN variants v ON v.id = s.variant_id WHERE v.model_id = ?1 AND s.quantity > 0`;
