import { describe, expect, it } from 'vitest';
import { cents, sumCents } from './cents.ts';

describe('rounding to cents', () => {
  it('rounds half a cent up, also where binary fractions fall just short', () => {
    expect(cents(1.005)).toBe(1.01);
    expect(cents(349.9 * 0.9)).toBe(314.91);
    expect(cents(0.1 + 0.2)).toBe(0.3);
  });

  it('answers 0 for non-finite amounts and never a negative zero', () => {
    expect(cents(Number.NaN)).toBe(0);
    expect(Object.is(cents(-0.001), 0)).toBe(true);
  });

  it('sums rows and rounds the total once', () => {
    expect(sumCents([19.99, 0.01, 100.1])).toBe(120.1);
    expect(sumCents([])).toBe(0);
  });
});
