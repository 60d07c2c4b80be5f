import { encodeListRequest, GET_QUERY_LIMIT } from '../../shared/grid/list-request-codec.ts';
import type { ProductListItem, ProductListRequest } from '../../shared/types/product-list.ts';

const PRODUCT_LIST_PATH = '/api/products/productmodellist/';

/** Whole lists already fetched in this page load: Back to a grid finds its list at once. */
const lists = new Map<string, { promise: Promise<ProductListItem[]>; value?: ProductListItem[] }>();
/** At most this many lists stay in memory (a 5,000-product list is megabytes). */
const KEPT_LISTS = 4;

async function readList(response: Response): Promise<ProductListItem[]> {
  if (!response.ok) throw new Error(`${PRODUCT_LIST_PATH} answered ${response.status}`);
  return response.json() as Promise<ProductListItem[]>;
}

/**
 * cat 7: the GET carrying the compressed request is tried first when it stays
 * under 2,000 characters (cacheable); otherwise, or when the GET fails, the POST.
 */
async function fetchList(request: ProductListRequest): Promise<ProductListItem[]> {
  const encoded = await encodeListRequest(request).catch(() => null);
  if (encoded !== null && encoded.length < GET_QUERY_LIMIT) {
    try {
      return await readList(await fetch(`${PRODUCT_LIST_PATH}?q=${encoded}`, { headers: { accept: 'application/json' } }));
    } catch {
      // Fall through to the POST, as cat 7 says.
    }
  }
  return readList(await fetch(PRODUCT_LIST_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
  }));
}

/** The whole product list of a grid, fetched once per page load; a failure is forgotten so the next call retries. */
export function productList(request: ProductListRequest): Promise<ProductListItem[]> {
  const key = JSON.stringify(request);
  let entry = lists.get(key);
  if (entry) {
    lists.delete(key); // re-inserted below: the map's order is the order of use
  } else {
    const created: { promise: Promise<ProductListItem[]>; value?: ProductListItem[] } = { promise: fetchList(request) };
    created.promise.then((value) => { created.value = value; }, () => lists.delete(key));
    entry = created;
  }
  lists.set(key, entry);
  while (lists.size > KEPT_LISTS) lists.delete(lists.keys().next().value!);
  return entry.promise;
}

/** A list this page load already holds, for a first render without waiting (Back to a grid). */
export function loadedProductList(request: ProductListRequest): ProductListItem[] | undefined {
  return lists.get(JSON.stringify(request))?.value;
}
