import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { ProductExtraResponse } from '../../shared/types/product-extra.ts';
import type { DeliveryLimitInfo } from '../../shared/types/product-page.ts';
import { catalogueSource, forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { getCountryDeliveryDays } from '../../worker/data/delivery-limits.ts';
import { deliveryCatalogue } from '../fixtures/delivery-catalogue.ts';
import { LIST_MODELS } from '../fixtures/list-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { apiFailure } from './list-api-helpers.ts';
import { sessionCookie, type Caller } from './staff-helpers.ts';

const extra = async (query: Record<string, string>, as: Caller = 'guest', vars?: Record<string, unknown>) =>
  fetchShop(`/api/product/extra/?${new URLSearchParams(query)}`, { headers: await sessionCookie(as), vars });
const limitOf = async (slug: string, country: string, lang = 'en'): Promise<DeliveryLimitInfo> => {
  const response = await extra({ slug, 'delivery-country-code': country, type: '1', lang });
  expect(response.status).toBe(200);
  return ((await response.json()) as { delivery_method_limit: DeliveryLimitInfo }).delivery_method_limit;
};
const source = () => catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {});

beforeAll(async () => {
  expect((await importCatalogue(env.DB, deliveryCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('extra type 1: delivery limits for the delivery country (cat 3)', () => {
  it('blocks a model for a country it is not shipped to, with its block info in the language asked for', async () => {
    expect(await limitOf('norrvik-summit', 'no')).toEqual({
      allowedDeliveryMethods: [], isDeliveryCountryBlocked: true, isDeliveryMethodLimitations: false,
      perInternationalPackage: false, blockInfoText: 'Not to Norway en', extra_data_overrides: {},
    });
    expect((await limitOf('norrvik-summit', 'no', 'fi')).blockInfoText).toBe('Not to Norway fi');
  });

  it("gives the variants' overrides for the country only: a later shipping time or a block", async () => {
    const sweden = await limitOf('norrvik-summit', 'se');
    expect(sweden.isDeliveryCountryBlocked).toBe(false);
    expect(sweden.extra_data_overrides).toEqual({ 1000: { shippingTimeNumber: 14 }, 1001: { isDeliveryCountryBlocked: true } });
    expect((await limitOf('norrvik-summit', 'FI')).extra_data_overrides).toEqual({ 1001: { shippingTimeNumber: 10 } });
  });

  it('lists the kinds a limited model ships with, in checkout order, and its own package abroad', async () => {
    const trail = await limitOf('tundra-trail', 'fi');
    expect(trail).toMatchObject({
      allowedDeliveryMethods: ['home', 'store_pickup'], isDeliveryMethodLimitations: true, perInternationalPackage: true, isDeliveryCountryBlocked: false,
    });
    expect(trail.extra_data_overrides).toEqual({ 1012: { isDeliveryCountryBlocked: true } });
  });

  it('blocks every model for a known country the shop does not deliver to', async () => {
    expect((await limitOf('tundra-trail', 'ru')).isDeliveryCountryBlocked).toBe(true);
  });

  it('lets shared caches keep the answer a minute', async () => {
    const response = await extra({ slug: 'norrvik-summit', 'delivery-country-code': 'fi', type: '1' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('extra: a staff session and a model not on public view (cat 6, decision 021)', () => {
  it('answers both types to staff and admin sessions, private and never stored', async () => {
    for (const as of ['staff', 'admin'] as const) {
      for (const type of ['1', '2']) {
        const response = await extra({ slug: 'norrvik-hidden', 'delivery-country-code': 'fi', type, lang: 'en' }, as);
        expect(response.status, `${as} ${type}`).toBe(200);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
      }
    }
  });

  it('keeps a public model private for staff too, and answers 404 to a customer without a staff role or to the old preview parameter', async () => {
    const staff = await extra({ slug: 'norrvik-summit', 'delivery-country-code': 'fi', type: '1' }, 'staff');
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    const guest = await extra({ slug: 'norrvik-summit', 'delivery-country-code': 'fi', type: '1' });
    expect([guest.headers.get('cache-control'), guest.headers.get('vary')]).toEqual(['public, max-age=60', 'Cookie']);
    for (const as of ['customer', 'org'] as const) {
      expect((await apiFailure(await extra({ slug: 'norrvik-hidden', 'delivery-country-code': 'fi', type: '1' }, as))).status, as).toBe(404);
    }
    const old = await apiFailure(await extra({ slug: 'norrvik-hidden', 'delivery-country-code': 'fi', type: '1', preview: 'test-staff-preview-secret-0123456789' }));
    expect(old.status).toBe(404);
  });
});

describe('extra type 2 through the same call', () => {
  it('answers bundles, size tables, recommendations and also bought, priced for the delivery country', async () => {
    const response = await extra({ slug: 'norrvik-summit', 'delivery-country-code': 'fi', type: '2', lang: 'en', group: '2' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ProductExtraResponse;
    expect(Object.keys(body).sort()).toEqual(['also_bought', 'bundles', 'recommendations', 'sizetables']);
    expect(body.also_bought.map((item) => item.id)).toContain(LIST_MODELS.trail);
  });
});

describe('extra: bad input and unknown things', () => {
  it.each([
    [{ 'delivery-country-code': 'fi', type: '1' }, 'slug'],
    [{ slug: 'Not a slug!', 'delivery-country-code': 'fi', type: '1' }, 'slug'],
    [{ slug: 'norrvik-summit', type: '1' }, 'delivery-country-code'],
    [{ slug: 'norrvik-summit', 'delivery-country-code': 'fin', type: '1' }, 'delivery-country-code'],
    [{ slug: 'norrvik-summit', 'delivery-country-code': 'fi' }, 'type'],
    [{ slug: 'norrvik-summit', 'delivery-country-code': 'fi', type: '3' }, 'type'],
    [{ slug: 'norrvik-summit', 'delivery-country-code': 'fi', type: '2', group: 'skis' }, 'group'],
    [{ slug: 'norrvik-summit', 'delivery-country-code': 'fi', type: '2', taxAreaId: '0' }, 'taxAreaId'],
    [{ slug: 'norrvik-summit', 'delivery-country-code': 'fi', type: '2', taxAreaId: '999' }, 'taxAreaId'],
    [{ slug: 'norrvik-summit', 'delivery-country-code': 'fi', type: '1', lang: 'xx' }, 'lang'],
  ])('answers 400 naming the field for %o', async (query, field) => {
    const failure = await apiFailure(await extra(query));
    expect(failure.status).toBe(400);
    expect(failure.error.fields).toHaveProperty(field);
  });

  it("answers 'Required.' for a missing key, not valibot's own text", async () => {
    const failure = await apiFailure(await extra({ 'delivery-country-code': 'fi', type: '1' }));
    expect(failure.status).toBe(400);
    expect(failure.error.fields).toEqual({ slug: 'Required.' });
    expect((await apiFailure(await extra({}))).error.fields).toEqual({ slug: 'Required.', 'delivery-country-code': 'Required.', type: 'Required.' });
  });

  it('answers 404 for an unknown slug, a model that is not public, and an unknown country', async () => {
    for (const query of [
      { slug: 'no-such-model', 'delivery-country-code': 'fi', type: '1' },
      { slug: 'norrvik-hidden', 'delivery-country-code': 'fi', type: '1' },
      { slug: 'norrvik-hidden', 'delivery-country-code': 'fi', type: '2' },
      { slug: 'norrvik-summit', 'delivery-country-code': 'xx', type: '1' },
    ]) {
      const failure = await apiFailure(await extra(query));
      expect([failure.status, failure.error.code]).toEqual([404, 'not_found']);
    }
  });
});

describe('delivery days of a country (cat 9)', () => {
  it("adds the country's own rows and the added days", async () => {
    const settings = { targetCountryDeliveryAddedDays: [{ code: 'se', days: 5 }, { code: 'FI', days: 2 }] };
    expect(await getCountryDeliveryDays(source(), 'fi', settings)).toEqual({ standard: { start: 1, end: 3 }, skiBundle: { start: 1, end: 2 }, addedDays: 2 });
  });

  it('falls back to 3-7 and 2-4 working days for what a country has no row of', async () => {
    const settings = { targetCountryDeliveryAddedDays: [{ code: 'de', days: 1 }] };
    expect(await getCountryDeliveryDays(source(), 'se', settings)).toEqual({ standard: { start: 2, end: 5 }, skiBundle: { start: 2, end: 4 }, addedDays: 0 });
    expect(await getCountryDeliveryDays(source(), 'de', settings)).toEqual({ standard: { start: 3, end: 7 }, skiBundle: { start: 2, end: 4 }, addedDays: 1 });
  });
});
