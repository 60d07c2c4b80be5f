import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { decodeListRequest, validateListRequest } from '../../shared/grid/list-request.ts';
import { ownHosts } from '../../shared/own-origin.ts';
import { orderBySortIds } from '../../shared/grid/sort-products.ts';
import type { Language } from '../../shared/languages.ts';
import type { ProductListItem, ProductListRequest } from '../../shared/types/product-list.ts';
import { getBrandBySlug } from '../data/brands.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import { getProductGroupByPath } from '../data/product-group-detail.ts';
import { getProductList, type ProductListSelector } from '../data/product-list.ts';
import type { AppEnv } from '../hono-env.ts';
import { BadInputError, badQuery, queryLanguage, querySlugPath } from './bad-input.ts';
import { readJsonBody } from './json-body.ts';

/**
 * The product-list calls of cat 7. The list is the whole source (the grid
 * filters and sorts on the client), read from the KV cache; the GET form
 * carries the compressed request in `q` so browsers and the edge may cache it.
 */
export const productListApi = new Hono<AppEnv>();

const notFound = (message: string) => new HTTPException(404, { message });
const hostsOf = (c: Context<AppEnv>) => ownHosts(c.get('settings').brandDomain);
const MESSAGES = {
  ProductGroup: 'Product group not found.',
  Manufacturer: 'Manufacturer not found.',
  Campaign: 'Campaign not found.',
} as const;

async function selectorFor(c: Context<AppEnv>, request: ProductListRequest): Promise<ProductListSelector | null> {
  const source = catalogueOf(c);
  const language = request.language as Language;
  switch (request.source) {
    case 'ProductGroup': {
      if (request.id !== undefined) return { kind: 'ProductGroup', id: request.id };
      const group = await getProductGroupByPath(source, language, normalisedPath(request.slug!), hostsOf(c));
      return group && { kind: 'ProductGroup', id: group.id };
    }
    case 'Manufacturer': {
      if (request.id !== undefined) return { kind: 'Manufacturer', id: request.id };
      const brand = await getBrandBySlug(source, language, normalisedPath(request.slug!));
      return brand && { kind: 'Manufacturer', id: brand.id };
    }
    case 'Campaign':
      if (!request.slug) throw new BadInputError('invalid_request', 'A campaign is chosen by its slug.', { slug: 'Required for a campaign.' });
      return { kind: 'Campaign', slug: normalisedPath(request.slug) };
    default:
      return { kind: request.source };
  }
}

const normalisedPath = (slug: string) => slug.trim().replace(/^\/+|\/+$/g, '').toLowerCase();

async function answerList(c: Context<AppEnv>, body: unknown): Promise<ProductListItem[]> {
  const checked = validateListRequest(body);
  if (!checked.ok) throw new BadInputError('invalid_request', 'The product list request is not valid.', checked.fields);
  const { request } = checked;
  const reference = await getLocaleReference(c.env.DB);
  if (!reference.taxAreaIds.has(request.taxAreaId)) throw new BadInputError('invalid_request', 'The product list request is not valid.', { taxAreaId: 'Unknown tax area.' });
  const selector = await selectorFor(c, request);
  const list = selector && await getProductList(catalogueOf(c), selector, request.language as Language, request.taxAreaId);
  if (!list) throw notFound(MESSAGES[request.source as keyof typeof MESSAGES] ?? 'Not found.');
  return request.sortIds?.length ? orderBySortIds(list, request.sortIds) : list;
}

productListApi.get('/products/productmodellist/', async (c) => {
  const encoded = c.req.query('q');
  if (!encoded) throw badQuery('q', 'Required: the compressed request.');
  let body: unknown;
  try {
    body = await decodeListRequest(encoded);
  } catch {
    throw badQuery('q', 'Not a compressed product list request.');
  }
  const list = await answerList(c, body);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(list);
});

productListApi.post('/products/productmodellist/', async (c) => c.json(await answerList(c, await readJsonBody(c))));

/** cat 7: a list whose first item is the group. */
productListApi.get('/products/productgroup/', async (c) => {
  const group = await getProductGroupByPath(catalogueOf(c), queryLanguage(c), querySlugPath(c, 'path'), hostsOf(c));
  if (!group) throw notFound(MESSAGES.ProductGroup);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json([group]);
});

productListApi.get('/brand/', async (c) => {
  const brand = await getBrandBySlug(catalogueOf(c), queryLanguage(c), querySlugPath(c, 'slug'));
  if (!brand) throw notFound(MESSAGES.Manufacturer);
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(brand);
});
