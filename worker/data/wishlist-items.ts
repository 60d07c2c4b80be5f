/**
 * The wishlist page's cards (cat 4 Wishlist, issue 15): the customer's
 * models as product-list items, built by the statements and the row mapping
 * of every grid (product-list-sql.ts) over the set of the customer's wishlist
 * models. One batch whatever the list's length, and no bound id list (D1
 * allows 100 bound values). Read from D1, never the catalogue cache: the set
 * is one customer's. Bound values as in lists: ?1 the customer, ?2 the tax
 * area, ?3 the language.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from '../../shared/languages.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { toProductListItems, type ProductListRows } from './product-list-rows.ts';
import { boundCount, productListQueriesForSet } from './product-list-sql.ts';

// The rule of every list (public, not campaign-only, priced in the tax area): a model the shop stopped showing drops out.
const WISHED = `SELECT w.model_id AS id FROM wishlist_items w
  JOIN product_models m ON m.id = w.model_id AND m.is_public = 1 AND m.campaign_only = 0
  JOIN product_model_prices p ON p.model_id = m.id AND p.tax_area_id = ?2
  WHERE w.customer_id = ?1`;

// The list's own order: the model added last comes first.
const ORDER = 'SELECT model_id AS id FROM wishlist_items WHERE customer_id = ?1 ORDER BY added_at DESC, model_id';

let statements: Array<[string, string]> | undefined;
function wishlistQueries(): Array<[string, string]> {
  statements ??= [['order', ORDER], ...productListQueriesForSet(`WITH ms(id) AS MATERIALIZED (${WISHED})`)];
  return statements;
}

export async function getWishlistItems(db: D1Database, customerId: number, language: Language, taxAreaId: number): Promise<ProductListItem[]> {
  const queries = wishlistQueries();
  const params = [customerId, taxAreaId, language];
  const results = await db.batch(queries.map(([, sql]) => db.prepare(sql).bind(...params.slice(0, boundCount(sql)))));
  const named = Object.fromEntries(queries.map(([name], index) => [name, results[index].results]));
  const items = new Map(toProductListItems(named as unknown as ProductListRows).map((item) => [item.id, item]));
  return (named.order as Array<{ id: number }>).flatMap((row) => items.get(row.id) ?? []);
}
