import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fi from '../../locales/fi.json';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { LIST_MODELS, listCatalogue } from '../fixtures/list-catalogue.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

const { summit, trail, used } = LIST_MODELS;
const SKIS = '/en/skiing-en/skis-en/';
// Tax area 1, where the fixture's models are priced; the English default (export) has none.
const FINLAND = { cookie: 'so_delivery_country_code=fi; so_currency_code=eur' };

const html = async (url: string) => {
  const response = await fetchShop(url, { headers: FINLAND });
  return { status: response.status, text: await response.text() };
};
const payload = async (url: string) => {
  const response = await fetchShop(url, { headers: { ...FINLAND, 'x-page-data': '1' } });
  return { status: response.status, body: (await response.json()) as any };
};
const jsonLdOf = (text: string) => [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));
const canonicalOf = (text: string) => /<link rel="canonical" href="([^"]*)">/.exec(text)?.[1];
const itemIds = (body: any) => (body.props.grid.page.items as ProductListItem[]).map((item) => item.id);

beforeAll(async () => {
  expect((await importCatalogue(env.DB, listCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('the group page (cat 2)', () => {
  it('shows the breadcrumbs from the parent to the group in the props and as a BreadcrumbList', async () => {
    const { status, text } = await html(SKIS);
    expect(status).toBe(200);
    const crumbs = [{ name: 'Skiing en', path: '/skiing-en/' }, { name: 'Skis en', path: '/skiing-en/skis-en/' }];
    expect(embeddedPayload(text).props.breadcrumbs).toEqual(crumbs);
    const list = jsonLdOf(text).find((entry) => entry['@type'] === 'BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Skiing en', item: 'http://localhost/en/skiing-en/' },
      { '@type': 'ListItem', position: 2, name: 'Skis en', item: 'http://localhost/en/skiing-en/skis-en/' },
    ]);
  });

  it('describes the shown products as an ItemList numbered from 1', async () => {
    const { text } = await html(SKIS);
    const list = jsonLdOf(text).find((entry) => entry['@type'] === 'ItemList');
    expect(list.numberOfItems).toBe(3);
    expect(list.itemListElement.map((entry: any) => entry.position)).toEqual([1, 2, 3]);
    expect(list.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, url: 'http://localhost/en/tundra-peak/tundra-trail/', name: 'Trail en' });
  });

  it('leaves sort and filters out of the canonical link', async () => {
    const { status, text } = await html(`${SKIS}?sort=lowest&color=red`);
    expect(status).toBe(200);
    expect(canonicalOf(text)).toBe('http://localhost/en/skiing-en/skis-en/');
    expect(embeddedPayload(text).props.grid.query).toMatchObject({ sort: 'lowest', color: ['red'] });
  });

  it('shows the first page for a page past the end, without ?page on the canonical link', async () => {
    const { status, text } = await html(`${SKIS}?page=2`);
    expect(status).toBe(200);
    expect(canonicalOf(text)).toBe('http://localhost/en/skiing-en/skis-en/');
    const grid = embeddedPayload(text).props.grid;
    expect(grid.query.page).toBe(1);
    expect(grid.page).toMatchObject({ offset: 0, pageCount: 1, total: 3, matching: 3 });
    expect(jsonLdOf(text).find((entry) => entry['@type'] === 'ItemList').itemListElement[0].position).toBe(1);
  });

  it('shows the same products on a clamped page as on the cached first page', async () => {
    const plain = await payload(SKIS);
    const clamped = await payload(`${SKIS}?page=9`);
    expect(itemIds(clamped.body)).toEqual(itemIds(plain.body));
  });

  it('keeps what only filters read (long description, properties, stock, sizes, groups) out of the HTML', async () => {
    const { text } = await html(SKIS);
    const items = embeddedPayload(text).props.grid.page.items as ProductListItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.description === '')).toBe(true);
    expect(items.every((item) => item.properties.length + item.stocks.length + item.sizes.length + item.productGroupIds.length === 0)).toBe(true);
    expect(text).not.toMatch(/Light (&amp;|&|\\u0026) fast/);
  });

  it('narrows the items by a manufacturer filter in the URL', async () => {
    const { status, body } = await payload(`${SKIS}?manufacturer=tundra-peak`);
    expect(status).toBe(200);
    expect(itemIds(body)).toEqual([trail]);
    expect(body.props.grid.page).toMatchObject({ total: 3, matching: 1 });
    expect(body.props.grid.query.manufacturer).toEqual(['tundra-peak']);
  });

  it('orders the items by sold amount under the group\'s default sort, popular', async () => {
    const { body } = await payload(SKIS);
    expect(body.props.grid.query.sort).toBe('popular');
    const items = body.props.grid.page.items as ProductListItem[];
    expect(items[0].id).toBe(trail);
    const sold = items.map((item) => item.soldAmount);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(itemIds(body).sort()).toEqual([summit, trail, used]);
  });

  it('falls back to the group\'s default sort for an unknown sort', async () => {
    const { status, body } = await payload(`${SKIS}?sort=bogus`);
    expect(status).toBe(200);
    expect(body.props.grid.query.sort).toBe('popular');
    expect(itemIds(body)).toEqual(itemIds((await payload(SKIS)).body));
  });

  it.each([['reversed', '500-10', { min: 10, max: 500 }], ['negative', '-5-100', { min: 0, max: 100 }]])(
    'answers a %s price range without failing', async (_, price, expected) => {
      const { status, body } = await payload(`${SKIS}?price=${price}`);
      expect(status).toBe(200);
      expect(body.props.grid.query.price).toEqual(expected);
    },
  );

  it('links each language\'s own group path as an hreflang alternate', async () => {
    const { text } = await html(SKIS);
    for (const language of ['sv', 'de', 'fr', 'ru']) {
      expect(text).toContain(`<link rel="alternate" hreflang="${language}" href="http://localhost/${language}/skiing-${language}/skis-${language}/">`);
    }
    expect(text).toContain('<link rel="alternate" hreflang="fi" href="http://localhost/skiing-fi/skis-fi/">');
    expect(text).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost/skiing-fi/skis-fi/">');
  });

  it('answers an unknown path below an existing group with a 404 saying the group is not found, in the page\'s language', async () => {
    const english = await payload('/en/skiing-en/no-such-group/');
    expect(english.status).toBe(404);
    expect(english.body.props.message).toBe(en.grid.groupNotFound);
    const finnish = await payload('/skiing-fi/skis-fi/no-such-group/');
    expect(finnish.status).toBe(404);
    expect(finnish.body.props.message).toBe(fi.grid.groupNotFound);
  });

  it('answers an unknown single segment with the generic 404', async () => {
    const { status, body } = await payload('/en/no-such-group/');
    expect(status).toBe(404);
    expect(body.props.message).toBe(en.errors.pageNotFound.replace('{{path}}', '/en/no-such-group/'));
  });
});
