import { readThrough, type CatalogueSource } from './catalogue-cache.ts';

/** Products listed per group (its subgroups' included, each product once) and per brand, and in all. */
export interface CatalogueCounts {
  groups: Record<number, number>;
  brands: Record<number, number>;
  total: number;
}

// The models a grid lists (worker/data/product-list-sql.ts): public, not campaign-only, priced in the tax area (?1).
const LISTED = `SELECT m.id, m.main_group_id, m.manufacturer_id FROM product_models m
  JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?1
  WHERE m.is_public = 1 AND m.campaign_only = 0`;

/** A group lists the models whose main group or extra groups are the group or any group below it. */
const GROUP_COUNTS = `WITH RECURSIVE below(ancestor, id) AS (
    SELECT id, id FROM product_groups
    UNION SELECT b.ancestor, g.id FROM product_groups g JOIN below b ON g.parent_id = b.id),
  listed AS MATERIALIZED (${LISTED}),
  membership(group_id, model_id) AS (
    SELECT main_group_id, id FROM listed
    UNION SELECT x.group_id, x.model_id FROM product_model_groups x JOIN listed l ON l.id = x.model_id)
  SELECT b.ancestor AS id, COUNT(DISTINCT mm.model_id) AS models
  FROM below b JOIN membership mm ON mm.group_id = b.id
  GROUP BY b.ancestor`;

const BRAND_COUNTS = `WITH listed AS (${LISTED}) SELECT manufacturer_id AS id, COUNT(*) AS models FROM listed GROUP BY manufacturer_id`;
const TOTAL = `WITH listed AS (${LISTED}) SELECT COUNT(*) AS models FROM listed`;

/**
 * The catalogue page's counts (/catalog/), the same models the group and brand
 * grids list in the tax area, so a count never promises more than the grid shows.
 * Cached per catalogue version and tax area.
 */
export function getCatalogueCounts(source: CatalogueSource, taxAreaId: number): Promise<CatalogueCounts> {
  return readThrough(source, `catalogue-counts:${taxAreaId}`, async () => {
    const { db } = source;
    const [groups, brands, total] = await db.batch([GROUP_COUNTS, BRAND_COUNTS, TOTAL].map((sql) => db.prepare(sql).bind(taxAreaId)));
    const byId = (rows: unknown[]) => Object.fromEntries((rows as Array<{ id: number; models: number }>).map((row) => [row.id, row.models]));
    return {
      groups: byId(groups.results),
      brands: byId(brands.results),
      total: (total.results[0] as { models: number } | undefined)?.models ?? 0,
    };
  });
}
