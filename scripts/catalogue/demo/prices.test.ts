import { describe, expect, it } from 'vitest';
import { modelPrices, retailPrice, surchargedPrices } from './prices.ts';

const isCents = (value: number) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 && String(value).split('.')[1]?.length !== 3;

describe('retailPrice', () => {
  it('ends prices the way a buyer would set them', () => {
    expect(retailPrice(149.4, 'ninety')).toBe(148.9);
    expect(retailPrice(149.6, 'ninety-five')).toBe(149.95);
    expect(retailPrice(151, 'whole-nine')).toBe(149);
    expect(retailPrice(151, 'round-five')).toBe(150);
  });
});

describe('modelPrices', () => {
  it('adds each tax area its own VAT to the net price: Finland 25.5 %, export none', () => {
    const prices = modelPrices(100, 'ninety', { discount: 0, outlet: false, club: false });
    expect(prices.find((p) => p.taxAreaId === 1)!.regular).toBe(124.9);
    expect(prices.find((p) => p.taxAreaId === 6)!.regular).toBe(99.9);
    expect(prices.every((p) => p.activeType === 'normal' && p.discountValue === 0)).toBe(true);
  });

  it('keeps discounted, club and outlet prices in whole cents, with the discount value as the difference', () => {
    for (const net of [13.7, 49.5, 123.45, 377.77]) {
      for (const rule of [{ discount: 0.3, outlet: false, club: true }, { discount: 0.5, outlet: true, club: false }]) {
        for (const price of modelPrices(net, 'ninety-five', rule)) {
          for (const value of [price.regular, price.active, price.club ?? 0, price.discountValue ?? 0]) expect(isCents(value), String(value)).toBe(true);
          expect(price.active).toBeLessThan(price.regular);
          expect(price.discountValue).toBeCloseTo(price.regular - price.active, 6);
          expect(price.activeType).toBe(rule.outlet ? 'outlet' : 'discount');
        }
      }
    }
  });
});

describe('surchargedPrices', () => {
  it('adds the same gross surcharge to regular, active and club prices of an area', () => {
    const [finland] = surchargedPrices(modelPrices(300, 'ninety', { discount: 0.2, outlet: false, club: true }), 16);
    const [base] = modelPrices(300, 'ninety', { discount: 0.2, outlet: false, club: true });
    expect(finland.regular - base.regular).toBeCloseTo(20, 6);
    expect(finland.active - base.active).toBeCloseTo(20, 6);
    expect(finland.club! - base.club!).toBeCloseTo(20, 6);
  });
});
