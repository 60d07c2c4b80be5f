import type { GridContext, GridQuery } from '../types/grid.ts';
import type { ProductListItem } from '../types/product-list.ts';
import { filterProducts } from './filter-products.ts';
import { sortProducts } from './sort-products.ts';

/** The matching items in the query's order; the parser already put the default sort in query.sort. */
export function computeGrid(items: readonly ProductListItem[], query: GridQuery, ctx: GridContext): ProductListItem[] {
  return sortProducts(filterProducts(items, query, ctx), query.sort, ctx.language, ctx.textMatch);
}
