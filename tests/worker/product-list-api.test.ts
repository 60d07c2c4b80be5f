import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { encodeListRequest } from '../../shared/grid/list-request.ts';
import type { ProductListItem, ProductListRequest } from '../../shared/types/product-list.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { LIST_MODELS, listCatalogue } from '../fixtures/list-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { postShop } from './list-api-helpers.ts';

const { summit, trail, used } = LIST_MODELS;
const LIST = '/api/products/productmodellist/';
const base = { language: 'en', taxAreaId: 1 } as const;

const getList = async (request: ProductListRequest) => fetchShop(`${LIST}?q=${await encodeListRequest(request)}`);
const postList = (request: unknown) => postShop(LIST, JSON.stringify(request));
const idsOf = async (response: Response) => ((await response.json()) as ProductListItem[]).map((item) => item.id);

beforeAll(async () => {
  expect((await importCatalogue(env.DB, listCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('the product list call (cat 7)', () => {
  it('answers the GET with a compressed q and the POST with the same list for the same request', async () => {
    const request: ProductListRequest = { source: 'ProductGroup', id: 1, ...base };
    const got = await getList(request);
    const posted = await postList(request);
    expect([got.status, posted.status]).toEqual([200, 200]);
    const [fromGet, fromPost] = [await got.json(), await posted.json()] as ProductListItem[][];
    expect(fromGet.map((item) => item.id)).toEqual([summit, trail, used]);
    expect(fromGet).toEqual(fromPost);
  });

  it('lets browsers and the edge cache the GET for a minute', async () => {
    const response = await getList({ source: 'Manufacturer', id: 2, ...base });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('orders the list by sortIds, leaving ids it does not name last in their usual order', async () => {
    const sorted = await postList({ source: 'ProductGroup', id: 1, ...base, sortIds: [used, 999, summit] });
    expect(await idsOf(sorted)).toEqual([used, summit, trail]);
    const byGet = await getList({ source: 'ProductGroup', id: 1, ...base, sortIds: [trail] });
    expect(await idsOf(byGet)).toEqual([trail, summit, used]);
  });

  it('lists a group chosen by its path the same as by its id', async () => {
    const byId = await (await postList({ source: 'ProductGroup', id: 2, ...base })).json();
    const bySlug = await postList({ source: 'ProductGroup', slug: 'skiing-en/skis-en', ...base });
    expect(bySlug.status).toBe(200);
    expect(await bySlug.json()).toEqual(byId);
    const loosely = await postList({ source: 'ProductGroup', slug: '/Skiing-EN/Skis-EN/', ...base });
    expect(await loosely.json()).toEqual(byId);
  });

  it('lists a manufacturer chosen by its slug the same as by its id', async () => {
    const byId = await (await postList({ source: 'Manufacturer', id: 2, ...base })).json();
    expect(await (await postList({ source: 'Manufacturer', slug: 'tundra-peak', ...base })).json()).toEqual(byId);
  });

  it('prices model 101 in the tax area asked for', async () => {
    const priceIn = async (taxAreaId: number) => {
      const items = (await (await getList({ source: 'Manufacturer', id: 2, language: 'en', taxAreaId })).json()) as ProductListItem[];
      return items.find((item) => item.id === trail)!.price;
    };
    const [areaOne, areaTwo] = [await priceIn(1), await priceIn(2)];
    expect(areaOne).toEqual({ active: 150, reference: 200, type: 'discount', club: 140 });
    expect(areaTwo).toEqual({ active: 2400, reference: 2400, type: 'normal', club: null });
  });

  it('lists a campaign by its slug', async () => {
    expect(await idsOf(await getList({ source: 'Campaign', slug: 'winter-sale', ...base }))).toEqual([trail]);
  });

  // The listing pages' grid sends its setup.list, { source: 'Newest' } and the like, with no id or slug
  // (client/hooks/use-grid-state.ts): the call must answer it or those grids never load their list.
  it.each([
    ['Newest', [summit, trail, used]],
    ['SecondHand', [used]],
    ['ClubOffers', [trail]],
  ] as const)('lists %s for a request without id or slug, as the listing pages send it', async (source, ids) => {
    const response = await postList({ source, ...base });
    expect(response.status).toBe(200);
    expect(await idsOf(response)).toEqual(ids);
  });
});

describe('the product list call for a list that does not exist', () => {
  it.each([
    [{ source: 'ProductGroup', id: 999 }, 'Product group not found.'],
    [{ source: 'ProductGroup', slug: 'skiing-en/no-such-group' }, 'Product group not found.'],
    [{ source: 'Manufacturer', slug: 'no-such-brand' }, 'Manufacturer not found.'],
    [{ source: 'Manufacturer', id: 999 }, 'Manufacturer not found.'],
    [{ source: 'Campaign', slug: 'no-such-campaign' }, 'Campaign not found.'],
  ] as const)('answers %o with a 404 saying "%s"', async (selector, message) => {
    for (const response of [await getList({ ...selector, ...base }), await postList({ ...selector, ...base })]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message } });
      expect(response.headers.get('cache-control') ?? '').not.toContain('public');
    }
  });
});
