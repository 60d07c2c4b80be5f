import { describe, expect, it } from 'vitest';
import { MAX_CODES } from './checkout-core.ts';
import { addCode, codesToSend, confirmedCodes, removeCode } from './discount-codes.ts';
import { cart } from '../../tests/unit-helpers/test-checkout.ts';

describe('discount codes', () => {
  it('adds a typed code, trimmed, to the codes waiting for the next validation', () => {
    expect(addCode(cart(), '  SALE10 ')).toMatchObject({ codes: [], pendingCodes: ['SALE10'] });
  });

  it('replaces a duplicate in any case instead of adding it twice', () => {
    const state = addCode(cart([], { codes: ['sale10'], pendingCodes: ['GIFT'] }), 'SALE10');
    expect(state.codes).toEqual([]);
    expect(state.pendingCodes).toEqual(['GIFT', 'SALE10']);
    expect(addCode(state, 'gift').pendingCodes).toEqual(['SALE10', 'gift']);
  });

  it('ignores an empty or overlong code', () => {
    const before = cart();
    expect(addCode(before, '   ')).toBe(before);
    expect(addCode(before, 'x'.repeat(65))).toBe(before);
  });

  it('keeps the list as it is once it holds the most codes a cart can have', () => {
    const full = cart([], { pendingCodes: Array.from({ length: MAX_CODES }, (_, index) => `CODE${index}`) });
    expect(addCode(full, 'ONE-MORE')).toBe(full);
    expect(addCode(full, 'code3').pendingCodes).toHaveLength(MAX_CODES);
  });

  it('removes a code in any case from both lists', () => {
    expect(removeCode(cart([], { codes: ['Sale10'], pendingCodes: ['GIFT'] }), 'SALE10')).toMatchObject({ codes: [], pendingCodes: ['GIFT'] });
  });

  it('sends confirmed and typed codes once each', () => {
    expect(codesToSend({ codes: ['SALE'], pendingCodes: ['sale', 'GIFT'] })).toEqual(['SALE', 'GIFT']);
  });

  it('confirms the cart discount code and gift card payment events, in any case', () => {
    const answer = {
      cart_discount: { code: 'SALE10', amount: 5 },
      payment_events: [{ payment_id: 'card-abc', processor_slug: 'giftcard' as const, amount: 20, creation_time: '2025-01-01T00:00:00Z' }],
    };
    expect(confirmedCodes(['sale10', 'CARD-ABC', 'WRONG'], answer)).toEqual(['sale10', 'CARD-ABC']);
  });

  it('clears the validation hash when the codes change', () => {
    expect(addCode(cart([], { validateHash: 'h' }), 'X').validateHash).toBe('');
  });
});
