import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CLASS, vatPercent } from './vat.ts';

const rates = [
  { taxAreaId: 1, taxClassId: 5, percentage: 25.5 },
  { taxAreaId: 1, taxClassId: 2, percentage: 14 },
  { taxAreaId: 2, taxClassId: 5, percentage: 20 },
  { taxAreaId: 3, taxClassId: 5, percentage: 8.1 },
];

describe('vatPercent', () => {
  it('gives the rate of the area and class', () => {
    expect(vatPercent(rates, 1, 2)).toBe(14);
    expect(vatPercent(rates, 2, 5)).toBe(20);
    expect(vatPercent(rates, 3, 5)).toBe(8.1);
  });

  it('uses class 5 when the model has no tax class', () => {
    expect(DEFAULT_TAX_CLASS).toBe(5);
    expect(vatPercent(rates, 1, null)).toBe(25.5);
  });

  it('gives 0 for an unknown area or class', () => {
    expect(vatPercent(rates, 9, 5)).toBe(0);
    expect(vatPercent(rates, 2, 2)).toBe(0);
    expect(vatPercent([], 1, null)).toBe(0);
  });
});
