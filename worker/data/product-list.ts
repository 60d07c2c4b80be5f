import type { Language } from '../../shared/languages.ts';
import type { ProductListItem, ProductListSourceKind } from '../../shared/types/product-list.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { isCatalogueSlug } from './catalogue-slugs.ts';
import { toProductListItems, type ProductListRows } from './product-list-rows.ts';
import { boundCount, productListQueries } from './product-list-sql.ts';

export { productPath } from './product-list-rows.ts';
export { NEWEST_LISTING_SIZE } from './product-list-sql.ts';

/** Which list (cat 7 sources and the listing pages of cat 2). */
export type ProductListSelector =
  | { kind: 'ProductGroup'; id: number }
  | { kind: 'Manufacturer'; id: number }
  | { kind: 'Campaign'; slug: string }
  | { kind: 'Newest' }
  | { kind: 'SecondHand' }
  | { kind: 'ClubOffers' }
  | { kind: 'Rental' }
  | { kind: 'Experiences'; brandSlugs: string[] };

const KEY_PARTS: Record<ProductListSourceKind, string> = {
  ProductGroup: 'group', Manufacturer: 'manufacturer', Campaign: 'campaign', Newest: 'newest', SecondHand: 'second-hand', ClubOffers: 'club-offers',
  Rental: 'rental', Experiences: 'experiences',
};

/** The selector's id or slug; undefined when it cannot name anything in the catalogue. */
function selectorValue(list: ProductListSelector): number | string | null | undefined {
  if (list.kind === 'ProductGroup' || list.kind === 'Manufacturer') return Number.isSafeInteger(list.id) && list.id > 0 ? list.id : undefined;
  if (list.kind === 'Campaign') return isCatalogueSlug(list.slug) ? list.slug : undefined;
  if (list.kind === 'Experiences') return JSON.stringify(list.brandSlugs.filter(isCatalogueSlug).sort());
  return null;
}

async function loadProductList(source: CatalogueSource, kind: ProductListSourceKind, params: unknown[]): Promise<ProductListItem[] | null> {
  const { db } = source;
  const queries = productListQueries(kind);
  const results = await db.batch(queries.map(([, sql]) => db.prepare(sql).bind(...params.slice(0, boundCount(sql)))));
  const named = Object.fromEntries(queries.map(([name], index) => [name, results[index].results]));
  if (!(named.exists[0] as { found: number } | undefined)?.found) return null;
  return toProductListItems(named as unknown as ProductListRows);
}

/**
 * The models of a list in the language with prices of the tax area, id
 * ascending (the client sorts, cat 9). Null when the group, manufacturer or
 * campaign (or the tax area) does not exist. Cached per list, language and tax area.
 */
export async function getProductList(
  source: CatalogueSource, list: ProductListSelector, language: Language, taxAreaId: number,
): Promise<ProductListItem[] | null> {
  const key = productListKey(list, language, taxAreaId);
  if (key === null) return null;
  return readThrough(source, key, () => loadProductList(source, list.kind, [selectorValue(list), taxAreaId, language]));
}

/** The cache key of a list, or null when the selector or tax area cannot name one. */
export function productListKey(list: ProductListSelector, language: Language, taxAreaId: number): string | null {
  const value = selectorValue(list);
  if (value === undefined || !Number.isSafeInteger(taxAreaId) || taxAreaId <= 0) return null;
  return ['product-list', KEY_PARTS[list.kind], ...(value === null ? [] : [value]), language, taxAreaId].join(':');
}
