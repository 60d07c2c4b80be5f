import { describe, expect, it } from 'vitest';
import type { ListPrice } from '../types/product-list.ts';
import { percentOff, priceDisplay, RIBBON_MIN_PERCENT } from './price-display.ts';

const price = (overrides: Partial<ListPrice>): ListPrice => ({ active: 100, reference: 100, type: 'normal', club: null, ...overrides });
const member = { viewer: 'member', showDiscountPercentage: true } as const;
const customer = { viewer: 'customer', showDiscountPercentage: true } as const;
const guest = { viewer: 'guest', showDiscountPercentage: true } as const;

describe('priceDisplay', () => {
  it('shows a normal price with no reference and no ribbon', () => {
    expect(priceDisplay(price({}), member)).toEqual({ state: 'normal', shown: 100, reference: null, percentOff: null, clubPrompt: null });
  });

  it('shows a discount with the reference and the rounded percent off', () => {
    expect(priceDisplay(price({ active: 66.6, reference: 100, type: 'discount' }), member))
      .toEqual({ state: 'discount', shown: 66.6, reference: 100, percentOff: 33, clubPrompt: null });
  });

  it('keeps the outdoor and outlet states', () => {
    expect(priceDisplay(price({ active: 80, type: 'outdoor' }), member).state).toBe('outdoor');
    expect(priceDisplay(price({ active: 80, type: 'outlet' }), member).state).toBe('outlet');
  });

  it('shows a ribbon from a 5% discount up, not below', () => {
    expect(RIBBON_MIN_PERCENT).toBe(5);
    expect(priceDisplay(price({ active: 95, type: 'discount' }), member).percentOff).toBe(5);
    // 1.06 less 5% computes as 4.99999...% in floating point.
    expect(priceDisplay(price({ active: 1.06 - 1.06 * 0.05, reference: 1.06, type: 'discount' }), member).percentOff).toBe(5);
    expect(priceDisplay(price({ active: 95.4, type: 'discount' }), member).percentOff).toBeNull();
    expect(priceDisplay(price({ active: 95.4, type: 'discount' }), member).reference).toBe(100);
  });

  it('shows no ribbon when the product hides its discount percentage', () => {
    expect(priceDisplay(price({ active: 50, type: 'discount' }), { ...member, showDiscountPercentage: false }).percentOff).toBeNull();
  });

  it('shows no reference when the reference is not above the shown price', () => {
    expect(priceDisplay(price({ active: 100, reference: 90, type: 'discount' }), member)).toMatchObject({ reference: null, percentOff: null });
  });

  it('shows a club price below the active price with the regular price as reference', () => {
    const club = price({ active: 100, reference: 120, type: 'club', club: 80 });
    expect(priceDisplay(club, member)).toEqual({ state: 'club', shown: 80, reference: 120, percentOff: 33, clubPrompt: null });
  });

  it('prompts a guest to log in to receive a club price', () => {
    expect(priceDisplay(price({ club: 90, type: 'club' }), guest)).toMatchObject({ state: 'club', shown: 90, reference: 100, clubPrompt: 'login' });
  });

  it('prompts a logged-in customer outside the club to join it, showing the same club price', () => {
    expect(priceDisplay(price({ club: 90, type: 'club' }), customer)).toMatchObject({ state: 'club', shown: 90, reference: 100, clubPrompt: 'join' });
  });

  it('gives a member the club price as the active price, labelled club, with no prompt', () => {
    expect(priceDisplay(price({ active: 100, reference: 120, type: 'discount', club: 90 }), member))
      .toEqual({ state: 'club', shown: 90, reference: 120, percentOff: 25, clubPrompt: null });
  });

  it('asks nobody anything for a price without a club price', () => {
    for (const viewer of [guest, customer, member]) expect(priceDisplay(price({ active: 80, type: 'discount' }), viewer).clubPrompt).toBeNull();
  });

  it('uses a club price whatever the catalogue type says', () => {
    expect(priceDisplay(price({ active: 90, type: 'discount', club: 85 }), member).state).toBe('club');
  });

  it('ignores a club price that is not below the active price', () => {
    expect(priceDisplay(price({ club: 100, type: 'club' }), guest)).toEqual({ state: 'normal', shown: 100, reference: null, percentOff: null, clubPrompt: null });
    expect(priceDisplay(price({ active: 80, type: 'discount', club: 90 }), guest)).toMatchObject({ state: 'discount', shown: 80, clubPrompt: null });
  });

  it('treats the club type without a club price as normal', () => {
    expect(priceDisplay(price({ type: 'club' }), guest)).toMatchObject({ state: 'normal', clubPrompt: null });
  });
});

describe('percentOff', () => {
  it('is 0 for a zero reference or an amount not below it', () => {
    expect(percentOff(10, 0)).toBe(0);
    expect(percentOff(10, 10)).toBe(0);
    expect(percentOff(10, 20)).toBe(50);
  });
});
