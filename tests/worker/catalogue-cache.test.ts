import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { cacheKey, forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { smallCatalogue } from '../fixtures/small-catalogue.ts';
import { fetchShop } from './helpers.ts';

const currentVersion = async () => (await env.DB.prepare('SELECT version FROM catalogue_version').first<number>('version'))!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  expect((await importCatalogue(env.DB, smallCatalogue())).ok).toBe(true);
});

describe('the KV read cache', () => {
  it('stores a response under a key carrying the catalogue version and answers from it', async () => {
    const version = await currentVersion();
    await fetchShop('/api/brands/?lang=en');
    await settle();
    const key = cacheKey(version, 'resources:en');
    const stored = await env.CATALOGUE_CACHE.get<any>(key, 'json');
    expect(stored.manufacturers[0].slug).toBe('norrvik');

    // A planted entry proves the next read comes from KV, not D1 (once this isolate forgets what it read).
    await env.CATALOGUE_CACHE.put(key, JSON.stringify({ ...stored, manufacturers: [{ id: 9, slug: 'from-kv', name: 'KV', logo: '', isFeatured: false }] }));
    forgetMemoisedCatalogue();
    const body = await (await fetchShop('/api/brands/?lang=en')).json() as any;
    expect(body.brands[0].slug).toBe('from-kv');
  });

  it('makes every old entry unreachable when an import bumps the version', async () => {
    const before = await currentVersion();
    await env.CATALOGUE_CACHE.put(cacheKey(before, 'resources:en'), JSON.stringify({ colors: [], manufacturers: [{ id: 9, slug: 'stale', name: 'Stale', logo: '', isFeatured: false }], propertyFilters: [], propertyTypes: [], stores: [], taxRates: [] }));
    const catalogue = smallCatalogue();
    catalogue.manufacturers![0].name = 'Norrvik Renamed';
    const result = await importCatalogue(env.DB, catalogue);
    expect(result.ok && result.version).toBe(before + 1);

    const body = await (await fetchShop('/api/brands/?lang=en')).json() as any;
    expect(body.brands.map((brand: any) => brand.name)).toContain('Norrvik Renamed');
    expect(body.brands.map((brand: any) => brand.slug)).not.toContain('stale');
  });

  it('answers from D1 when KV fails', async () => {
    forgetMemoisedCatalogue();
    const failingKv = {
      get: async () => { throw new Error('KV is down'); },
      put: async () => { throw new Error('KV is down'); },
    };
    const response = await fetchShop('/api/product-groups/?lang=fi', { vars: { CATALOGUE_CACHE: failingKv } });
    expect(response.status).toBe(200);
    const body = await response.json() as any;
    expect(body.productGroups[0].name).toBe('Skiing fi');
  });

  it('does not store misses, so unknown slugs cannot fill the cache', async () => {
    const version = await currentVersion();
    await fetchShop('/api/static-page/?slug=no-such-page');
    await settle();
    expect(await env.CATALOGUE_CACHE.get(cacheKey(version, 'static-page:fi:no-such-page'))).toBeNull();
  });
});
