import { describe, expect, it } from 'vitest';
import { clubPriceOf } from './club-price.ts';

describe('clubPriceOf', () => {
  it('is the club price when it is below the active price', () => {
    expect(clubPriceOf(100, 90)).toBe(90);
  });

  it('is null without a club price, or when the club price is not below the active price', () => {
    expect(clubPriceOf(100, null)).toBeNull();
    expect(clubPriceOf(100, 100)).toBeNull();
    expect(clubPriceOf(80, 90)).toBeNull();
  });
});
