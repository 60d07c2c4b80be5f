import { describe, expect, it } from 'vitest';
import { deliveryTimeRange, isOnOrderTime, shippingDisplay } from './shipping-time.ts';
import { testDeliveryDays } from '../../tests/unit-helpers/test-product.ts';

describe('shippingDisplay', () => {
  it('shows 0, 1 and 2 as available at once', () => {
    for (const time of [0, 1, 2]) expect(shippingDisplay(time)).toEqual({ kind: 'now' });
  });

  it('shows 3 to 998 as on order with the days', () => {
    expect(shippingDisplay(3)).toEqual({ kind: 'days', days: 3 });
    expect(shippingDisplay(14)).toEqual({ kind: 'days', days: 14 });
    expect(shippingDisplay(998)).toEqual({ kind: 'days', days: 998 });
  });

  it('shows 30 and 60 as their texts', () => {
    expect(shippingDisplay(30)).toEqual({ kind: 'weeks30' });
    expect(shippingDisplay(60)).toEqual({ kind: 'weeks60' });
  });

  it('shows 999 and above as unavailable', () => {
    expect(shippingDisplay(999)).toEqual({ kind: 'unavailable' });
    expect(shippingDisplay(1500)).toEqual({ kind: 'unavailable' });
  });

  it('shows unknown times as unavailable', () => {
    for (const time of [null, undefined, Number.NaN, -1, Number.POSITIVE_INFINITY, 2.5]) {
      expect(shippingDisplay(time)).toEqual({ kind: 'unavailable' });
    }
  });
});

describe('isOnOrderTime', () => {
  it('is true only from 3 to 998', () => {
    expect([2, 3, 30, 60, 998, 999, -5].map(isOnOrderTime)).toEqual([false, true, true, true, true, false, false]);
  });
});

describe('deliveryTimeRange', () => {
  const days = testDeliveryDays({ standard: { start: 1, end: 3 }, skiBundle: { start: 2, end: 5 }, addedDays: 2 });

  it('adds only the country days when the product ships at once', () => {
    expect(deliveryTimeRange(2, days)).toEqual({ from: 3, to: 5 });
    expect(deliveryTimeRange(0, days)).toEqual({ from: 3, to: 5 });
  });

  it('adds the shipping days of an on-order product', () => {
    expect(deliveryTimeRange(7, days)).toEqual({ from: 10, to: 12 });
  });

  it('gives 30 and 60 a range too, as they are on order', () => {
    expect(deliveryTimeRange(30, days)).toEqual({ from: 33, to: 35 });
    expect(deliveryTimeRange(60, days)).toEqual({ from: 63, to: 65 });
  });

  it('adds the ski-bundle days for a ski bundle', () => {
    expect(deliveryTimeRange(1, days, { skiBundle: true })).toEqual({ from: 5, to: 10 });
    expect(deliveryTimeRange(7, days, { skiBundle: false })).toEqual({ from: 10, to: 12 });
  });

  it('gives no range when the product is not available', () => {
    expect(deliveryTimeRange(999, days)).toBeNull();
    expect(deliveryTimeRange(Number.NaN, days)).toBeNull();
    expect(deliveryTimeRange(-3, days, { skiBundle: true })).toBeNull();
  });
});
