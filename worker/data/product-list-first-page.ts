import { pageSizeFor } from '../../shared/grid/page-size.ts';
import { sortProducts } from '../../shared/grid/sort-products.ts';
import type { Language } from '../../shared/languages.ts';
import type { GridSort } from '../../shared/types/grid.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { getProductList, productListKey, type ProductListSelector } from './product-list.ts';

interface ListFirstPage { items: ProductListItem[]; total: number }

/**
 * The first page of a list in one sort, cached on its own: an unfiltered grid
 * (most visits) reads a page of 60 or 120 products from KV instead of the
 * whole list, which for a 5,000-model group is megabytes (issue 4 performance).
 */
export async function getProductListFirstPage(
  source: CatalogueSource, list: ProductListSelector, language: Language, taxAreaId: number, sort: GridSort,
): Promise<ListFirstPage | null> {
  const listKey = productListKey(list, language, taxAreaId);
  if (listKey === null) return null;
  return readThrough(source, `${listKey}:first:${sort}`, async () => {
    const items = await getProductList(source, list, language, taxAreaId);
    if (!items) return null;
    return { items: sortProducts(items, sort, language).slice(0, pageSizeFor(items.length)), total: items.length };
  });
}
