import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fi from '../../locales/fi.json';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { addDays, shopDay } from '../../shared/service/return-window.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { listStoreSitemapEntries } from '../../worker/data/store-sitemap.ts';
import { LIST_MODELS } from '../fixtures/list-catalogue.ts';
import { storeCatalogue } from '../fixtures/store-catalogue.ts';
import { fetchShop } from './helpers.ts';

// Tax area 1, where the fixture's models are priced.
const FINLAND = 'so_delivery_country_code=fi; so_currency_code=eur';
const today = shopDay(new Date());

const payload = async (url: string) => {
  const response = await fetchShop(url, { headers: { cookie: FINLAND, 'x-page-data': '1' } });
  return { status: response.status, body: (await response.json()) as any };
};
const html = async (url: string) => {
  const response = await fetchShop(url, { headers: { cookie: FINLAND } });
  return { status: response.status, text: await response.text() };
};
const jsonLdOf = (text: string) => [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));

beforeAll(async () => {
  expect((await importCatalogue(env.DB, storeCatalogue(today))).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('the stores page (issue 18 item 3)', () => {
  it('lists every retail store with its address and week, and neither the web store nor the warehouse', async () => {
    const { status, body } = await payload('/en/stores/');
    expect(status).toBe(200);
    expect(body.page).toBe('stores');
    expect(body.props.stores.map((store: any) => store.slug)).toEqual(['helsinki', 'tampere']);
    expect(body.props.stores[0]).toMatchObject({ name: 'Helsinki Kamppi', streetAddress: 'Urho Kekkosen katu 4', postalCode: '00100', city: 'Helsinki' });
    expect(body.props.stores[0].week).toHaveLength(6);
    expect(body.head.title).toBe(`${en.stores.title} - Kaira Outdoor`);
  });

  it('links each store to its page in the HTML, and says nothing there that only the clock knows', async () => {
    const { text } = await html('/en/stores/');
    expect(text).toContain('href="/en/stores/helsinki/"');
    expect(text).toContain('href="/en/stores/tampere/"');
    expect(text).not.toContain('Open now');
    expect(text).not.toContain('Closed now');
  });
});

describe('a store page', () => {
  it('shows the address, contact, services, map link and the week', async () => {
    const { status, body } = await payload('/en/stores/helsinki/');
    expect(status).toBe(200);
    expect(body.page).toBe('store');
    const { store, mapUrl, breadcrumbs } = body.props;
    expect(store).toMatchObject({ name: 'Helsinki Kamppi', phone: '+358 9 4250 3100', email: 'helsinki@kaira.fi', description: 'Flagship store en' });
    expect(store.services).toEqual(['expressPickup', 'pickup', 'rental', 'repair']);
    expect(mapUrl).toBe('https://www.openstreetmap.org/?mlat=60.16907&mlon=24.93198#map=17/60.16907/24.93198');
    expect(store.week.map((day: any) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(breadcrumbs).toEqual([{ name: en.stores.title, path: '/stores/' }, { name: 'Helsinki Kamppi', path: '/stores/helsinki/' }]);
    expect(body.head.title).toBe('Helsinki Kamppi: opening hours and services - Kaira Outdoor');
  });

  it('lists the exception days from today on, earliest first, with their notes in the language', async () => {
    const { body } = await payload('/myymalat/helsinki/');
    expect(body.props.store.exceptions).toEqual([
      { day: addDays(today, 3), hours: null, note: 'Holiday fi' },
      { day: addDays(today, 10), hours: { opens: '10:00', closes: '16:00' }, note: 'Short day fi' },
    ]);
  });

  it('renders phone and email as links and the map as a plain OpenStreetMap link, with no third-party script', async () => {
    const { text } = await html('/en/stores/helsinki/');
    expect(text).toContain('href="tel:+358942503100"');
    expect(text).toContain('href="mailto:helsinki@kaira.fi"');
    expect(text).toContain('href="https://www.openstreetmap.org/?mlat=60.16907&amp;mlon=24.93198#map=17/60.16907/24.93198"');
    expect(text).not.toMatch(/<script[^>]+src="https?:\/\/(?!localhost)/);
  });

  it('marks the store up as a SportingGoodsStore with its address, coordinates, week and special days', async () => {
    const { text } = await html('/en/stores/helsinki/');
    const store = jsonLdOf(text).find((entry) => entry['@type'] === 'SportingGoodsStore');
    expect(store).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Kaira Outdoor Helsinki Kamppi',
      url: 'http://localhost/en/stores/helsinki/',
      telephone: '+358 9 4250 3100',
      address: { '@type': 'PostalAddress', streetAddress: 'Urho Kekkosen katu 4', postalCode: '00100', addressLocality: 'Helsinki', addressCountry: 'FI' },
      geo: { '@type': 'GeoCoordinates', latitude: 60.16907, longitude: 24.93198 },
    });
    expect(store.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`), opens: '09:00', closes: '21:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', name: 'Holiday en', validFrom: addDays(today, 3), validThrough: addDays(today, 3), opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', name: 'Short day en', validFrom: addDays(today, 10), validThrough: addDays(today, 10), opens: '10:00', closes: '16:00' },
    ]);
    expect(jsonLdOf(text).find((entry) => entry['@type'] === 'BreadcrumbList').itemListElement.map((entry: any) => entry.item))
      .toEqual(['http://localhost/en/stores/', 'http://localhost/en/stores/helsinki/']);
  });

  it('links the menu groups holding the store\'s stock to their grids filtered to the store, with the grid\'s own count', async () => {
    const { body } = await payload('/en/stores/helsinki/');
    // The hidden group (not in the menu) and models that are not public, campaign-only or blocked stay out.
    expect(body.props.stock).toEqual([{ name: 'Skiing en', path: '/skiing-en/?store=helsinki', count: 2 }]);
    const grid = await payload(`/en${body.props.stock[0].path}`);
    expect(grid.status).toBe(200);
    expect(grid.body.props.grid.page.matching).toBe(2);
    expect((grid.body.props.grid.page.items as ProductListItem[]).map((item) => item.id).sort()).toEqual([LIST_MODELS.summit, LIST_MODELS.trail]);
  });

  it('serves a store without coordinates, hours or stock: no map link, every day closed', async () => {
    const { status, body } = await payload('/sv/butiker/tampere/');
    expect(status).toBe(200);
    expect(body.props).toMatchObject({ mapUrl: null, stock: [] });
    expect(body.props.store).toMatchObject({ week: [], exceptions: [], services: ['pickup'], description: '' });
    const store = jsonLdOf((await html('/sv/butiker/tampere/')).text).find((entry) => entry['@type'] === 'SportingGoodsStore');
    expect(store.geo).toBeUndefined();
    expect(store.openingHoursSpecification).toEqual([]);
  });

  it('names the page in every language as its hreflang alternates', async () => {
    const { body } = await payload('/en/stores/helsinki/');
    expect(body.head.canonical).toBe('http://localhost/en/stores/helsinki/');
    const { text } = await html('/en/stores/helsinki/');
    expect(text).toContain('hreflang="fi" href="http://localhost/myymalat/helsinki/"');
    expect(text).toContain('hreflang="de" href="http://localhost/de/filialen/helsinki/"');
  });
});

describe('a store without a page', () => {
  it('answers an unknown store with a 404 saying the store is not found, in the language', async () => {
    const english = await payload('/en/stores/atlantis/');
    expect(english.status).toBe(404);
    expect(english.body.props.message).toBe(en.stores.notFound);
    const finnish = await html('/myymalat/atlantis/');
    expect(finnish.status).toBe(404);
    expect(finnish.text).toContain(fi.stores.notFound);
  });

  it('answers the web store and the central warehouse with the 404 page', async () => {
    for (const slug of ['product', 'central-warehouse']) {
      const { status, body } = await payload(`/en/stores/${slug}/`);
      expect(status, slug).toBe(404);
      expect(body.props.message).toBe(en.stores.notFound);
    }
  });

  it('never fails on a hostile store slug', async () => {
    for (const slug of ['%3Cscript%3E', "x'%20OR%201=1--", '%E0%A4%A', 'a'.repeat(500)]) {
      expect((await fetchShop(`/en/stores/${slug}/`)).status, slug).toBe(404);
    }
  });
});

describe('the menu\'s store links', () => {
  it('land on the store pages', async () => {
    const { body } = await payload('/en/stores/');
    const stores = body.frame.menu.sections.find((section: any) => section.id === 'stores').links;
    expect(stores.map((link: any) => link.href)).toEqual(['/en/stores/helsinki/', '/en/stores/tampere/']);
    for (const link of stores) expect((await fetchShop(link.href, { headers: { cookie: FINLAND } })).status, link.href).toBe(200);
  });
});

describe('the store pages in the sitemap', () => {
  it('lists /stores/ and each retail store in all six languages', async () => {
    const entries = await listStoreSitemapEntries(env.DB);
    expect(entries.map((entry) => entry.paths.en)).toEqual(['/stores/', '/stores/helsinki/', '/stores/tampere/']);
    expect(entries[1].paths).toEqual({
      fi: '/myymalat/helsinki/', en: '/stores/helsinki/', sv: '/butiker/helsinki/', de: '/filialen/helsinki/', fr: '/magasins/helsinki/', ru: '/magaziny/helsinki/',
    });
    expect(entries.every((entry) => !Number.isNaN(Date.parse(entry.lastmod)))).toBe(true);
  });
});

describe('importing store hours', () => {
  const helsinki = () => storeCatalogue(today).stores![0];
  const importStore = (store: object) => importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, stores: [store] });
  const paths = (result: Awaited<ReturnType<typeof importStore>>) => (result.ok ? [] : result.issues.map((issue) => issue.path));

  it('refuses hours that close before they open, a weekday given twice and half an exception day', async () => {
    const result = await importStore({
      ...helsinki(),
      openingHours: [{ weekday: 1, opens: '18:00', closes: '09:00' }, { weekday: 2, opens: '09:00', closes: '18:00' }, { weekday: 2, opens: '10:00', closes: '17:00' }],
      exceptionDays: [{ date: '2026-12-06', opens: '10:00', notes: helsinki().exceptionDays![0].notes }],
    });
    expect(result.ok).toBe(false);
    expect(paths(result)).toEqual(expect.arrayContaining(['stores[0].openingHours[0].closes', 'stores[0].openingHours[2].weekday', 'stores[0].exceptionDays[0].closes']));
  });

  it('refuses a date that is not a day of the calendar, a time past 23:59 and a lone coordinate', async () => {
    const result = await importStore({
      ...helsinki(), longitude: null,
      openingHours: [{ weekday: 1, opens: '09:00', closes: '24:30' }],
      exceptionDays: [{ date: '2026-02-30', notes: helsinki().exceptionDays![0].notes }],
    });
    expect(paths(result)).toEqual(expect.arrayContaining(['stores[0].longitude', 'stores[0].openingHours[0].closes', 'stores[0].exceptionDays[0].date']));
  });
});
