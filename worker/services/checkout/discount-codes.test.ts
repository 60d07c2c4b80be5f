import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../shared/i18n.ts';
import type { DiscountCodeRow, GiftCardRow } from '../../data/cart-data.ts';
import { discountAmount, distinctCodes, sortCodes } from './discount-codes.ts';

// Sentences as 'key code' so the tests see which rule answered.
const t: Translate = (key, params) => `${key} ${params?.code ?? ''}`.trim();
const now = new Date('2026-06-15T12:00:00Z');
const code = (fields: Partial<DiscountCodeRow>): DiscountCodeRow => ({
  id: 1, code: 'CODE', kind: 'percent', value: 10, min_basket: 0, starts_at: null, ends_at: null, usage_limit: null, used_count: 0, is_enabled: 1, ...fields,
});
const card = (fields: Partial<GiftCardRow>): GiftCardRow => ({ id: 1, code: 'CARD', balance: 50, expires_at: null, is_enabled: 1, ...fields });
const USD = { code: 'usd', rate: 1.08, format: '$#' };
const context = { productsValue: 100, discountableValue: 80, now, t, language: 'en' as const, currency: USD };

describe('discount code amounts', () => {
  it('takes a percentage of the discountable products, rounded to cents', () => {
    expect(discountAmount({ kind: 'percent', value: 15 }, 33.33)).toBe(5);
    expect(discountAmount({ kind: 'percent', value: 100 }, 80)).toBe(80);
  });

  it('caps a fixed amount at the discountable products and gives free delivery nothing off', () => {
    expect(discountAmount({ kind: 'fixed', value: 20 }, 80)).toBe(20);
    expect(discountAmount({ kind: 'fixed', value: 200 }, 80)).toBe(80);
    expect(discountAmount({ kind: 'free_delivery', value: 0 }, 80)).toBe(0);
  });
});

describe('sorting typed codes', () => {
  it('trims, drops blanks and keeps the first of case-insensitive repeats', () => {
    expect(distinctCodes([' a1 ', '', 'A1', 'b2', '   '])).toEqual(['a1', 'b2']);
  });

  it('applies the first valid discount code and refuses the next valid one', () => {
    const rows = { discountCodes: [code({ id: 1, code: 'ONE' }), code({ id: 2, code: 'TWO', kind: 'fixed', value: 5 })], giftCards: [] };
    const sorted = sortCodes(['two', 'one'], rows, context);
    expect(sorted.discount).toEqual({ code: 'TWO', kind: 'fixed', amount: 5 });
    expect(sorted.errors).toEqual(['checkoutReason.codeOnlyOne one']);
  });

  it('checks switch, dates, uses and minimum basket in that order', () => {
    const rows = {
      discountCodes: [
        code({ code: 'OFF', is_enabled: 0, ends_at: '2020-01-01' }), code({ code: 'OLD', ends_at: '2026-06-14' }),
        code({ code: 'SOON', starts_at: '2026-06-16' }), code({ code: 'BROKEN', ends_at: 'someday' }),
        code({ code: 'SPENT', usage_limit: 3, used_count: 3 }), code({ code: 'BIG', min_basket: 100.01 }),
      ],
      giftCards: [],
    };
    expect(sortCodes(['OFF', 'OLD', 'SOON', 'BROKEN', 'SPENT', 'BIG', 'NONE'], rows, context).errors).toEqual([
      'checkoutReason.codeInvalid OFF', 'checkoutReason.codeExpired OLD', 'checkoutReason.codeNotActive SOON',
      'checkoutReason.codeNotActive BROKEN', 'checkoutReason.codeUsedUp SPENT', 'checkoutReason.codeMinBasket BIG',
      'checkoutReason.codeInvalid NONE',
    ]);
  });

  it('names a minimum basket in the shopper\'s currency, not a fixed euro amount (issue 14)', () => {
    const amounts: Translate = (key, params) => `${key} ${params?.amount ?? ''}`;
    const rows = { discountCodes: [code({ code: 'BIG', min_basket: 150 })], giftCards: [] };
    expect(sortCodes(['BIG'], rows, { ...context, t: amounts }).errors).toEqual(['checkoutReason.codeMinBasket $162']);
  });

  it('keeps usable gift cards in the order typed and refuses the rest', () => {
    const rows = { discountCodes: [], giftCards: [card({ id: 1, code: 'A' }), card({ id: 2, code: 'B', balance: 0 }), card({ id: 3, code: 'C', expires_at: '2026-06-14' }), card({ id: 4, code: 'D' })] };
    const sorted = sortCodes(['d', 'b', 'c', 'a'], rows, context);
    expect(sorted.giftCards.map((entry) => entry.id)).toEqual([4, 1]);
    expect(sorted.errors).toEqual(['checkoutReason.giftCardEmpty b', 'checkoutReason.giftCardExpired c']);
  });
});
