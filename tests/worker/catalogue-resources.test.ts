import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { smallCatalogue } from '../fixtures/small-catalogue.ts';
import { fetchShop } from './helpers.ts';

beforeAll(async () => {
  const result = await importCatalogue(env.DB, smallCatalogue(), { now: '2026-11-01T00:00:00Z' });
  expect(result.ok).toBe(true);
});

const json = async (url: string) => {
  const response = await fetchShop(url);
  return { status: response.status, body: await response.json() as any, headers: response.headers };
};

describe('GET /api/resources/', () => {
  it('answers every resource list of core 3 in the requested language', async () => {
    const { status, body } = await json('/api/resources/?lang=sv');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['colors', 'manufacturers', 'productGroups', 'propertyFilters', 'propertyTypes', 'stores', 'taxRates']);
    expect(body.colors).toEqual([{ slug: 'red', name: 'Red sv', control: 'red', hex: '#cc2200' }]);
    expect(body.manufacturers.map((m: any) => m.slug)).toEqual(['norrvik', 'tundra-peak']);
    expect(body.propertyFilters).toEqual([{ slug: 'weight', name: 'Weight sv', filter: 'range', unit: 'g' }]);
    expect(body.propertyTypes[0]).toEqual({ slug: 'weight', name: 'Weight sv', bgColor: '', textColor: '' });
    expect(body.stores.find((s: any) => s.id === 20)).toMatchObject({ slug: 'central-warehouse', type: 'warehouse' });
    expect(body.taxRates).toEqual([{ taxAreaId: 1, taxClassId: 5, percentage: 25.5 }]);
  });

  it('answers in the language of the path prefix when no lang is given', async () => {
    const { body } = await json('/api/resources/');
    expect(body.colors[0].name).toBe('Red fi');
  });

  it('refuses an unknown language with a 400 naming the field', async () => {
    const { status, body } = await json('/api/resources/?lang=xx');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid_query', fields: { lang: expect.any(String) } });
  });
});

describe('GET /api/product-groups/', () => {
  it('nests children under their parents with localised paths and menu links', async () => {
    const { body } = await json('/api/product-groups/?lang=de');
    const [skiing, hidden] = body.productGroups;
    expect(skiing).toMatchObject({ id: 1, name: 'Skiing de', shortName: 'Ski de', slug: 'skiing-de', path: '/skiing-de/', showInMenu: true, isTop: true });
    expect(skiing.links).toEqual([{ slug: 'skiing-de/skis-de', title: 'Best skis de', image: '' }]);
    expect(skiing.children[0]).toMatchObject({ id: 2, path: '/skiing-de/skis-de/', children: [] });
    expect(hidden.showInMenu).toBe(false);
  });
});

describe('GET /api/banners/', () => {
  it('sorts banners by kind, strips the shop origin from URLs and leaves out expired ones', async () => {
    const { body } = await json('/api/banners/?lang=en');
    expect(body.imageBanners).toHaveLength(1);
    expect(body.imageBanners[0]).toMatchObject({ id: 1, title: 'Winter en', url: '/skiing-en/', buttonText: 'Go', cropPoint: 'center' });
    expect(body.textBanners.map((b: any) => b.title)).toEqual(['Free delivery en']);
    expect(body.textBanners[0].url).toBe('https://example.com/terms');
    expect(body.dynamicPageBanners[0]).toMatchObject({ id: 3, groupId: 2 });
  });
});

describe('brands and keyword popups', () => {
  it('lists the brands', async () => {
    const { body } = await json('/api/brands/');
    expect(body.brands[0]).toEqual({ id: 1, slug: 'norrvik', name: 'Norrvik', logo: '', isFeatured: true });
  });

  it('lists keywords and answers one popup by id', async () => {
    expect((await json('/api/keyword-popups/?lang=fr')).body.keywords).toEqual([{ id: 1, keyword: 'Gore-Tex' }]);
    expect((await json('/api/keyword-popup/?id=1&lang=fr')).body).toEqual({ text: 'Waterproof membrane fr', url: '' });
  });

  it('answers 404 for an unknown popup and 400 for a malformed id', async () => {
    expect((await json('/api/keyword-popup/?id=999')).status).toBe(404);
    const bad = await json('/api/keyword-popup/?id=1;DROP');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
    expect((await json('/api/keyword-popup/')).body.error.fields.id).toBe('Required.');
  });
});

describe('GET /api/route-slugs/', () => {
  it('lists static, tabbed, navigation and brand slugs of the language', async () => {
    const { body } = await json('/api/route-slugs/?lang=ru');
    expect(body).toEqual({
      staticPageSlugs: ['delivery-ru', 'hostile-ru'],
      staticPageWithTabsSlugs: ['guides-ru'],
      navigationSlugs: ['hidden-ru', 'skiing-ru', 'skiing-ru/skis-ru'],
      manufacturerSlugs: ['norrvik', 'tundra-peak'],
    });
  });
});

describe('static pages', () => {
  it('answers title, sanitised content and id of a page by its slug', async () => {
    const { status, body } = await json('/api/static-page/?slug=delivery-en&lang=en');
    expect(status).toBe(200);
    expect(body).toEqual({ id: 1, title: 'Delivery en', content: '<p>Delivered en</p>', metaDescription: '' });
  });

  it('serves a hostile page body defused', async () => {
    const { body } = await json('/api/static-page/?slug=/hostile-fi/');
    expect(body.content).toContain('Safe heading');
    expect(body.content).toContain('text stays');
    expect(body.content).not.toMatch(/<script|onerror|onclick|javascript:|evil\.example|style=/i);
    expect(body.content).toContain('href="/sivu/toimitus/"');
    expect(body.content).toContain('rel="noopener noreferrer"');
    expect(body.content).toContain('youtube-nocookie.com/embed/abc');
  });

  it('answers 404 for an unknown slug and 400 for a missing or malformed one', async () => {
    expect((await json('/api/static-page/?slug=nope')).status).toBe(404);
    expect((await json('/api/static-page/')).status).toBe(400);
    const bad = await json('/api/static-page/?slug=a/../b%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('slug');
  });

  it('answers a tabbed page with its nested tabs', async () => {
    const { body } = await json('/api/static-page-with-tabs/?slug=guides-sv&lang=sv');
    expect(body.title).toBe('Guides sv');
    expect(body.tabs.map((tab: any) => tab.slug)).toEqual(['skiing-sv', 'hiking-sv']);
    expect(body.tabs[0].tabs[0]).toEqual({ title: 'Waxing sv', slug: 'waxing-sv', content: '<h2 id="wax">Wax</h2>', tabs: [] });
    expect((await json('/api/static-page-with-tabs/?slug=delivery-sv&lang=sv')).status).toBe(404);
  });
});

describe('GET /api/general-settings/', () => {
  it('parses JSON values, prefers the language row and ignores a value that does not parse', async () => {
    const en = (await json('/api/general-settings/?lang=en')).body;
    expect(en.frontpageTitle).toBe('Kaira Outdoor: gear for the outdoors');
    expect(en.featureFlags).toEqual({ brand_strip: true });
    expect(en.quickAddProducts).toEqual([]);
    expect((await json('/api/general-settings/?lang=fi')).body.frontpageTitle).toBe('Kaira Outdoor shop');
  });
});
