import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fi from '../../locales/fi.json';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { CatalogueImportInput } from '../../scripts/catalogue/import-format.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { catalogueSource, forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { searchProducts } from '../../worker/services/search/search-products.ts';
import { fixtureModel, listCatalogue } from '../fixtures/list-catalogue.ts';
import { fetchShop, setCookies } from './helpers.ts';
import { apiFailure, postShop } from './list-api-helpers.ts';

// Tax area 1, where the fixture's models are priced.
const FINLAND = 'so_delivery_country_code=fi; so_currency_code=eur';
const LANGS = ['fi', 'en', 'sv', 'de', 'fr', 'ru'] as const;
const named = (name: string, description = '') => Object.fromEntries(LANGS.map((l) => [l, { name, descriptionHtml: description ? `<p>${description}</p>` : '' }]));

/** Three "Kaamos" models: two by name, the best seller only through its description (decision 033's text match). */
const KAAMOS = { shell: 201, down: 202, runner: 203 } as const;
const PLACEHOLDER = 'Find tents, skis and more';

function searchCatalogue(): CatalogueImportInput {
  const base = listCatalogue();
  return {
    ...base,
    generalSettings: [
      ...(base.generalSettings ?? []),
      { key: 'search_bar_placeholder', language: 'en', value: PLACEHOLDER },
      { key: 'frosmo_search_sort_by', value: 'relevance' },
    ],
    models: [
      ...base.models!,
      fixtureModel(KAAMOS.shell, 'kaamos-shell', { texts: named('Kaamos Shell Jacket'), soldAmount: 1, viewCount: 5 }),
      fixtureModel(KAAMOS.down, 'kaamos-down', { texts: named('Kaamos Down Jacket'), soldAmount: 9, viewCount: 1 }),
      fixtureModel(KAAMOS.runner, 'trail-runner', { texts: named('Trail Runner', 'Pairs well with a Kaamos jacket.'), soldAmount: 50, viewCount: 90 }),
    ],
  } as CatalogueImportInput;
}

const payload = async (url: string, cookie = FINLAND) => {
  const response = await fetchShop(url, { headers: { cookie, 'x-page-data': '1' } });
  return { status: response.status, body: (await response.json()) as any, response };
};
const itemIds = (body: any) => (body.props.grid.page.items as ProductListItem[]).map((item) => item.id);

beforeAll(async () => {
  expect((await importCatalogue(env.DB, searchCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('the search page (issue 18)', () => {
  it('shows the query\'s products in the grid in the search\'s order, noindex', async () => {
    const { status, body } = await payload('/en/search/?q=kaamos', `${FINLAND}; so_search_sort=a`);
    expect(status).toBe(200);
    expect(body.page).toBe('search');
    expect(body.props).toMatchObject({ query: 'kaamos', failed: false });
    const found = await searchProducts(catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {}), { language: 'en', taxAreaId: 1, query: 'kaamos' });
    expect(itemIds(body)).toEqual(found.items.map((item) => item.id));
    expect(itemIds(body)).toEqual(expect.arrayContaining([KAAMOS.shell, KAAMOS.down]));
    expect(body.props.grid.setup).toMatchObject({ list: { source: 'Search', slug: 'kaamos' }, defaultSort: 'relevance', pageQuery: 'q=kaamos' });
    expect(body.head.robots).toBe('noindex, follow');
    expect(body.head.title).toBe(`${en.search.titleFor.replace('{{query}}', 'kaamos')} - Kaira Outdoor`);
  });

  it('says noindex in the HTML and shows the query in the heading with the count', async () => {
    const html = await (await fetchShop('/en/search/?q=kaamos', { headers: { cookie: FINLAND } })).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toContain(`<h1 class="page-heading">${en.search.headingFor.replace('{{query}}', 'kaamos').replaceAll('"', '&quot;')}</h1>`);
    expect(html).toMatch(/class="search-page__count">\d+ products</);
  });

  it('shows the search form alone for an empty or blank query, not an error', async () => {
    for (const query of ['', '%20%20%20']) {
      const { status, body } = await payload(`/en/search/?q=${query}`);
      expect(status).toBe(200);
      expect(body.props).toEqual({ query: '', approximate: false, failed: false, grid: null });
    }
    const html = await (await fetchShop('/en/search/')).text();
    expect(html).toContain('id="search-page-query"');
    expect(html).toContain(en.search.intro);
  });

  it('answers 200 for a query of 1 and of 500 characters, cutting the long one to 100', async () => {
    expect((await payload('/en/search/?q=k')).status).toBe(200);
    const { status, body } = await payload(`/en/search/?q=${'kaamos '.repeat(72).slice(0, 500)}`);
    expect(status).toBe(200);
    expect([...body.props.query].length).toBeLessThanOrEqual(100);
  });

  it('answers 200 with the text escaped for FTS syntax, SQL and HTML', async () => {
    const queries = ['"', '*', 'kaamos*', 'NEAR(kaamos jacket)', '-kaamos', 'name:kaamos', '(kaamos', 'kaamos OR 1=1',
      "'; DROP TABLE models; --", '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '\u0000kaamos'];
    for (const query of queries) {
      const response = await fetchShop(`/en/search/?q=${encodeURIComponent(query)}`, { headers: { cookie: FINLAND } });
      const html = await response.text();
      expect(response.status, query).toBe(200);
      expect(html, query).not.toContain('<script>alert(1)</script>');
      expect(html, query).not.toContain('<img src=x');
    }
    for (const raw of ['%ZZ', '%E0%A4%A', 'kaamos&q=second', '%00']) {
      expect((await fetchShop(`/en/search/?q=${raw}`)).status, raw).toBe(200);
    }
    const html = await (await fetchShop(`/en/search/?q=${encodeURIComponent('<b>kaamos</b>')}`)).text();
    expect(html).toContain('&lt;b&gt;kaamos&lt;/b&gt;');
    expect((await payload('/en/search/?q=kaamos')).body.props.grid.page.items.length).toBeGreaterThan(0);
  });

  it('shows help instead of a grid when nothing is found', async () => {
    const { status, body } = await payload(`/en/search/?q=${encodeURIComponent('" * ( )')}`);
    expect(status).toBe(200);
    expect(body.props.grid).toBeNull();
    const html = await (await fetchShop(`/haku/?q=${encodeURIComponent('" * ( )')}`)).text();
    expect(html).toContain(fi.search.emptyBrowse);
  });

  it('shows cat 8\'s message in a 503 page when the search fails, never the 500 screen', async () => {
    // The app reads through a session of the database (decision 040): the session's statements fail too.
    const failingSearch = <T extends object>(database: T): T => new Proxy(database, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (property === 'withSession') return (...args: unknown[]) => failingSearch(value.apply(target, args));
        if (property !== 'prepare') return value?.bind?.(target) ?? value;
        return (sql: string) => {
          if (/\bMATCH\b|search/i.test(sql)) throw new Error('D1_ERROR: no such table: search_index');
          return value.call(target, sql);
        };
      },
    });
    const failing = failingSearch(env.DB);
    const response = await fetchShop('/en/search/?q=failure-probe', { headers: { cookie: FINLAND }, vars: { DB: failing } });
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(html).toContain(en.search.failed);
    expect(html).toContain('id="search-page-query"');
  });
});

describe('the search sort A/B split (core 4, decision 033)', () => {
  it('opens arm b with text match, then most converted, then most viewed', async () => {
    const { body } = await payload('/en/search/?q=kaamos', `${FINLAND}; so_search_sort=b`);
    expect(body.props.grid.setup.defaultSort).toBe('textMatch');
    expect(body.props.grid.setup.sorts[0]).toBe('textMatch');
    const ids = itemIds(body);
    expect(ids.slice(0, 2)).toEqual([KAAMOS.down, KAAMOS.shell]);
    if (ids.includes(KAAMOS.runner)) expect(ids.indexOf(KAAMOS.runner)).toBeGreaterThan(1);
  });

  it('opens arm a with the sort frosmo_search_sort_by names', async () => {
    const { body } = await payload('/en/search/?q=kaamos', `${FINLAND}; so_search_sort=a`);
    expect(body.props.grid.setup).toMatchObject({ defaultSort: 'relevance' });
    expect(body.props.grid.setup.sorts[0]).toBe('relevance');
  });

  it('draws an arm for a new visitor and keeps it in a cookie', async () => {
    const { response } = await payload('/en/search/?q=kaamos');
    expect(setCookies(response).so_search_sort).toMatch(/^so_search_sort=(a|b); Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('lets the parameter override the cookie and keeps the new arm', async () => {
    const { body, response } = await payload('/en/search/?q=kaamos&search_sort=b', `${FINLAND}; so_search_sort=a`);
    expect(body.props.grid.setup.defaultSort).toBe('textMatch');
    expect(setCookies(response).so_search_sort).toMatch(/^so_search_sort=b;/);
    const kept = await payload('/en/search/?q=kaamos', `${FINLAND}; so_search_sort=a`);
    expect(setCookies(kept.response).so_search_sort).toBeUndefined();
  });

  it('still takes a sort chosen in the URL', async () => {
    const { body } = await payload('/en/search/?q=kaamos&sort=popular', `${FINLAND}; so_search_sort=b`);
    expect(body.props.grid.query.sort).toBe('popular');
    expect(itemIds(body)[0]).toBe(body.props.grid.page.items.reduce((best: ProductListItem, item: ProductListItem) => (item.soldAmount > best.soldAmount ? item : best)).id);
  });
});

describe('the search results as the grid\'s whole list', () => {
  it('answers the list call for a search source with the page\'s items', async () => {
    const response = await postShop('/api/products/productmodellist/', JSON.stringify({ source: 'Search', slug: 'kaamos', language: 'en', taxAreaId: 1 }));
    expect(response.status).toBe(200);
    const list = (await response.json()) as ProductListItem[];
    const { body } = await payload('/en/search/?q=kaamos', `${FINLAND}; so_search_sort=a`);
    expect(list.map((item) => item.id)).toEqual(itemIds(body));
  });

  it('asks for the query of a search list', async () => {
    const { status, error } = await apiFailure(await postShop('/api/products/productmodellist/', JSON.stringify({ source: 'Search', language: 'en', taxAreaId: 1 })));
    expect(status).toBe(400);
    expect(error.fields).toHaveProperty('slug');
  });
});

describe('the header search box', () => {
  it('is a GET form to the localised search page with the placeholder from general settings', async () => {
    const html = await (await fetchShop('/en/')).text();
    expect(html).toMatch(/<form role="search" class="header-search" action="\/en\/search\/" method="get">/);
    expect(html).toContain(`placeholder="${PLACEHOLDER}"`);
    const input = /<input id="header-search"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['name="q"', 'type="search"', 'role="combobox"', 'aria-expanded="false"', 'aria-controls="header-search-list"']) expect(input).toContain(attribute);
    expect(html).toContain('<label class="visually-hidden" for="header-search">Search the shop</label>');
    const finnish = await (await fetchShop('/')).text();
    expect(finnish).toContain('action="/haku/"');
    expect(finnish).toContain(`placeholder="${fi.header.searchPlaceholder}"`);
  });
});
