import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { Language } from '../../shared/languages.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { cacheKey, catalogueSource, forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { getProductList, productPath, type ProductListSelector } from '../../worker/data/product-list.ts';
import { LIST_MODELS, listCatalogue } from '../fixtures/list-catalogue.ts';

const { summit, trail, used, areaTwoOnly } = LIST_MODELS;
let writes: Promise<unknown>[] = [];
const source = () => catalogueSource(env.DB, env.CATALOGUE_CACHE, (promise) => writes.push(promise));

async function list(selector: ProductListSelector, taxAreaId = 1, language: Language = 'en'): Promise<ProductListItem[] | null> {
  return getProductList(source(), selector, language, taxAreaId);
}
const ids = (items: ProductListItem[] | null) => items?.map((item) => item.id);
const item = async (selector: ProductListSelector, id: number, taxAreaId = 1) => (await list(selector, taxAreaId))!.find((entry) => entry.id === id)!;

beforeAll(async () => {
  expect((await importCatalogue(env.DB, listCatalogue())).ok).toBe(true);
});
beforeEach(() => {
  forgetMemoisedCatalogue();
  writes = [];
});

describe('which models a list holds', () => {
  it('lists a group with the models of every group below it, id ascending', async () => {
    expect(ids(await list({ kind: 'ProductGroup', id: 1 }))).toEqual([summit, trail, used]);
    expect(ids(await list({ kind: 'ProductGroup', id: 4 }))).toEqual([trail]);
  });

  it('lists a model in its extra groups as well as its main group', async () => {
    expect(ids(await list({ kind: 'ProductGroup', id: 3 }))).toEqual([trail]);
  });

  it('leaves out models that are not public, campaign-only or unpriced in the tax area', async () => {
    const all = [...ids(await list({ kind: 'ProductGroup', id: 2 }))!, ...ids(await list({ kind: 'Campaign', slug: 'winter-sale' }))!];
    expect(all).not.toContain(LIST_MODELS.notPublic);
    expect(all).not.toContain(LIST_MODELS.campaignOnly);
    expect(all).not.toContain(areaTwoOnly);
    expect(ids(await list({ kind: 'ProductGroup', id: 3 }, 2))).toEqual([trail, areaTwoOnly]);
  });

  it('lists a manufacturer\'s models', async () => {
    expect(ids(await list({ kind: 'Manufacturer', id: 1 }))).toEqual([summit, used]);
    expect(ids(await list({ kind: 'Manufacturer', id: 2 }))).toEqual([trail]);
  });

  it('lists the models tagged with a campaign\'s tag', async () => {
    expect(ids(await list({ kind: 'Campaign', slug: 'winter-sale' }))).toEqual([trail]);
    expect(ids(await list({ kind: 'Campaign', slug: 'winter-sale' }, 2))).toEqual([trail, areaTwoOnly]);
  });

  it('lists the newest, second-hand and club-offer models', async () => {
    expect(ids(await list({ kind: 'Newest' }))).toEqual([summit, trail, used]);
    expect(ids(await list({ kind: 'SecondHand' }))).toEqual([used]);
    expect(ids(await list({ kind: 'ClubOffers' }))).toEqual([trail]);
    expect(ids(await list({ kind: 'ClubOffers' }, 2))).toEqual([]);
  });

  it('answers null for an unknown group, manufacturer, campaign or tax area', async () => {
    expect(await list({ kind: 'ProductGroup', id: 999 })).toBeNull();
    expect(await list({ kind: 'Manufacturer', id: 999 })).toBeNull();
    expect(await list({ kind: 'Campaign', slug: 'no-such-campaign' })).toBeNull();
    expect(await list({ kind: 'Campaign', slug: 'Winter Sale/../x' })).toBeNull();
    expect(await list({ kind: 'ProductGroup', id: 1.5 })).toBeNull();
    expect(await list({ kind: 'Newest' }, 99)).toBeNull();
  });
});

describe('a list item', () => {
  it('carries the model\'s texts, brand, path, image, badges and counters in the language', async () => {
    const found = await item({ kind: 'ProductGroup', id: 1 }, trail);
    expect(found).toMatchObject({
      name: 'Trail en', shortDescription: 'Short en', manufacturer: 'Tundra Peak', manufacturerSlug: 'tundra-peak',
      path: '/tundra-peak/tundra-trail/', image: '/images/trail-1.jpg', showDiscountPercentage: false,
      soldAmount: 7, viewCount: 40, rating: 7, ratingCount: 2, published: '2026-03-01',
    });
    expect(found.tags.map((tag) => tag.slug)).toEqual(['new', 'winter-sale-tag']);
    expect(found.tags[1]).toEqual({ slug: 'winter-sale-tag', name: 'Winter sale en', bgColor: '#aa0000', textColor: '#ffffff', campaignSlug: 'winter-sale' });
    expect(found.ribbons).toEqual([{ slug: 'eco', name: 'Eco en', bgColor: '#00aa00', textColor: '#000000' }]);
    expect(productPath('tundra-peak', 'tundra-trail')).toBe(found.path);
  });

  it('gives the description as plain text', async () => {
    expect((await item({ kind: 'ProductGroup', id: 1 }, trail)).description).toBe('Light & fast en');
  });

  it('answers in the language asked for', async () => {
    const items = await getProductList(source(), { kind: 'Manufacturer', id: 2 }, 'fi', 1);
    expect(items![0]).toMatchObject({ name: 'Trail fi', description: 'Light & fast fi' });
    expect(items![0].colors.map((colour) => colour.name)).toEqual(['Blue fi', 'Red fi']);
  });

  it('prices the model in the tax area asked for', async () => {
    expect((await item({ kind: 'Manufacturer', id: 2 }, trail, 1)).price).toEqual({ active: 150, reference: 200, type: 'discount', club: 140 });
    expect((await item({ kind: 'Manufacturer', id: 2 }, trail, 2)).price).toEqual({ active: 2400, reference: 2400, type: 'normal', club: null });
  });

  it('prefixes "from" only where the variants cost different amounts in the tax area', async () => {
    expect((await item({ kind: 'Manufacturer', id: 2 }, trail, 1)).fromPrefix).toBe(true);
    expect((await item({ kind: 'Manufacturer', id: 2 }, trail, 2)).fromPrefix).toBe(false);
    expect((await item({ kind: 'Manufacturer', id: 1 }, summit)).fromPrefix).toBe(false);
  });

  it('lists colours in the order of their first variant, each with its first variant image', async () => {
    expect((await item({ kind: 'Manufacturer', id: 2 }, trail)).colors).toEqual([
      { slug: 'blue', control: 'blue', hex: '#0033cc', name: 'Blue en', image: '/images/trail-blue.jpg' },
      { slug: 'red', control: 'red', hex: '#cc2200', name: 'Red en', image: '/images/trail-red.jpg' },
    ]);
    expect((await item({ kind: 'Manufacturer', id: 1 }, used)).colors).toEqual([]);
  });

  it('lists only the sizes of orderable variants, in size order', async () => {
    // XS is on order, L and M in unblocked stock; S has only blocked stock and nothing on order.
    expect((await item({ kind: 'Manufacturer', id: 2 }, trail)).sizes).toEqual(['XS', 'M', 'L']);
    expect((await item({ kind: 'Manufacturer', id: 1 }, summit)).sizes).toEqual(['M']);
  });

  it('counts every size of a backorderable model as orderable', async () => {
    expect((await item({ kind: 'Manufacturer', id: 1 }, used)).sizes).toEqual(['42']);
  });

  it('names the stores holding unblocked stock, in stock display order', async () => {
    expect((await item({ kind: 'Manufacturer', id: 2 }, trail)).stocks).toEqual(['product', 'helsinki']);
    expect((await item({ kind: 'Manufacturer', id: 1 }, summit)).stocks).toEqual(['helsinki']);
  });

  it('gives the model\'s groups with all their ancestors', async () => {
    expect((await item({ kind: 'Manufacturer', id: 2 }, trail)).productGroupIds).toEqual([1, 2, 3, 4]);
    expect((await item({ kind: 'Manufacturer', id: 1 }, summit)).productGroupIds).toEqual([1, 2]);
  });

  it('gives filterable properties: numbers for ranges, text for checkboxes, yes for a set flag', async () => {
    expect((await item({ kind: 'Manufacturer', id: 2 }, trail)).properties).toEqual([
      { slug: 'weight', value: 1250, filter: 'range' },
      { slug: 'gender', value: 'Women', filter: 'checkbox' },
      { slug: 'waterproof', value: 'yes', filter: 'checkbox' },
    ]);
  });

  it('leaves out unset flags and empty property values', async () => {
    expect((await item({ kind: 'Manufacturer', id: 2 }, areaTwoOnly, 2)).properties).toEqual([]);
  });
});

describe('the list cache', () => {
  it('writes a loaded list to KV and answers the next read from there', async () => {
    const version = (await env.DB.prepare('SELECT version FROM catalogue_version').first<number>('version'))!;
    const key = cacheKey(version, 'product-list:group:4:en:1');
    expect(ids(await list({ kind: 'ProductGroup', id: 4 }))).toEqual([trail]);
    await Promise.all(writes);
    const stored = JSON.parse((await env.CATALOGUE_CACHE.get(key, 'text'))!) as ProductListItem[];
    expect(stored.map((entry) => entry.id)).toEqual([trail]);

    await env.CATALOGUE_CACHE.put(key, JSON.stringify([{ ...stored[0], name: 'From KV' }]));
    forgetMemoisedCatalogue();
    expect((await list({ kind: 'ProductGroup', id: 4 }))![0].name).toBe('From KV');
  });

  it('keeps lists of different tax areas and languages apart', async () => {
    const version = (await env.DB.prepare('SELECT version FROM catalogue_version').first<number>('version'))!;
    await getProductList(source(), { kind: 'Campaign', slug: 'winter-sale' }, 'sv', 2);
    await Promise.all(writes);
    expect(await env.CATALOGUE_CACHE.get(cacheKey(version, 'product-list:campaign:winter-sale:sv:2'))).not.toBeNull();
    expect(await env.CATALOGUE_CACHE.get(cacheKey(version, 'product-list:campaign:winter-sale:sv:1'))).toBeNull();
  });

  it('does not cache an unknown list', async () => {
    const version = (await env.DB.prepare('SELECT version FROM catalogue_version').first<number>('version'))!;
    await list({ kind: 'ProductGroup', id: 999 });
    await Promise.all(writes);
    expect(await env.CATALOGUE_CACHE.get(cacheKey(version, 'product-list:group:999:en:1'))).toBeNull();
  });
});
