import { describe, expect, it } from 'vitest';
import { isOnOrderTime, shippingDisplay } from './shipping-time.ts';

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
