import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation.ts';
import { giftCardBalanceSchema, normaliseGiftCardCode } from './gift-card-code.ts';

describe('gift card codes', () => {
  it('normalises a typed code: case, spaces and missing dashes', () => {
    expect(normaliseGiftCardCode(' k7qf m3xr-9pda w2ht ')).toBe('K7QF-M3XR-9PDA-W2HT');
    expect(normaliseGiftCardCode('k7qfm3xr9pdaw2ht')).toBe('K7QF-M3XR-9PDA-W2HT');
    // An imported card's code keeps its own form.
    expect(normaliseGiftCardCode('gift-50')).toBe('GIFT-50');
  });

  it('refuses an empty code and one with other characters in the balance query', () => {
    const empty = validateInput(giftCardBalanceSchema, { code: '   ' });
    expect(empty.ok ? null : empty.fields.code).toBe('giftCards.balance.codeRequired');
    const odd = validateInput(giftCardBalanceSchema, { code: "x'; DROP" });
    expect(odd.ok ? null : odd.fields.code).toBe('giftCards.balance.codeInvalid');
    const fine = validateInput(giftCardBalanceSchema, { code: 'k7qf-m3xr-9pda-w2ht' });
    expect(fine.ok && fine.request.code).toBe('K7QF-M3XR-9PDA-W2HT');
  });
});
