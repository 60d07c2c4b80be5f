import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { decodeListRequest, validateListRequest } from '../../shared/grid/list-request.ts';
import { isRecord } from '../../shared/is-record.ts';
import { normaliseSlugPath, slugPathValue } from '../../shared/query-fields.ts';
import { ownHosts } from '../../shared/own-origin.ts';
import { orderBySortIds } from '../../shared/grid/sort-products.ts';
import type { Language } from '../../shared/languages.ts';
import type { ProductListItem, ProductListRequest, ProductListSourceKind } from '../../shared/types/product-list.ts';
import { getBrandBySlug } from '../data/brands.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import { getProductGroupByPath } from '../data/product-group-detail.ts';
import { getProductList, type ProductListSelector } from '../data/product-list.ts';
import type { AppEnv } from '../hono-env.ts';
import { searchProducts } from '../services/search/search-products.ts';
import { badInput, notFound } from '../errors/app-error.ts';
import { INVALID_QUERY, validate, type InputCheck } from '../middleware/validate.ts';

/**
 * The product-list calls of cat 7. The list is the whole source (the grid
 * filters and sorts on the client), read from the KV cache; the GET form
 * carries the compressed request in `q` so browsers and the edge may cache it.
 */
export const productListApi = new Hono<AppEnv>();

const hostsOf = (c: Context<AppEnv>) => ownHosts(c.get('settings').brandDomain);
const MESSAGES = {
  ProductGroup: 'Product group not found.',
  Manufacturer: 'Manufacturer not found.',
  Campaign: 'Campaign not found.',
} as const;

async function selectorFor(c: Context<AppEnv>, request: ProductListRequest & { source: ProductListSourceKind }): Promise<ProductListSelector | null> {
  const source = catalogueOf(c);
  const language = request.language as Language;
  switch (request.source) {
    case 'ProductGroup': {
      if (request.id !== undefined) return { kind: 'ProductGroup', id: request.id };
      const group = await getProductGroupByPath(source, language, normaliseSlugPath(request.slug!), hostsOf(c));
      return group && { kind: 'ProductGroup', id: group.id };
    }
    case 'Manufacturer': {
      if (request.id !== undefined) return { kind: 'Manufacturer', id: request.id };
      const brand = await getBrandBySlug(source, language, normaliseSlugPath(request.slug!));
      return brand && { kind: 'Manufacturer', id: brand.id };
    }
    case 'Campaign':
      if (!request.slug) throw badInput('invalid_request', 'A campaign is chosen by its slug.', { slug: 'Required for a campaign.' });
      return { kind: 'Campaign', slug: normaliseSlugPath(request.slug) };
    case 'Experiences':
      return { kind: 'Experiences', brandSlugs: (await getGeneralSettings(source, language)).experienceManufacturerList };
    default:
      return { kind: request.source };
  }
}

const INVALID_REQUEST = { code: 'invalid_request', message: 'The product list request is not valid.' };

/** The list request, as a body or decoded from the GET form's `q` (shared/grid/list-request.ts). */
const checkListRequest: InputCheck<ProductListRequest> = (input) => {
  const checked = validateListRequest(input);
  return checked.ok ? checked : { ok: false, error: { ...INVALID_REQUEST, fields: checked.fields } };
};

/** The search page's whole list (issue 18): every result of the query, in relevance order. */
async function searchList(c: Context<AppEnv>, request: ProductListRequest): Promise<ProductListItem[]> {
  if (!request.slug) throw badInput('invalid_request', 'A search list is chosen by its query.', { slug: 'Required for a search.' });
  const found = await searchProducts(catalogueOf(c), { language: request.language as Language, taxAreaId: request.taxAreaId, query: request.slug });
  return found.items;
}

async function answerList(c: Context<AppEnv>, request: ProductListRequest): Promise<ProductListItem[]> {
  const reference = await getLocaleReference(c.env.DB);
  if (!reference.taxAreaIds.has(request.taxAreaId)) throw badInput(INVALID_REQUEST.code, INVALID_REQUEST.message, { taxAreaId: 'Unknown tax area.' });
  if (request.source === 'Search') return searchList(c, request);
  const selector = await selectorFor(c, { ...request, source: request.source });
  const list = selector && await getProductList(catalogueOf(c), selector, request.language as Language, request.taxAreaId);
  if (!list) throw notFound(MESSAGES[request.source as keyof typeof MESSAGES] ?? 'Not found.');
  return request.sortIds?.length ? orderBySortIds(list, request.sortIds) : list;
}

/** The GET form: the request compressed into `q` (shared/grid/list-request-codec.ts), decoded, then checked as the POST body is. */
const checkEncodedListRequest: InputCheck<ProductListRequest> = async (query, c) => {
  const encoded = isRecord(query) ? query.q : undefined;
  const invalidQ = (message: string) => ({ ok: false as const, error: { code: 'invalid_query', message: 'Invalid query parameter: q.', fields: { q: message } } });
  if (typeof encoded !== 'string' || encoded === '') return invalidQ('Required: the compressed request.');
  let body: unknown;
  try {
    body = await decodeListRequest(encoded);
  } catch {
    return invalidQ('Not a compressed product list request.');
  }
  return checkListRequest(body, c);
};

productListApi.get('/products/productmodellist/', validate('query', checkEncodedListRequest), async (c) => {
  const list = await answerList(c, c.req.valid('query'));
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(list);
});

productListApi.post('/products/productmodellist/', validate('json', checkListRequest), async (c) => c.json(await answerList(c, c.req.valid('json'))));

/** cat 7: a list whose first item is the group. */
productListApi.get('/products/productgroup/', validate('query', v.object({ path: slugPathValue }), INVALID_QUERY), async (c) => {
  const group = await getProductGroupByPath(catalogueOf(c), c.get('language'), c.req.valid('query').path, hostsOf(c));
  if (!group) throw notFound(MESSAGES.ProductGroup);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json([group]);
});

productListApi.get('/brand/', validate('query', v.object({ slug: slugPathValue }), INVALID_QUERY), async (c) => {
  const brand = await getBrandBySlug(catalogueOf(c), c.get('language'), c.req.valid('query').slug);
  if (!brand) throw notFound(MESSAGES.Manufacturer);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(brand);
});
