import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { LIST_MODELS, listCatalogue } from '../fixtures/list-catalogue.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

const { summit, trail, used } = LIST_MODELS;
// Tax area 1, where the fixture's models are priced; the English default (export) has none.
const FINLAND = 'so_delivery_country_code=fi; so_currency_code=eur';

const payload = async (url: string, cookie = FINLAND) => {
  const response = await fetchShop(url, { headers: { cookie, 'x-page-data': '1' } });
  return { status: response.status, body: (await response.json()) as any };
};
const itemIds = (body: any) => (body.props.grid.page.items as ProductListItem[]).map((item) => item.id);

beforeAll(async () => {
  expect((await importCatalogue(env.DB, listCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('the brand page (cat 2)', () => {
  it('shows the breadcrumbs Brands then the brand, the promo images and the brand\'s products', async () => {
    const { status, body } = await payload('/en/tundra-peak/');
    expect(status).toBe(200);
    expect(body.page).toBe('brand');
    expect(body.props.breadcrumbs).toEqual([{ name: en.brands.heading, path: '/manufacturers/' }, { name: 'Tundra Peak', path: '/tundra-peak/' }]);
    expect(body.props.brand.promoImages.map((promo: { image: string }) => promo.image)).toEqual(['/images/promo/tundra-1.jpg', '/images/promo/tundra-2.jpg']);
    expect(itemIds(body)).toEqual([trail]);
    expect(body.head.title).toBe('Tundra en - Kaira Outdoor');
  });

  it('marks the breadcrumbs up as a BreadcrumbList in the HTML', async () => {
    const text = await (await fetchShop('/en/tundra-peak/', { headers: { cookie: FINLAND } })).text();
    expect(embeddedPayload(text).props.brand.slug).toBe('tundra-peak');
    const lists = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));
    expect(lists.find((entry) => entry['@type'] === 'BreadcrumbList').itemListElement.map((entry: any) => entry.item))
      .toEqual(['http://localhost/en/manufacturers/', 'http://localhost/en/tundra-peak/']);
  });
});

describe('pages reached with capitals in the slug', () => {
  // The group page and static pages already canonicalise to the stored lower-case path.
  it('points the brand page\'s canonical link and alternates at the lower-case slug', async () => {
    const { status, body } = await payload('/en/TUNDRA-PEAK/');
    expect(status).toBe(200);
    expect(body.head.canonical).toBe('http://localhost/en/tundra-peak/');
    expect(body.head.alternates).toContainEqual({ hreflang: 'fi', href: 'http://localhost/tundra-peak/' });
  });

  it('points the campaign page\'s canonical link and grid base path at the lower-case slug', async () => {
    const { status, body } = await payload('/en/campaigns/WINTER-SALE/');
    expect(status).toBe(200);
    expect(body.head.canonical).toBe('http://localhost/en/campaigns/winter-sale/');
    expect(body.props.grid.setup.basePath).toBe('/campaigns/winter-sale/');
  });
});

describe('the brands page (cat 2)', () => {
  it('lists the brands under their first letter', async () => {
    const { status, body } = await payload('/en/manufacturers/');
    expect(status).toBe(200);
    expect(body.props.letters).toEqual([
      { letter: 'N', brands: [{ slug: 'norrvik', name: 'Norrvik', logo: '' }] },
      { letter: 'T', brands: [{ slug: 'tundra-peak', name: 'Tundra Peak', logo: '/images/brands/tundra.svg' }] },
    ]);
  });
});

describe('the listing pages (cat 2 other routes)', () => {
  it('lists the newest models, newest first', async () => {
    const { status, body } = await payload('/en/newest/');
    expect(status).toBe(200);
    expect(body.props).toMatchObject({ kind: 'newest', title: en.listing.newest });
    expect(itemIds(body)).toEqual([trail, used, summit]);
  });

  it('lists the second-hand items', async () => {
    const { status, body } = await payload('/en/second-hand/');
    expect(status).toBe(200);
    expect(itemIds(body)).toEqual([used]);
  });

  it('lists a campaign under the campaign\'s name', async () => {
    const { status, body } = await payload('/en/campaigns/winter-sale/');
    expect(status).toBe(200);
    expect(body.props).toMatchObject({ kind: 'campaign', title: 'Winter sale en' });
    expect(body.head.title).toBe('Winter sale en - Kaira Outdoor');
    expect(itemIds(body)).toEqual([trail]);
  });

  it('answers an unknown campaign with a 404 saying the campaign is not found', async () => {
    const { status, body } = await payload('/en/campaigns/no-such-campaign/');
    expect(status).toBe(404);
    expect(body.props.message).toBe(en.grid.campaignNotFound);
  });
});

describe('the card size cookie (cat 9)', () => {
  it('renders extended cards when the cookie asks for them', async () => {
    const { body } = await payload('/en/newest/', `${FINLAND}; so_grid_size=extended`);
    expect(body.props.grid.cardSize).toBe('extended');
  });

  it('renders default cards for a cookie value it does not know', async () => {
    const { status, body } = await payload('/en/skiing-en/skis-en/', `${FINLAND}; so_grid_size=%3Cscript%3E`);
    expect(status).toBe(200);
    expect(body.props.grid.cardSize).toBe('default');
  });
});
