/**
 * Product-list items and suggestion cards for a chosen set of model ids
 * (search results, issue 18), built by the statements and row mapping of every grid
 * (product-list-sql.ts) over the ids passed as one JSON value: one batch
 * whatever their number, and no bound id list (D1 allows 100 bound values).
 * Bound values as in lists: ?1 the ids, ?2 the tax area, ?3 the language.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from '../../shared/languages.ts';
import type { SuggestedProduct } from '../../shared/search/types.ts';
import type { PriceType, ProductListItem } from '../../shared/types/product-list.ts';
import { productPath, toProductListItems, type ProductListRows } from './product-list-rows.ts';
import { boundCount, productListQueriesForSet } from './product-list-sql.ts';

// The rule of every list (public, not campaign-only, priced in the tax area) holds for chosen ids too.
const CHOSEN = `SELECT m.id FROM product_models m
  JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?2
  WHERE m.id IN (SELECT value FROM json_each(?1)) AND m.is_public = 1 AND m.campaign_only = 0`;

let statements: ReturnType<typeof productListQueriesForSet> | undefined;
const listStatements = () => (statements ??= productListQueriesForSet(`WITH ms(id) AS MATERIALIZED (${CHOSEN})`));
const bind = (db: D1Database, sql: string, params: unknown[]) => db.prepare(sql).bind(...params.slice(0, boundCount(sql)));

/** The items of the ids in the order given; an id that is not listed in the tax area is left out. */
export async function getProductListItemsByIds(
  db: D1Database, ids: readonly number[], language: Language, taxAreaId: number,
): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const queries = listStatements();
  const params = [JSON.stringify(ids), taxAreaId, language];
  const results = await db.batch(queries.map(([, sql]) => bind(db, sql, params)));
  const named = Object.fromEntries(queries.map(([name], index) => [name, results[index].results]));
  const items = new Map(toProductListItems(named as unknown as ProductListRows).map((item) => [item.id, item]));
  return ids.flatMap((id) => items.get(id) ?? []);
}

interface CardRow {
  id: number; slug: string; manufacturer: string; manufacturer_slug: string; name: string | null; image: string | null;
  active: number; regular: number; active_type: PriceType; club: number | null;
}

/**
 * The header suggestions' product cards of the ids, in the order given:
 * only the list's model and variant-summary statements, since a card shows
 * no colours, sizes or properties.
 */
export async function getSuggestedProductsByIds(
  db: D1Database, ids: readonly number[], language: Language, taxAreaId: number,
): Promise<SuggestedProduct[]> {
  if (ids.length === 0) return [];
  const queries = listStatements().filter(([name]) => name === 'models' || name === 'variantSummary');
  const params = [JSON.stringify(ids), taxAreaId, language];
  const [models, summaries] = (await db.batch(queries.map(([, sql]) => bind(db, sql, params)))).map((result) => result.results);
  const priceCounts = new Map((summaries as Array<{ model_id: number; price_count: number }>).map((row) => [row.model_id, row.price_count]));
  const cards = new Map((models as unknown as CardRow[]).map((row): [number, SuggestedProduct] => [row.id, {
    id: row.id,
    name: row.name ?? row.slug,
    manufacturer: row.manufacturer,
    path: productPath(row.manufacturer_slug, row.slug),
    image: row.image ?? '',
    price: { active: row.active, reference: row.regular, type: row.active_type, club: row.club },
    fromPrefix: (priceCounts.get(row.id) ?? 0) > 1,
  }]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}
