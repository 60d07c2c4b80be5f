import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { DeliveryOption } from '../../shared/types/product-extra.ts';
import { catalogueSource, forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { getFastShipping } from '../../worker/services/fast-shipping.ts';
import { deliveryCatalogue } from '../fixtures/delivery-catalogue.ts';
import { LIST_MODELS } from '../fixtures/list-catalogue.ts';
import { fetchShop } from './helpers.ts';
import { apiFailure } from './list-api-helpers.ts';

const URL_BASE = '/api/get_fast_shipping/';
const ask = (query: string) => fetchShop(`${URL_BASE}?${query}`);
const options = async (query: string): Promise<DeliveryOption[]> => {
  const response = await ask(query);
  expect(response.status).toBe(200);
  return response.json() as Promise<DeliveryOption[]>;
};
const summary = (list: DeliveryOption[]) => list.map((option) => `${option.kind}:${option.storeSlug}:${option.price}`);
const en = translatorFor('en');
const source = () => catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {});
// 2026-11-23 is a Monday; Helsinki is UTC+2 then.
const at = (time: string) => new Date(`2026-11-23T${time}+02:00`);

beforeAll(async () => {
  expect((await importCatalogue(env.DB, deliveryCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('fast shipping to a Finnish postal code (cat 7)', () => {
  it('lists express pickup where the store holds the variant, pickup at near stores, then locker and home delivery', async () => {
    const list = await options('postal_code=00180&price=50&variant_id=1000&lang=en');
    expect(summary(list)).toEqual(['express_pickup:helsinki:0', 'store_pickup:helsinki:0', 'store_pickup:espoo:0', 'parcel_locker::4.9', 'home::9.9']);
    expect(list[3]).toMatchObject({ name: 'Method 2 en', timeEstimate: en('delivery.workingDays', { from: 1, to: 3 }) });
  });

  it('shows locker and home delivery free when the price reaches the threshold', async () => {
    const list = await options('postal_code=00180&price=99&variant_id=1000');
    expect(list.filter((option) => option.kind === 'home' || option.kind === 'parcel_locker').map((option) => option.price)).toEqual([0, 0]);
  });

  it('offers pickup only at stores of the same postal area, and express pickup only where there is stock', async () => {
    expect(summary(await options('postal_code=33500&price=10&variant_id=1000'))).toEqual(['store_pickup:tampere:0', 'parcel_locker::4.9', 'home::9.9']);
  });

  it('answers an empty list for Åland, where no method delivers', async () => {
    expect(await options('postal_code=22100&price=10&variant_id=1000')).toEqual([]);
  });

  it("adds the Finnish override of the variant's shipping time to the delivery days", async () => {
    const list = await options('postal_code=00180&price=10&variant_id=1001&lang=en');
    expect(list.find((option) => option.kind === 'home')?.timeEstimate).toBe(en('delivery.workingDays', { from: 11, to: 13 }));
    expect(list.some((option) => option.kind === 'express_pickup')).toBe(false);
  });

  it('promises what the product page and the cart promise: stock at hand ships at once, whatever the supplier\'s time (issue 14)', async () => {
    await env.DB.prepare('INSERT INTO variant_stocks (variant_id, store_id, quantity) VALUES (1001, 1, 1)').run();
    try {
      const list = await options('postal_code=00180&price=10&variant_id=1001&lang=en');
      expect(list.find((option) => option.kind === 'home')?.timeEstimate).toBe(en('delivery.workingDays', { from: 1, to: 3 }));
    } finally {
      await env.DB.prepare('DELETE FROM variant_stocks WHERE variant_id = 1001').run();
    }
  });

  it('keeps a limited model to its delivery kinds, and sends nothing for a variant blocked in Finland', async () => {
    expect(summary(await options('postal_code=00180&price=10&variant_id=1010'))).toEqual(['store_pickup:helsinki:0', 'store_pickup:espoo:0', 'home::9.9']);
    expect(await options('postal_code=00180&price=10&variant_id=1012')).toEqual([]);
  });

  it('lists the methods as if the product shipped at once when no variant is chosen, without express pickup', async () => {
    const list = await options('postal_code=00180&price=10');
    expect(summary(list)).toEqual(['store_pickup:helsinki:0', 'store_pickup:espoo:0', 'parcel_locker::4.9', 'home::9.9']);
  });

  it("names the methods and words the estimates in the language asked for, else in the request's language", async () => {
    const fi = await options('postal_code=00180&price=10&variant_id=1000&lang=fi');
    expect(fi[3]).toMatchObject({ name: 'Method 2 fi', timeEstimate: translatorFor('fi')('delivery.workingDays', { from: 1, to: 3 }) });
    // localhost serves fi without a prefix; a brand host names its language by its TLD.
    expect((await options('postal_code=00180&price=10&variant_id=1000'))[3].name).toBe('Method 2 fi');
    const sv = await fetchShop(`http://kaira.se${URL_BASE}?postal_code=00180&price=10&variant_id=1000`);
    expect(((await sv.json()) as DeliveryOption[])[3].name).toBe('Method 2 sv');
    const en = await fetchShop(`http://kaira.se${URL_BASE}?postal_code=00180&price=10&variant_id=1000&lang=en`);
    expect(((await en.json()) as DeliveryOption[])[3].name).toBe('Method 2 en');
  });

  it('is never cached: express pickup follows the clock and live stock', async () => {
    expect((await ask('postal_code=00180&price=10&variant_id=1000')).headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('express pickup times (cat 9)', () => {
  const expressAt = async (time: string, language: 'en' | 'fi' = 'en') =>
    (await getFastShipping(source(), { postalCode: '00180', price: 10, variantId: 1000, language, now: at(time) }))!
      .find((option) => option.kind === 'express_pickup')!.timeEstimate;

  it('is ready after 11:00 for a weekday order by 09:00 and after 16:00 for one by 14:00', async () => {
    expect(await expressAt('08:59:00')).toBe(en('delivery.expressToday', { time: '11:00' }));
    expect(await expressAt('13:30:00')).toBe(en('delivery.expressToday', { time: '16:00' }));
    expect(await expressAt('13:30:00', 'fi')).toBe(translatorFor('fi')('delivery.expressToday', { time: '16.00' }));
  });

  it('is ready the next weekday after 11:00 for a later order', async () => {
    expect(await expressAt('18:00:00')).toBe(en('delivery.expressTomorrow', { time: '11:00' }));
  });
});

describe('fast shipping: bad input', () => {
  it.each(['1234', '123456', 'abcde', '', '00 100', '0010a'])('answers 400 on postal_code for %j', async (code) => {
    const failure = await apiFailure(await ask(`postal_code=${encodeURIComponent(code)}&price=10&variant_id=1000`));
    expect(failure.status).toBe(400);
    expect(failure.error.fields).toHaveProperty('postal_code');
  });

  it('answers 400 for a price that is not a non-negative number and for a bad variant id or language', async () => {
    for (const [query, field] of [
      ['postal_code=00100&price=-1', 'price'], ['postal_code=00100&price=abc', 'price'], ['postal_code=00100', 'price'],
      ['postal_code=00100&price=1e3', 'price'], ['postal_code=00100&price=10&variant_id=x', 'variant_id'],
      ['postal_code=00100&price=10&variant_id=0', 'variant_id'], ['postal_code=00100&price=10&lang=xx', 'lang'],
    ]) {
      const failure = await apiFailure(await ask(query));
      expect([failure.status, Object.keys(failure.error.fields ?? {})]).toEqual([400, [field]]);
    }
  });

  it('answers 404 for a variant that does not exist', async () => {
    expect((await apiFailure(await ask('postal_code=00100&price=10&variant_id=999999'))).status).toBe(404);
  });

  it('answers 404 for a variant of a model not on public view, though a store holds it', async () => {
    const hiddenVariant = LIST_MODELS.notPublic * 10;
    const failure = await apiFailure(await ask(`postal_code=00100&price=10&variant_id=${hiddenVariant}`));
    expect([failure.status, failure.error.message]).toEqual([404, 'Product not found.']);
    expect(await getFastShipping(source(), { postalCode: '00100', price: 10, variantId: hiddenVariant, language: 'en', now: at('08:00:00') })).toBeNull();
  });

  it("answers 400 'Required.' for a missing postal code", async () => {
    const failure = await apiFailure(await ask('price=10'));
    expect([failure.status, failure.error.fields]).toEqual([400, { postal_code: 'Required.' }]);
  });

  it('never fails with a 500 whatever the query holds', async () => {
    const junk = [
      'postal_code=%00%00%00%00%00&price=1', 'postal_code=00100&price=99999999999999999999', 'postal_code=00100&price=10&variant_id=9999999999',
      'postal_code=00100&postal_code=x&price=10', `postal_code=${'9'.repeat(5000)}&price=1`, 'price[]=1&postal_code[a]=1', '%E0%A4%A',
    ];
    for (const query of junk) expect((await ask(query)).status).toBeLessThan(500);
  });
});
