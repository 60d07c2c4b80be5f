import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { Language } from '../../shared/languages.ts';
import type { ProductExtraResponse } from '../../shared/types/product-extra.ts';
import { cacheKey, catalogueSource, forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { getProductExtra } from '../../worker/data/product-extra.ts';
import { parseSizeTable } from '../../worker/data/product-extra-size-tables.ts';
import { PRODUCT_MODELS, productCatalogue, seedProductExtras } from '../fixtures/product-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { sessionCookie, type Caller } from './staff-helpers.ts';

const { binding, fillers } = PRODUCT_MODELS;
let writes: Promise<unknown>[] = [];
const source = () => catalogueSource(env.DB, env.CATALOGUE_CACHE, (promise) => writes.push(promise));
const extra = (modelId = 100, taxAreaId = 1, language: Language = 'en', lastGroupId: number | null = null): Promise<ProductExtraResponse> =>
  getProductExtra(source(), { modelId, language, taxAreaId, lastGroupId });
const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

beforeAll(async () => {
  expect((await importCatalogue(env.DB, productCatalogue())).ok).toBe(true);
  await seedProductExtras(env.DB);
});
beforeEach(() => {
  forgetMemoisedCatalogue();
  writes = [];
});

describe('bundles of extra type 2', () => {
  it('lists only the bundles whose every model has something to sell, the page\'s model first', async () => {
    const { bundles } = await extra();
    expect(ids(bundles)).toEqual([1]);
    expect(bundles[0]).toMatchObject({ name: 'Ski set en', description: 'Skis and bindings en', discountPercent: 10 });
    expect(ids(bundles[0].secondary_product_models)).toEqual([100, binding]);
    expect(bundles[0].secondary_product_models[1]).toMatchObject({ name: 'norrvik-binding en', manufacturer: 'Norrvik', path: '/norrvik/norrvik-binding/' });
  });

  it('keeps the variants in stock or on order, in size order, and drops those with only blocked or no stock', async () => {
    const [summit, secondary] = (await extra()).bundles[0].secondary_product_models;
    expect(summit.variants.map((v) => [v.id, v.inStock, v.onOrder])).toEqual([[1000, true, false]]);
    expect(secondary.variants.map((v) => [v.id, v.inStock, v.onOrder])).toEqual([[1101, false, true], [1100, true, false]]);
    expect(secondary.variants[1]).toMatchObject({ colour: 'Red en', size: 'M', type: '' });
  });

  it('prices the bundle from the models\' active prices with the bundle discount, rounded to cents', async () => {
    const bundle = (await extra()).bundles[0];
    expect(bundle.prices).toEqual({ regular: 429.9, active: 386.91 });
    // A variant keeps its own price for display; the bundle is priced from the model.
    const [onOrder, inStock] = bundle.secondary_product_models[1].variants;
    expect(inStock.price).toEqual({ active: 70, reference: 90, type: 'discount', club: null });
    expect(onOrder.price).toEqual({ active: 80, reference: 100, type: 'discount', club: null });
  });

  it('has no bundles in a tax area where the page\'s model has no price', async () => {
    expect((await extra(100, 2)).bundles).toEqual([]);
  });
});

describe('size tables of extra type 2', () => {
  it('keeps only the linked tables with sizes and rows, info text in the language', async () => {
    const { sizetables } = await extra(100, 1, 'sv');
    expect(ids(sizetables)).toEqual([1, 4]);
    expect(sizetables[0]).toEqual({
      id: 1, name: 'Table 1', sizetable: '/images/size-1.svg', hide_image: true, info_text: 'Measure 1 sv', images: [],
      parsed_sizetable: { id: 1, sizes: [{ size: 'S', product_type: 'men' }, { size: 'M', product_type: '' }], rows: [{ name: 'Chest', unit: 'cm', values: ['90', '100'] }] },
    });
  });

  it('reads a damaged table defensively, keeping the well-formed sizes and rows', async () => {
    const table = (await extra()).sizetables.find((entry) => entry.id === 4)!;
    expect(table.parsed_sizetable).toEqual({ id: 4, sizes: [{ size: 'L', product_type: 'women' }, { size: '44', product_type: '' }], rows: [{ name: 'Waist', unit: '', values: ['70', '75', ''] }] });
    expect(parseSizeTable(9, '[]')).toBeNull();
    expect(parseSizeTable(9, 'null')).toBeNull();
  });
});

describe('recommendations and also bought', () => {
  it('recommends the 12 best sellers of the model\'s main group, not the model itself', async () => {
    const { recommendations } = await extra();
    expect(ids(recommendations)).toEqual([...fillers].reverse().slice(0, 12));
    expect(recommendations[0]).toMatchObject({ path: '/norrvik/filler-133/', price: { active: 100 } });
  });

  it('recommends from the page\'s last group when given, and the main group when that group is unknown', async () => {
    expect(ids((await extra(100, 1, 'en', 4)).recommendations)).toEqual([101]);
    expect(ids((await extra(100, 1, 'en', 99_999)).recommendations)).toHaveLength(12);
  });

  it('lists up to 8 models bought together, most often first, only public listed models with a price here', async () => {
    expect(ids((await extra()).also_bought)).toEqual([binding, 101, ...fillers.slice(0, 6)]);
    expect(ids((await extra(100, 2)).also_bought)).toEqual([105, 101]);
    const trail = (await extra(100, 2)).also_bought[1];
    expect(trail).toMatchObject({ name: 'Trail en', price: { active: 2400 } });
  });
});

describe('extra type 2 as a whole', () => {
  it('answers empty lists for an unknown model or tax area and caches neither', async () => {
    const empty = { bundles: [], sizetables: [], recommendations: [], also_bought: [] };
    expect(await extra(99_999)).toEqual(empty);
    expect(await extra(100, 99)).toEqual(empty);
    await Promise.all(writes);
    const version = await source().version();
    expect(await env.CATALOGUE_CACHE.get(cacheKey(version, 'product-extra:99999:en:1'))).toBeNull();
    expect(await env.CATALOGUE_CACHE.get(cacheKey(version, 'product-extra:100:en:99'))).toBeNull();
  });

  it('caches the model\'s part per model, language and tax area under the catalogue version', async () => {
    await extra(100, 1, 'fi');
    await Promise.all(writes);
    const key = cacheKey(await source().version(), 'product-extra:100:fi:1');
    const stored = await env.CATALOGUE_CACHE.get<any>(key, 'json');
    expect(ids(stored.bundles)).toEqual([1]);
    await env.CATALOGUE_CACHE.put(key, JSON.stringify({ ...stored, bundles: [] }));
    forgetMemoisedCatalogue();
    expect((await extra(100, 1, 'fi')).bundles).toEqual([]);
  });
});

describe('extra type 2 through GET /api/product/extra/', () => {
  const url = (query: string) => `/api/product/extra/?slug=norrvik-summit&delivery-country-code=fi&type=2&lang=en${query}`;

  it('answers what the repository gives, priced in the delivery country\'s tax area', async () => {
    const response = await fetchShop(url(''));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await extra());
  });

  it('recommends from the last group the page passes', async () => {
    const body = (await (await fetchShop(url('&group=4'))).json()) as ProductExtraResponse;
    expect(ids(body.recommendations)).toEqual([101]);
    expect(ids(body.bundles)).toEqual([1]);
  });

  it('gives staff and admins each size table\'s "Open in admin" link when ADMIN_URL is set, and nobody else (cat 6, decision 021)', async () => {
    const adminLinks = async (as: Caller, adminUrl: string) => {
      const response = await fetchShop(url(''), { headers: await sessionCookie(as), vars: { ADMIN_URL: adminUrl } });
      return ((await response.json()) as ProductExtraResponse).sizetables.map((table) => table.admin_url);
    };
    const links = ['https://admin.kaira.fi/sizetables/1/', 'https://admin.kaira.fi/sizetables/4/'];
    for (const as of ['staff', 'admin'] as const) {
      expect(await adminLinks(as, 'https://admin.kaira.fi/'), as).toEqual(links);
      // Unset, or not an absolute http(s) address: no link, so none leads nowhere.
      for (const unusable of ['', '/admin/', 'javascript:alert(1)', '//admin.kaira.fi']) expect(await adminLinks(as, unusable), unusable).toEqual([undefined, undefined]);
    }
    for (const as of ['guest', 'customer', 'org'] as const) expect(await adminLinks(as, 'https://admin.kaira.fi'), as).toEqual([undefined, undefined]);
  });
});
