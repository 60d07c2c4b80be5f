import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { app } from '../../worker/app.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { deploymentOf } from '../../worker/middleware/html-cache.ts';
import { pageCacheKey } from '../../worker/render/html-cache/cache-key.ts';
import { forgetHeldPages } from '../../worker/render/html-cache/page-memory.ts';
import { productPageCatalogue } from '../fixtures/product-page-catalogue.ts';
import { embeddedPayload, setCookies } from './helpers.ts';
import { sessionCookie } from './staff-helpers.ts';

const JACKET = '/en/norrvik/norrvik-storm-jacket/';
// The fixture prices its models in Finland's tax area only; the front page is there for every country.
const FRONT = '/en/';
const FINLAND = 'so_delivery_country_code=fi; so_currency_code=eur';
const cacheOn = { ...env, EDGE_HTML_CACHE: 'on' };

/** Geo countries no other test uses: each test's pages get keys of their own in the shared cache. */
let geoCountries = ['se', 'no', 'dk', 'de', 'ee', 'lv', 'lt', 'pl', 'fr', 'es', 'it', 'nl', 'be', 'at', 'ch', 'cz', 'sk', 'hu', 'pt', 'ie'];
let geo = '';
beforeEach(() => {
  geo = geoCountries[0];
  geoCountries = geoCountries.slice(1);
  forgetMemoisedCatalogue();
});
afterEach(() => vi.restoreAllMocks());

interface Visit { cookie?: string; headers?: Record<string, string>; country?: string; bindings?: Record<string, unknown> }

/** One visit through the whole app with an execution context, waiting for the work it leaves behind (the cache write). */
async function visit(path: string, { cookie = FINLAND, headers = {}, country = geo, bindings = {} }: Visit = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`http://localhost${path}`, { headers: { cookie, ...headers }, cf: { country: country.toUpperCase() }, redirect: 'manual' } as RequestInit);
  const response = await app.fetch(request, { ...cacheOn, ...bindings }, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text, cache: response.headers.get('x-cache'), status: response.status };
}

const noncesIn = (text: string) => new Set([...text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
const cspNonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
const withoutNonces = (text: string) => text.replace(/nonce="[^"]+"/g, 'nonce=""');

beforeAll(async () => {
  expect((await importCatalogue(env.DB, productPageCatalogue())).ok).toBe(true);
});

describe('the edge HTML cache (issue 19, decision 039)', () => {
  it('renders a page once and serves the next visitor the stored page', async () => {
    const first = await visit(JACKET);
    expect(first.cache).toBe('MISS');
    const second = await visit(JACKET);
    expect(second.cache).toBe('HIT');
    expect(second.status).toBe(200);
    expect(withoutNonces(second.text)).toBe(withoutNonces(first.text));
    expect(second.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(second.response.headers.get('cache-tag')).toBeNull();
    expect([...second.response.headers.keys()].filter((name) => name.startsWith('x-page-'))).toEqual([]);
  });

  it('gives every answer from the cache a fresh nonce, the same in its CSP and in its markup', async () => {
    const first = await visit(JACKET);
    const hits = [await visit(JACKET), await visit(JACKET)];
    const nonces = [first, ...hits].map(({ response, text }) => {
      const inMarkup = noncesIn(text);
      expect(inMarkup).toEqual(new Set([cspNonceOf(response)]));
      return cspNonceOf(response);
    });
    expect(hits.map((hit) => hit.cache)).toEqual(['HIT', 'HIT']);
    expect(new Set(nonces).size).toBe(3);
  });

  it('keeps one page per delivery country, currency and language, so no visitor sees another one\'s', async () => {
    await visit(FRONT);
    const swedish = await visit(FRONT, { cookie: 'so_delivery_country_code=se; so_currency_code=sek' });
    expect(swedish.cache).toBe('MISS');
    expect(embeddedPayload(swedish.text).config).toMatchObject({ deliveryCountryCode: 'se', currencyCode: 'sek' });
    const euros = await visit(FRONT, { cookie: 'so_delivery_country_code=se; so_currency_code=eur' });
    expect(euros.cache).toBe('MISS');
    expect(embeddedPayload(euros.text).config).toMatchObject({ deliveryCountryCode: 'se', currencyCode: 'eur' });
    const swedishLanguage = await visit('/sv/');
    expect(swedishLanguage.cache).toBe('MISS');
    expect(embeddedPayload(swedishLanguage.text).config.language).toBe('sv');
    const again = await visit(FRONT);
    expect(again.cache).toBe('HIT');
    expect(embeddedPayload(again.text).config).toMatchObject({ language: 'en', deliveryCountryCode: 'fi', currencyCode: 'eur' });
    const swedishAgain = await visit(FRONT, { cookie: 'so_delivery_country_code=se; so_currency_code=sek' });
    expect(swedishAgain.cache).toBe('HIT');
    expect(embeddedPayload(swedishAgain.text).config).toMatchObject({ deliveryCountryCode: 'se', currencyCode: 'sek' });
  });

  it('keeps the page data that client navigation asks for apart from the HTML', async () => {
    await visit(JACKET);
    const json = await visit(JACKET, { headers: { 'x-page-data': '1' } });
    expect(json.cache).toBe('MISS');
    expect(json.response.headers.get('content-type')).toContain('application/json');
    const again = await visit(JACKET, { headers: { 'x-page-data': '1' } });
    expect(again.cache).toBe('HIT');
    expect(JSON.parse(again.text).page).toBe('product');
  });

  it('never serves or stores a staff session\'s page', async () => {
    const staff = await visit(JACKET, { cookie: [FINLAND, (await sessionCookie('staff')).cookie].join('; ') });
    expect(staff.cache).toBeNull();
    expect(staff.response.headers.get('cache-control')).toBe('private, no-store');
    expect((await visit(JACKET)).cache).toBe('MISS');
    const staffAgain = await visit(JACKET, { cookie: [FINLAND, (await sessionCookie('staff')).cookie].join('; ') });
    expect(staffAgain.cache).toBeNull();
    expect(embeddedPayload(staffAgain.text).props.staff).toBe(true);
  });

  it('serves a logged-in customer the same page as a guest: nothing of theirs is in it', async () => {
    await visit(JACKET);
    const customer = await visit(JACKET, { cookie: [FINLAND, (await sessionCookie('customer')).cookie].join('; ') });
    expect(customer.cache).toBe('HIT');
  });

  it('drops tracking parameters from the key, and never stores a page under a query it did not read', async () => {
    await visit(JACKET);
    expect((await visit(`${JACKET}?utm_source=newsletter&gclid=abc&fbclid=def`)).cache).toBe('HIT');
    for (let flood = 0; flood < 3; flood += 1) expect((await visit(`${JACKET}?made-up=${flood}`)).cache).toBe('MISS');
    expect((await visit(`${JACKET}?made-up=0`)).cache).toBe('MISS');
    expect((await visit(JACKET)).cache).toBe('HIT');
  });

  it('stores a product page under the colour a card preselects', async () => {
    expect((await visit(`${JACKET}?color=2`)).cache).toBe('MISS');
    const again = await visit(`${JACKET}?color=2`);
    expect(again.cache).toBe('HIT');
    expect(embeddedPayload(again.text).props.initialQuery.color).toBe('2');
  });

  it('sends each visitor their own locale cookies with a stored page, and stores none', async () => {
    const first = await visit(FRONT, { cookie: '' });
    expect(first.cache).toBe('MISS');
    expect(setCookies(first.response)).toHaveProperty('so_geoip_country_code');
    const second = await visit(FRONT, { cookie: '' });
    expect(second.cache).toBe('HIT');
    expect(setCookies(second.response).so_geoip_country_code).toContain(`so_geoip_country_code=${geo}`);
    const returning = await visit(FRONT, { cookie: `so_delivery_country_code=${geo}; so_currency_code=${embeddedPayload(first.text).config.currencyCode}; so_geoip_country_code=${geo}` });
    expect(returning.cache).toBe('HIT');
    expect(returning.response.headers.getSetCookie()).toEqual([]);
  });

  it('never stores a page that sets a cookie of its own, such as the search page\'s sort test', async () => {
    expect((await visit('/en/search/?q=jacket')).cache).toBe('MISS');
    expect((await visit('/en/search/?q=jacket')).cache).toBe('MISS');
  });

  it('never stores an answer other than 200', async () => {
    const missing = await visit('/en/norrvik/no-such-model/');
    expect(missing.status).toBe(404);
    expect((await visit('/en/norrvik/no-such-model/')).cache).toBe('MISS');
  });

  it('shows an import\'s new price on the first request after the one second a version is kept', async () => {
    await visit(JACKET);
    expect((await visit(JACKET)).cache).toBe('HIT');
    const catalogue = productPageCatalogue();
    const jacket = catalogue.models!.find((model) => model.slug === 'norrvik-storm-jacket')!;
    jacket.prices = [{ taxAreaId: 1, regular: 200, active: 133, activeType: 'discount' }];
    expect((await importCatalogue(env.DB, catalogue)).ok).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_001 });
    try {
      const after = await visit(JACKET);
      expect(after.cache).toBe('MISS');
      expect(embeddedPayload(after.text).props.product.price.active).toBe(133);
      const next = await visit(JACKET);
      expect(next.cache).toBe('HIT');
      expect(embeddedPayload(next.text).props.product.price.active).toBe(133);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders every page afresh after a deploy that changed only the worker', async () => {
    const version = (id: string) => ({ CF_VERSION_METADATA: { id, tag: '', timestamp: '2026-11-26T12:00:00Z' } });
    expect((await visit(JACKET, { bindings: version('worker-1') })).cache).toBe('MISS');
    expect((await visit(JACKET, { bindings: version('worker-1') })).cache).toBe('HIT');
    expect((await visit(JACKET, { bindings: version('worker-2') })).cache).toBe('MISS');
  });

  it('serves a stale page at once and refreshes it with one render, however many visitors ask', async () => {
    await visit(JACKET);
    await makeStoredPageStale(JACKET);
    const renders = vi.spyOn(app, 'fetch');
    const [one, two] = await Promise.all([visit(JACKET), visit(JACKET)]);
    expect([one.cache, two.cache]).toEqual(['STALE', 'STALE']);
    // The two visits themselves, and one refresh render.
    expect(renders).toHaveBeenCalledTimes(3);
    renders.mockRestore();
    expect((await visit(JACKET)).cache).toBe('HIT');
  });

  it('still renders the page when the cache cannot be read or written', async () => {
    const cache = caches.default;
    vi.spyOn(cache, 'match').mockRejectedValue(new Error('cache down'));
    vi.spyOn(cache, 'put').mockRejectedValue(new Error('cache down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await visit(JACKET);
    expect(page.status).toBe(200);
    expect(page.cache).toBe('MISS');
    expect(embeddedPayload(page.text).props.product.slug ?? embeddedPayload(page.text).page).toBeTruthy();
  });

  it('still renders the page when KV, the catalogue\'s read cache, is down', async () => {
    const broken = { get: () => Promise.reject(new Error('kv down')), put: () => Promise.reject(new Error('kv down')) };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await visit(JACKET, { bindings: { CATALOGUE_CACHE: broken } });
    expect(page.status).toBe(200);
    expect(embeddedPayload(page.text).page).toBe('product');
  });

  it('renders every page when the operator switches the cache off', async () => {
    await visit(JACKET);
    const off = await visit(JACKET, { bindings: { EDGE_HTML_CACHE: '' } });
    expect(off.cache).toBeNull();
  });
});

/** Rewrites the stored copy of `path` (this test's variant) as stored ten minutes ago. */
async function makeStoredPageStale(path: string): Promise<void> {
  const version = (await env.DB.prepare('SELECT version FROM catalogue_version').first<number>('version'))!;
  const key = pageCacheKey(`http://localhost${path}`, {
    language: 'en', deliveryCountry: 'fi', currency: 'eur', taxAreaId: 1, geoCountry: geo,
    cardSize: 'default', json: false, crawler: false, deployment: deploymentOf(env), catalogueVersion: version,
  });
  const stored = await caches.default.match(key);
  expect(stored).toBeDefined();
  const headers = new Headers(stored!.headers);
  headers.set('X-Page-Stored-At', String(Date.now() - 5 * 60_000));
  await caches.default.put(key, new Response(await stored!.arrayBuffer(), { status: 200, headers }));
  // This isolate's own copy is as young as the first: let the next visit read the stale one.
  forgetHeldPages();
}
