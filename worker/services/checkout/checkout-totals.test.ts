import { describe, expect, it } from 'vitest';
import { parseGeneralSettings } from '../../data/parse-general-settings.ts';
import { DEFAULT_REPACK_COST, productsValue, repackCost, repackSettings, totalPrice } from './checkout-totals.ts';

describe('RePack settings from general settings', () => {
  it('reads repack_cost and repack_threshold with a point or a comma', () => {
    const settings = parseGeneralSettings({ repack_cost: '2,90', repack_threshold: ' 150 ' }, () => {});
    expect(repackSettings(settings)).toEqual({ cost: 2.9, threshold: 150 });
  });

  it('falls back to 2.90 euros and no threshold when the settings are missing, blank or not amounts', () => {
    const warnings: string[] = [];
    const settings = parseGeneralSettings({ repack_cost: 'cheap', repack_threshold: '' }, (message) => warnings.push(message));
    expect(repackSettings(settings)).toEqual({ cost: DEFAULT_REPACK_COST, threshold: null });
    expect(warnings).toEqual(['General setting repack_cost is not an amount in euro; ignored']);
    expect(repackSettings(parseGeneralSettings({}, () => {}))).toEqual({ cost: 2.9, threshold: null });
  });

  it('charges RePack only when chosen for a shipped parcel below the threshold', () => {
    const repack = { cost: 3.5, threshold: 150 };
    expect([repackCost(true, true, 149.99, repack), repackCost(true, true, 150, repack), repackCost(true, false, 10, repack), repackCost(false, true, 10, repack)])
      .toEqual([3.5, 0, 0, 0]);
    expect(repackCost(true, true, 10_000, { cost: 2.9, threshold: null })).toBe(2.9);
  });
});

describe('order totals', () => {
  it('sums rows into products, the discountable part and everything with gift cards', () => {
    expect(productsValue([{ total: 100.1, discountable: true }, { total: 50.2, discountable: false }], 30)).toEqual({ products: 150.3, discountable: 100.1, all: 180.3 });
  });

  it('adds delivery and RePack to the discounted products, never below zero for the products', () => {
    expect(totalPrice({ productsPrice: 150.3, discount: 15.03, deliveryCost: 9.9, repackCost: 2.9 })).toBe(148.07);
    expect(totalPrice({ productsPrice: 10, discount: 20, deliveryCost: 4.9, repackCost: 0 })).toBe(4.9);
  });
});
