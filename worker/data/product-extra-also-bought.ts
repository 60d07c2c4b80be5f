/**
 * "Also bought" of extra type 2 as list items: the product-list statements
 * (product-list-sql.ts) over the set of models most often bought with this one, so the items are built by the same SQL and the same
 * row mapping as every grid. Bound values as in lists: ?1 the page's model,
 * ?2 the tax area, ?3 the language.
 */
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { toProductListItems, type ProductListRows } from './product-list-rows.ts';
import { productListQueriesForSet, type ProductListQueryName } from './product-list-sql.ts';

const ALSO_BOUGHT_COUNT = 8;

// The same rule as every list (public, not campaign-only, priced in the tax
// area) applied before the limit, so a hidden model never takes a place.
const RANKED = `SELECT ab.other_model_id AS id FROM model_also_bought ab
  JOIN product_models o ON o.id = ab.other_model_id AND o.is_public = 1 AND o.campaign_only = 0
  JOIN product_model_prices op ON op.model_id = o.id AND op.tax_area_id = ?2
  WHERE ab.model_id = ?1 AND ab.other_model_id <> ?1
  ORDER BY ab.times DESC, ab.other_model_id LIMIT ${ALSO_BOUGHT_COUNT}`;

let statements: Array<[string, string]> | undefined;

/** The statements by result name: `alsoBoughtRank` plus the list statements over the ranked set (prefixed `alsoBought.`). */
export function alsoBoughtQueries(): Array<[string, string]> {
  statements ??= [
    ['alsoBoughtRank', RANKED],
    ...productListQueriesForSet(`WITH ms(id) AS MATERIALIZED (${RANKED})`).map(([name, sql]): [string, string] => [`alsoBought.${name}`, sql]),
  ];
  return statements;
}

/** The list items in the order of how often they were bought together, most first. */
export function toAlsoBought(named: Record<string, unknown[]>): ProductListItem[] {
  const rows = Object.fromEntries(Object.entries(named)
    .filter(([name]) => name.startsWith('alsoBought.'))
    .map(([name, value]) => [name.slice('alsoBought.'.length) as ProductListQueryName, value]));
  const items = new Map(toProductListItems(rows as unknown as ProductListRows).map((item) => [item.id, item]));
  return (named.alsoBoughtRank as Array<{ id: number }>).flatMap((row) => items.get(row.id) ?? []);
}
