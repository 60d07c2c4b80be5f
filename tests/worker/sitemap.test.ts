import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { CatalogueImportInput } from '../../scripts/catalogue/import-format.ts';
import { smallCatalogue } from '../fixtures/small-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { parseXml, type XmlElement } from './xml-tree.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const LANGUAGES = ['fi', 'en', 'sv', 'de', 'fr', 'ru'];

/** The small catalogue plus models a sitemap must leave out or list under /old/, and a campaign. */
function sitemapCatalogue(): CatalogueImportInput {
  const catalogue = smallCatalogue();
  const [summit] = catalogue.models!;
  const like = (id: number, slug: string, extra: Record<string, unknown>) => ({
    ...summit, id, slug, uuid: `3f0c7a52-8d7e-4c1a-9a3b-2b6f1c9d0${id}`, manufacturerId: 2,
    variants: summit.variants.map((variant, index) => ({ ...variant, id: id * 10 + index })), ...extra,
  });
  catalogue.models = [
    { ...summit, tagIds: [2] },
    like(101, 'tundra-campaign-only', { campaignOnly: true }),
    like(102, 'tundra-hidden', { isPublic: false }),
    // Priced in every tax area, where the Summit is priced in Finland's alone (fi and ru visitors).
    like(103, 'tundra-ski-set', { isBundle: true, prices: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((taxAreaId) => ({ ...summit.prices[0], taxAreaId })) }),
  ];
  catalogue.tags = [...catalogue.tags!, { id: 2, slug: 'winter-sale', bgColor: '#000000', textColor: '#ffffff', campaignSlug: 'winter-sale', names: Object.fromEntries(LANGUAGES.map((l) => [l, `Winter sale ${l}`])) }] as CatalogueImportInput['tags'];
  return catalogue as CatalogueImportInput;
}

beforeAll(async () => {
  const result = await importCatalogue(env.DB, sitemapCatalogue(), { now: '2026-03-01T10:00:00.000Z' });
  expect(result.ok, JSON.stringify(result)).toBe(true);
});

async function xmlAt(url: string): Promise<XmlElement> {
  const response = await fetchShop(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return parseXml(await response.text());
}

const childText = (element: XmlElement, name: string) => element.children.find((child) => child.name === name)?.text;

/** The sitemaps.org schema's rules for a urlset, checked by hand (no XSD validator runs offline). */
function expectValidUrlset(root: XmlElement): void {
  expect(root.name).toBe('urlset');
  expect(root.attributes.xmlns).toBe(SITEMAP_NS);
  expect(root.attributes['xmlns:xhtml']).toBe(XHTML_NS);
  expect(root.children.length).toBeLessThanOrEqual(50_000);
  for (const url of root.children) {
    expect(url.name).toBe('url');
    const names = url.children.map((child) => child.name);
    // loc first and once, lastmod at most once and before the alternates (the schema's sequence).
    expect(names[0]).toBe('loc');
    expect(names.filter((name) => name === 'loc')).toHaveLength(1);
    expect(names.filter((name) => name === 'lastmod').length).toBeLessThanOrEqual(1);
    expect(names.every((name, index) => ['loc', 'lastmod', 'xhtml:link'][Math.min(index, 2)] === name || (index >= 1 && name === 'xhtml:link'))).toBe(true);
    const loc = childText(url, 'loc')!;
    expect(new URL(loc).href).toBe(loc);
    expect(loc.length).toBeLessThan(2048);
    const lastmod = childText(url, 'lastmod');
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME);
    for (const link of url.children.filter((child) => child.name === 'xhtml:link')) {
      expect(link.attributes.rel).toBe('alternate');
      expect([...LANGUAGES, 'x-default']).toContain(link.attributes.hreflang);
      expect(new URL(link.attributes.href).href).toBe(link.attributes.href);
    }
  }
}

const locs = (root: XmlElement) => root.children.map((url) => childText(url, 'loc')!);
const urlFor = (root: XmlElement, loc: string) => root.children.find((url) => childText(url, 'loc') === loc);

describe('sitemap.xml', () => {
  it('is an index of one sitemap per language on the request\'s origin, each dated', async () => {
    const index = await xmlAt('/sitemap.xml');
    expect(index.name).toBe('sitemapindex');
    expect(index.attributes.xmlns).toBe(SITEMAP_NS);
    expect(index.children.map((sitemap) => childText(sitemap, 'loc'))).toEqual(LANGUAGES.map((language) => `http://localhost/sitemaps/${language}-1.xml`));
    for (const sitemap of index.children) {
      expect(sitemap.name).toBe('sitemap');
      expect(childText(sitemap, 'lastmod')).toMatch(W3C_DATETIME);
    }
  });

  it('answers at the root whatever the prefix strategy, never redirecting to a language', async () => {
    const response = await fetchShop('/sitemap.xml', { vars: { LOCALE_STRATEGY: 'prefix' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<loc>http://localhost/sitemaps/fi-1.xml</loc>');
  });

  it('lists each language\'s pages as valid sitemap entries', async () => {
    for (const language of LANGUAGES) expectValidUrlset(await xmlAt(`/sitemaps/${language}-1.xml`));
  });

  it('lists the front page, route pages, groups, static pages, a campaign, brands, the blog, the stores and public products', async () => {
    const en = locs(await xmlAt('/sitemaps/en-1.xml'));
    expect(en).toEqual(expect.arrayContaining([
      'http://localhost/en/', 'http://localhost/en/manufacturers/', 'http://localhost/en/newest/', 'http://localhost/en/second-hand/',
      'http://localhost/en/campaigns/club-offers/', 'http://localhost/en/campaigns/winter-sale/', 'http://localhost/en/catalog/', 'http://localhost/en/history/',
      'http://localhost/en/experiences/products/', 'http://localhost/en/static/', 'http://localhost/en/static-with-tabs/',
      'http://localhost/en/skiing-en/', 'http://localhost/en/skiing-en/skis-en/', 'http://localhost/en/hidden-en/',
      'http://localhost/en/delivery-en/', 'http://localhost/en/guides-en/skiing-en/',
      'http://localhost/en/norrvik/', 'http://localhost/en/tundra-peak/',
      'http://localhost/en/life-outdoors/', 'http://localhost/en/stores/', 'http://localhost/en/stores/helsinki/',
      'http://localhost/en/old/tundra-peak/tundra-ski-set/',
    ]));
    expect(new Set(en).size).toBe(en.length);
  });

  it('lists a product in the languages whose default country it is priced in', async () => {
    const fi = locs(await xmlAt('/sitemaps/fi-1.xml'));
    expect(fi).toContain('http://localhost/norrvik/norrvik-summit/');
    expect(locs(await xmlAt('/sitemaps/ru-1.xml'))).toContain('http://localhost/ru/norrvik/norrvik-summit/');
    expect(locs(await xmlAt('/sitemaps/en-1.xml'))).not.toContain('http://localhost/en/norrvik/norrvik-summit/');
    const summit = urlFor(await xmlAt('/sitemaps/fi-1.xml'), 'http://localhost/norrvik/norrvik-summit/')!;
    expect(summit.children.filter((child) => child.name === 'xhtml:link').map((link) => link.attributes.hreflang)).toEqual(['fi', 'ru', 'x-default']);
  });

  it('leaves out campaign-only and hidden products, redirecting paths and personal or noindex pages', async () => {
    const en = locs(await xmlAt('/sitemaps/en-1.xml'));
    for (const absent of ['tundra-campaign-only', 'tundra-hidden', '/checkout/', '/accounts/', '/search/', '/wishlist/', '/style-guide/', '/rental/']) {
      expect(en.filter((loc) => loc.includes(absent)), absent).toEqual([]);
    }
    // A bundle's page is at /old/, and a tabbed page's at its first tab: their other paths redirect.
    expect(en).not.toContain('http://localhost/en/tundra-peak/tundra-ski-set/');
    expect(en).not.toContain('http://localhost/en/guides-en/');
  });

  it('lists the rental page in the languages where rental is switched on', async () => {
    await env.DB.prepare("INSERT INTO general_settings (key, language, value) VALUES ('rental_enabled', 'fi', 'true')").run();
    await env.DB.prepare('UPDATE catalogue_version SET version = version + 1 WHERE id = 1').run();
    try {
      expect(locs(await xmlAt('/sitemaps/fi-1.xml'))).toContain('http://localhost/vuokraamo/');
      expect(locs(await xmlAt('/sitemaps/en-1.xml')).filter((loc) => loc.includes('/rental/'))).toEqual([]);
      expect((await fetchShop('http://localhost/vuokraamo/')).status).toBe(200);
    } finally {
      await env.DB.prepare("DELETE FROM general_settings WHERE key = 'rental_enabled'").run();
      await env.DB.prepare('UPDATE catalogue_version SET version = version + 1 WHERE id = 1').run();
    }
  });

  it('gives every page its hreflang alternates and x-default, as the page\'s head does', async () => {
    const sv = await xmlAt('/sitemaps/sv-1.xml');
    const group = urlFor(sv, 'http://localhost/sv/skiing-sv/')!;
    const links = group.children.filter((child) => child.name === 'xhtml:link').map((link) => [link.attributes.hreflang, link.attributes.href]);
    expect(links).toEqual([
      ['fi', 'http://localhost/skiing-fi/'], ['en', 'http://localhost/en/skiing-en/'], ['sv', 'http://localhost/sv/skiing-sv/'],
      ['de', 'http://localhost/de/skiing-de/'], ['fr', 'http://localhost/fr/skiing-fr/'], ['ru', 'http://localhost/ru/skiing-ru/'],
      ['x-default', 'http://localhost/skiing-fi/'],
    ]);
    const head = await (await fetchShop('/sv/skiing-sv/')).text();
    for (const [hreflang, href] of links) expect(head).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}">`);
    expect(childText(group, 'lastmod')).toBe('2026-03-01T10:00:00.000Z');
  });

  it('lists only pages that answer 200', async () => {
    for (const language of ['fi', 'en']) {
      for (const loc of locs(await xmlAt(`/sitemaps/${language}-1.xml`))) expect((await fetchShop(loc)).status, loc).toBe(200);
    }
  }, 60_000);

  it('on a brand domain lists its own language at that domain, with the other domains as alternates', async () => {
    const index = await xmlAt('https://kaira.se/sitemap.xml');
    expect(index.children.map((sitemap) => childText(sitemap, 'loc'))).toEqual(['https://kaira.se/sitemaps/sv-1.xml']);
    const sv = await xmlAt('https://kaira.se/sitemaps/sv-1.xml');
    expectValidUrlset(sv);
    expect(locs(sv)).toContain('https://kaira.se/skiing-sv/');
    const product = urlFor(sv, 'https://kaira.se/old/tundra-peak/tundra-ski-set/')!;
    expect(product.children.filter((child) => child.name === 'xhtml:link').map((link) => link.attributes.href)).toContain('https://kaira.com/old/tundra-peak/tundra-ski-set/');
    expect((await fetchShop('https://kaira.se/sitemaps/fi-1.xml')).status).toBe(404);
  });

  it('answers 404 for a file it does not have', async () => {
    for (const path of ['/sitemaps/fi-2.xml', '/sitemaps/xx-1.xml', '/sitemaps/fi-0.xml', '/sitemaps/fi-1.txt', '/sitemaps/%3Cscript%3E.xml']) {
      expect((await fetchShop(path)).status, path).toBe(404);
    }
  });
});

describe('robots.txt', () => {
  it('names the sitemap index and keeps crawlers out of the API, checkout, accounts, staff and search in each language', async () => {
    const response = await fetchShop('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
    for (const path of ['/api/', '/kassa/', '/tili/', '/haku/', '/staff/', '/en/checkout/', '/en/accounts/', '/en/search/', '/en/staff/', '/sv/']) {
      if (path === '/sv/') expect(lines).not.toContain('Disallow: /sv/');
      else expect(lines, path).toContain(`Disallow: ${path}`);
    }
  });

  it('on a brand domain speaks for that domain only', async () => {
    const text = await (await fetchShop('https://kaira.de/robots.txt')).text();
    expect(text).toContain('Sitemap: https://kaira.de/sitemap.xml');
    expect(text).toContain('Disallow: /kasse/');
    expect(text).not.toContain('/en/');
  });
});
