import { describe, expect, it } from 'vitest';
import { variantPriceType } from './variant-price.ts';

describe('variantPriceType', () => {
  it('keeps the outlet, outdoor and club state of the model on its own-priced variants', () => {
    expect(variantPriceType('outlet', 80, 100)).toBe('outlet');
    expect(variantPriceType('outdoor', 100, 100)).toBe('outdoor');
    expect(variantPriceType('club', 90, 100)).toBe('club');
  });

  it('makes a reduced variant a discount and an unreduced one normal otherwise', () => {
    expect(variantPriceType('normal', 80, 100)).toBe('discount');
    expect(variantPriceType('discount', 100, 100)).toBe('normal');
  });
});
