import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { getBrandBySlug } from '../../worker/data/brands.ts';
import { getCampaign } from '../../worker/data/campaigns.ts';
import { cacheKey, catalogueSource, forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { getProductGroupByPath } from '../../worker/data/product-group-detail.ts';
import { listCatalogue } from '../fixtures/list-catalogue.ts';

let writes: Promise<unknown>[] = [];
const source = () => catalogueSource(env.DB, env.CATALOGUE_CACHE, (promise) => writes.push(promise));

beforeAll(async () => {
  expect((await importCatalogue(env.DB, listCatalogue())).ok).toBe(true);
});
beforeEach(() => {
  forgetMemoisedCatalogue();
  writes = [];
});

describe('product group detail', () => {
  it('finds a group by its localised path with its parents top first and its path in every language', async () => {
    const group = await getProductGroupByPath(source(), 'en', 'skiing-en/skis-en/touring-en');
    expect(group).toEqual({
      id: 4, name: 'Touring en', shortName: 'Touring en', path: '/skiing-en/skis-en/touring-en/',
      meta_title: '', meta_description: '', description: '', description_html: '',
      filterable_properties: [], group_sorting: 'default', children: [], showInMenu: true,
      parents: [{ id: 1, name: 'Skiing en', path: '/skiing-en/' }, { id: 2, name: 'Skis en', path: '/skiing-en/skis-en/' }],
      paths: {
        fi: '/skiing-fi/skis-fi/touring-fi/', en: '/skiing-en/skis-en/touring-en/', sv: '/skiing-sv/skis-sv/touring-sv/',
        de: '/skiing-de/skis-de/touring-de/', fr: '/skiing-fr/skis-fr/touring-fr/', ru: '/skiing-ru/skis-ru/touring-ru/',
      },
    });
  });

  it('gives the filterable properties in the operator\'s order, the default sort and the children', async () => {
    const group = await getProductGroupByPath(source(), 'de', 'skiing-de/skis-de');
    expect(group).toMatchObject({
      name: 'Skis de', meta_title: 'Buy skis de', group_sorting: 'popular',
      filterable_properties: ['waterproof', 'weight'],
      children: [{ id: 4, name: 'Touring de', slug: 'touring-de', path: '/skiing-de/skis-de/touring-de/' }],
      parents: [{ id: 1, name: 'Skiing de', path: '/skiing-de/' }],
    });
  });

  it('orders children by the operator\'s sort order', async () => {
    const group = await getProductGroupByPath(source(), 'fi', 'skiing-fi');
    expect(group!.children.map((child) => child.id)).toEqual([5, 2]);
    expect(group!.parents).toEqual([]);
  });

  it('sanitises the description HTML and makes links to the shop relative', async () => {
    const group = await getProductGroupByPath(source(), 'en', 'skiing-en/skis-en', ['www.kaira.fi']);
    expect(group!.description_html).not.toContain('script');
    expect(group!.description_html).toContain('href="/skis/"');
  });

  it('tells whether a hidden group is shown in the menu', async () => {
    expect((await getProductGroupByPath(source(), 'en', 'hidden-en'))!.showInMenu).toBe(false);
  });

  it('answers null for a path of another language, an unknown path or id, and malformed paths', async () => {
    expect(await getProductGroupByPath(source(), 'en', 'skiing-fi')).toBeNull();
    expect(await getProductGroupByPath(source(), 'en', 'skiing-en/nothing')).toBeNull();
    expect(await getProductGroupByPath(source(), 'en', '/skiing-en/')).toBeNull();
    expect(await getProductGroupByPath(source(), 'en', 'Skiing-EN')).toBeNull();
    expect(await getProductGroupByPath(source(), 'en', 'no-such-group-en')).toBeNull();
  });

  it('answers a repeated path lookup from KV', async () => {
    const version = (await env.DB.prepare('SELECT version FROM catalogue_version').first<number>('version'))!;
    const group = await getProductGroupByPath(source(), 'sv', 'skiing-sv');
    await Promise.all(writes);
    const key = cacheKey(version, 'product-group:sv:path:skiing-sv');
    await env.CATALOGUE_CACHE.put(key, JSON.stringify({ ...group, name: 'From KV' }));
    forgetMemoisedCatalogue();
    expect((await getProductGroupByPath(source(), 'sv', 'skiing-sv'))!.name).toBe('From KV');
  });
});

describe('brand detail', () => {
  it('gives the brand with its texts in the language and promo images in order', async () => {
    expect(await getBrandBySlug(source(), 'en', 'tundra-peak')).toEqual({
      id: 2, slug: 'tundra-peak', name: 'Tundra Peak', logo: '/images/brands/tundra.svg',
      title: 'Tundra en', description: 'Tents en.', metaDescription: 'Tundra tents en',
      promoImages: [{ image: '/images/promo/tundra-1.jpg', cropPoint: 'faces' }, { image: '/images/promo/tundra-2.jpg', cropPoint: 'center' }],
    });
    expect((await getBrandBySlug(source(), 'fi', 'norrvik'))!.promoImages).toEqual([]);
  });

  it('answers null for an unknown or malformed slug', async () => {
    expect(await getBrandBySlug(source(), 'en', 'no-such-brand')).toBeNull();
    expect(await getBrandBySlug(source(), 'en', '../norrvik')).toBeNull();
  });
});

describe('campaign detail', () => {
  it('names a campaign after its tag in the language', async () => {
    expect(await getCampaign(source(), 'sv', 'winter-sale')).toEqual({ slug: 'winter-sale', name: 'Winter sale sv', tagSlug: 'winter-sale-tag' });
  });

  it('answers null when no tag links to the campaign', async () => {
    expect(await getCampaign(source(), 'en', 'new')).toBeNull();
    expect(await getCampaign(source(), 'en', 'summer')).toBeNull();
  });
});
