import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { LIST_MODELS } from '../fixtures/list-catalogue.ts';
import { clockText } from '../../shared/delivery/promise-text.ts';
import { en, priced, row, sentences, setUpCheckout } from './checkout-helpers.ts';
import { setStock } from './order-helpers.ts';

beforeAll(setUpCheckout);

const jacket = row(CHECKOUT.jacketInHelsinki);
const poles = row(CHECKOUT.polesVariant);
const ids = (body: { delivery_methods: Array<{ id: number }> }) => body.delivery_methods.map((method) => method.id);
const selected = (body: { delivery_methods: Array<{ id: number; selected: boolean }> }) => body.delivery_methods.filter((method) => method.selected).map((method) => method.id);

describe('delivery methods for the country and postal code (core 7)', () => {
  it('lists the methods in sort order and selects home delivery when the shopper chose none', async () => {
    const body = await priced({ products: [jacket] });
    expect(ids(body)).toEqual([101, 201, 202, 203, 2, 1]);
    expect(selected(body)).toEqual([1]);
    expect(body.delivery_methods[0]).toMatchObject({ kind: 'express_pickup', name: 'Method 101 en', storeSlug: 'helsinki', price: 0 });
  });

  it("selects the shopper's method when offered, else falls back", async () => {
    expect(selected(await priced({ products: [jacket], delivery_method: 2 }))).toEqual([2]);
    expect(selected(await priced({ products: [jacket], delivery_method: 3 }))).toEqual([1]);
  });

  it('keeps to the methods serving the postal code', async () => {
    expect(ids(await priced({ products: [jacket], postal_code: '22100' }))).toEqual([101, 201, 202, 203]);
    expect(ids(await priced({ products: [jacket], postal_code: '00180' }))).toEqual([101, 201, 202, 203, 2, 1]);
  });

  it('says when nothing delivers to the country or the postal code', async () => {
    const country = await priced({ country_code: 'dk', products: [jacket] });
    expect([country.delivery_methods, country.delivery_cost, country.errors]).toEqual([[], 0, [en('checkoutReason.noDeliveryMethods', { country: 'Denmark' })]]);
    const postal = await priced({ country_code: 'dk', postal_code: '2100', products: [jacket] });
    expect(postal.errors).toEqual([en('checkoutReason.noDeliveryMethodsPostalCode', { code: '2100' })]);
  });
});

describe('free delivery and RePack thresholds (cat 9)', () => {
  it('charges home delivery below the free threshold and nothing from it', async () => {
    const below = await priced({ products: [poles], delivery_method: 1 });
    expect([below.delivery_cost, below.total_price, below.delivery_thresholds.delivery_threshold]).toEqual([9.9, 49.85, 99]);
    const from = await priced({ products: [jacket], delivery_method: 1 });
    expect([from.delivery_cost, from.total_price]).toEqual([0, 100]);
    expect(from.delivery_methods.filter((method) => method.id === 1 || method.id === 2).map((method) => method.price)).toEqual([0, 0]);
  });

  it('prices RePack from the general settings when chosen for a parcel, free from its threshold', async () => {
    const small = await priced({ products: [poles], delivery_method: 1, repack: true });
    expect([small.repack_cost, small.total_price, small.delivery_thresholds.repack_threshold]).toEqual([3.5, 53.35, 150]);
    expect((await priced({ products: [row(CHECKOUT.jacketInHelsinki, 2)], delivery_method: 1, repack: true })).repack_cost).toBe(0);
    expect((await priced({ products: [poles], delivery_method: 201, repack: true })).repack_cost).toBe(0);
    expect((await priced({ products: [poles], delivery_method: 1, repack: false })).repack_cost).toBe(0);
  });
});

describe('express pickup (pikanouto) by store stock', () => {
  const expressTexts = ['delivery.expressToday', 'delivery.expressTomorrow', 'delivery.expressMonday']
    .flatMap((key) => ['11:00', '16:00'].map((time) => en(key, { time: clockText(time, 'en') })));

  it('offers express pickup only at a store holding every row, and selects it when asked', async () => {
    const body = await priced({ products: [jacket, poles], pikanouto: true });
    expect(ids(body).filter((id) => id === 101 || id === 103)).toEqual([101]);
    expect([selected(body), body.delivery_cost, body.errors]).toEqual([[101], 0, []]);
    expect(expressTexts).toContain(body.shipping_time_str);
  });

  it('leaves express pickup out when a row is not on the shelf, and says so when it was asked for', async () => {
    const body = await priced({ products: [jacket, row(CHECKOUT.jacketOwnPrice)], pikanouto: true });
    expect(body.delivery_methods.some((method) => method.kind === 'express_pickup')).toBe(false);
    expect([selected(body), body.errors]).toEqual([[1], [en('checkoutReason.expressPickupUnavailable')]]);
  });

  it('does not swap the express pickup store the shopper chose for another', async () => {
    const body = await priced({ products: [jacket], delivery_method: 103 });
    expect([selected(body), body.errors]).toEqual([[1], [en('checkoutReason.expressPickupUnavailable')]]);
  });
});

describe('products restricted to delivery methods (cat 5)', () => {
  it('offers only the kinds every row allows', async () => {
    expect(ids(await priced({ products: [jacket, row(1011)] }))).toEqual([201, 202, 203, 1]);
    expect(ids(await priced({ products: [row(CHECKOUT.stoveVariant)] }))).toEqual([103]);
  });

  it('says when no method carries every row together', async () => {
    const body = await priced({ products: [jacket, row(CHECKOUT.stoveVariant)] });
    expect([body.delivery_methods, body.errors]).toEqual([[], [en('checkoutReason.noCommonDeliveryMethod')]]);
  });

  it("flags a row whose only methods the country lacks", async () => {
    const body = await priced({ country_code: 'se', products: [row(CHECKOUT.stoveVariant), jacket] });
    expect(body.products.map((line) => line.problem)).toEqual(['method_restricted', null]);
    expect(body.errors).toEqual(sentences(en('checkoutReason.rowMethodRestricted', { name: 'Norrvik checkout-stove en' })));
  });
});

describe('shipping time (cat 9)', () => {
  it('gives the slowest row in working days for the country', async () => {
    expect((await priced({ products: [jacket] })).shipping_time_str).toBe(en('delivery.workingDays', { from: 1, to: 3 }));
    expect((await priced({ products: [jacket, row(CHECKOUT.jacketOnOrder)] })).shipping_time_str).toBe(en('delivery.workingDays', { from: 8, to: 10 }));
    expect((await priced({ country_code: 'se', products: [jacket] })).shipping_time_str).toBe(en('delivery.workingDays', { from: 2, to: 5 }));
  });

  it('promises stock at hand as shipping at once, as the product page does, whatever the supplier\'s time (issue 14)', async () => {
    await setStock(CHECKOUT.jacketOnOrder, { 1: 1 });
    try {
      expect((await priced({ products: [row(CHECKOUT.jacketOnOrder)] })).shipping_time_str).toBe(en('delivery.workingDays', { from: 1, to: 3 }));
      // Two units and one on the shelf: the second comes from the supplier, and the parcel waits for it.
      expect((await priced({ products: [row(CHECKOUT.jacketOnOrder, 2)] })).shipping_time_str).toBe(en('delivery.workingDays', { from: 8, to: 10 }));
    } finally {
      await setStock(CHECKOUT.jacketOnOrder, {});
    }
  });

  it('words the catalogue\'s 30 days as the product page does, not as a count of working days', async () => {
    await env.DB.prepare('UPDATE variants SET shipping_time = 30 WHERE id = ?').bind(CHECKOUT.jacketOnOrder).run();
    try {
      expect((await priced({ products: [row(CHECKOUT.jacketOnOrder)] })).shipping_time_str).toBe(en('availability.weeks30'));
    } finally {
      await env.DB.prepare('UPDATE variants SET shipping_time = 7 WHERE id = ?').bind(CHECKOUT.jacketOnOrder).run();
    }
  });

  it('gives no time when nothing in the cart can ship', async () => {
    expect((await priced({ products: [row(CHECKOUT.jacketUnavailable), row(LIST_MODELS.notPublic * 10)] })).shipping_time_str).toBe('');
  });
});
