import { describe, expect, it } from 'vitest';
import { testDeliveryDays } from '../../tests/unit-helpers/test-product.ts';
import { linePromise, slowestPromise, type DeliveryPromise } from './delivery-promise.ts';
import { promiseText } from './promise-text.ts';
import { availabilityLine } from './availability-line.ts';
import type { Translate } from '../i18n.ts';

/** As the demo shop's delivery days are: Finland 1-3, the US 5-14 plus 5 added days. */
const finland = testDeliveryDays({ standard: { start: 1, end: 3 }, addedDays: 0 });
const usa = testDeliveryDays({ standard: { start: 5, end: 14 }, addedDays: 5 });
const echo: Translate = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key);

/** The jacket of issue 14: the supplier takes 6 days, one unit is on a store's shelf. */
const jacket = { shippingTime: 6, sellable: 1 };

describe('the one delivery promise (issue 14)', () => {
  it('promises a US visitor the same days on the product page and in the cart: stock at hand ships at once', () => {
    const productPage = linePromise(jacket, usa);
    const cart = slowestPromise([linePromise({ ...jacket, amount: 1 }, usa)]);
    expect(productPage).toEqual({ kind: 'now', from: 10, to: 19 });
    expect(cart).toEqual(productPage);
  });

  it('promises a Finnish shopper of size M what the checkout promises for home delivery', () => {
    expect(linePromise(jacket, finland)).toEqual({ kind: 'now', from: 1, to: 3 });
    expect(availabilityLine(echo, linePromise(jacket, finland))).toEqual({ icon: 'check', text: 'availability.inStockDelivery {"kind":"now","from":1,"to":3}' });
    expect(promiseText(echo, linePromise({ ...jacket, amount: 1 }, finland))).toBe('delivery.workingDays {"from":1,"to":3}');
  });

  it('waits for the supplier when the stock cannot cover every unit wanted', () => {
    expect(linePromise({ ...jacket, amount: 2 }, finland)).toEqual({ kind: 'order', from: 7, to: 9 });
    expect(linePromise({ shippingTime: 6, sellable: 0 }, usa)).toEqual({ kind: 'order', from: 16, to: 25 });
  });

  it('keeps the catalogue\'s week texts in the cart too, not a count of days', () => {
    const promise = linePromise({ shippingTime: 30, sellable: 0 }, finland);
    expect(promise).toEqual({ kind: 'weeks30' });
    expect(promiseText(echo, promise)).toBe('availability.weeks30');
    expect(availabilityLine(echo, promise).text).toBe('availability.weeks30 {"kind":"weeks30"}');
  });

  it('adds the ski-bundle days for skis mounted with bindings', () => {
    expect(linePromise({ shippingTime: 2, sellable: 0, skiBundle: true }, finland)).toEqual({ kind: 'now', from: 3, to: 7 });
  });

  it('has no time for a variant the supplier cannot send, and says nothing in the cart for it', () => {
    const promise = linePromise({ shippingTime: 999, sellable: 0 }, finland);
    expect(promise).toEqual({ kind: 'unknown' });
    expect(promiseText(echo, promise)).toBe('');
    expect(availabilityLine(echo, promise)).toEqual({ icon: 'circle', text: 'availability.onOrder {"kind":"unknown"}' });
  });

  it('adds the country\'s days and added days to the shipping days, and a ski bundle\'s own days (cat 9)', () => {
    const days = testDeliveryDays({ standard: { start: 1, end: 3 }, skiBundle: { start: 2, end: 5 }, addedDays: 2 });
    const supplier = (shippingTime: number, skiBundle = false) => linePromise({ shippingTime, sellable: 0, skiBundle }, days);
    expect([supplier(0), supplier(2)]).toEqual([{ kind: 'now', from: 3, to: 5 }, { kind: 'now', from: 3, to: 5 }]);
    expect(supplier(7)).toEqual({ kind: 'order', from: 10, to: 12 });
    expect(supplier(1, true)).toEqual({ kind: 'now', from: 5, to: 10 });
    expect(supplier(7, true)).toEqual({ kind: 'order', from: 12, to: 17 });
    for (const broken of [Number.NaN, -3, 1.5]) expect(supplier(broken)).toEqual({ kind: 'unknown' });
  });

  it('lets the slowest line decide the order\'s promise', () => {
    const atOnce: DeliveryPromise = { kind: 'now', from: 1, to: 3 };
    const later: DeliveryPromise = { kind: 'order', from: 7, to: 9 };
    expect(slowestPromise([atOnce, later])).toEqual(later);
    expect(slowestPromise([atOnce, { kind: 'weeks60' }, { kind: 'weeks30' }])).toEqual({ kind: 'weeks60' });
    expect(slowestPromise([{ kind: 'unknown' }, atOnce])).toEqual(atOnce);
    expect(slowestPromise([])).toBeNull();
  });
});
