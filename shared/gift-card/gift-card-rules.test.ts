import { describe, expect, it } from 'vitest';
import { giftCardAmountProblem, giftCardExpiry, readGiftCardAmount } from './gift-card-rules.ts';

describe('gift card amount rules (cat 5)', () => {
  it('accepts the default, the smallest and the largest amount in steps of 10', () => {
    expect(giftCardAmountProblem(50)).toBeNull();
    expect(giftCardAmountProblem(10)).toBeNull();
    expect(giftCardAmountProblem(10_000)).toBeNull();
  });

  it('refuses 0, a negative amount and nothing typed as nothing to add', () => {
    expect(giftCardAmountProblem(0)).toBe('required');
    expect(giftCardAmountProblem(-10)).toBe('required');
    expect(giftCardAmountProblem(readGiftCardAmount(''))).toBe('required');
    expect(giftCardAmountProblem(Number.NaN)).toBe('required');
  });

  it('refuses more than 10,000', () => {
    expect(giftCardAmountProblem(10_010)).toBe('tooLarge');
  });

  it('refuses an amount off the steps of 10, whole or not', () => {
    expect(giftCardAmountProblem(55)).toBe('step');
    expect(giftCardAmountProblem(49.5)).toBe('step');
  });

  it('reads a typed amount with a decimal comma, and text as 0', () => {
    expect(readGiftCardAmount(' 120 ')).toBe(120);
    expect(readGiftCardAmount('12,5')).toBe(12.5);
    expect(readGiftCardAmount('abc')).toBe(0);
  });

  it('expires a card three years after its issue, leap day included', () => {
    expect(giftCardExpiry(new Date('2026-11-25T22:00:00Z'))).toBe('2029-11-25');
    expect(giftCardExpiry(new Date('2028-02-29T12:00:00Z'))).toBe('2031-03-01');
  });
});
