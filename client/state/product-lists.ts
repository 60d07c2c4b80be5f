import type { ScopedMutator } from 'swr';
import { encodeListRequest, fitsGetQuery } from '../../shared/grid/list-request-codec.ts';
import type { ProductListItem, ProductListRequest } from '../../shared/types/product-list.ts';
import { fetchJson, readJson } from '../hooks/api-fetcher.ts';

const PRODUCT_LIST_PATH = '/api/products/productmodellist/';

/** At most this many lists stay in the client cache (a 5,000-product list is megabytes). */
const KEPT_LISTS = 4;
/** The cached lists' keys, the least recently loaded first. */
const kept: string[] = [];

/** The list's key in the client cache: one per request, so Back to a grid finds its list at once. */
export const productListKey = (request: ProductListRequest): string => `${PRODUCT_LIST_PATH}#${JSON.stringify(request)}`;

/**
 * cat 7: the GET carrying the compressed request is tried first when it stays
 * under 2,000 characters (cacheable); otherwise, or when the GET fails, the POST.
 */
export async function fetchProductList(request: ProductListRequest): Promise<ProductListItem[]> {
  const encoded = await encodeListRequest(request).catch(() => null);
  if (encoded !== null && fitsGetQuery(encoded)) {
    try {
      return await fetchJson<ProductListItem[]>(`${PRODUCT_LIST_PATH}?q=${encoded}`);
    } catch {
      // Fall through to the POST, as cat 7 says.
    }
  }
  return readJson<ProductListItem[]>(await fetch(PRODUCT_LIST_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
  }), PRODUCT_LIST_PATH);
}

/** A list arrived: it is kept, and the oldest beyond KEPT_LISTS are dropped from the cache `mutate` writes to. */
export function keepProductList(key: string, mutate: ScopedMutator): void {
  if (kept.includes(key)) kept.splice(kept.indexOf(key), 1);
  kept.push(key);
  for (const old of kept.splice(0, Math.max(0, kept.length - KEPT_LISTS))) void mutate(old, undefined, { revalidate: false });
}
