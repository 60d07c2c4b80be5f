import { describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../import/existing-catalogue.ts';
import { validateImport } from '../import/validate-import.ts';
import { buildDiscountCodes, buildGiftCards } from './checkout-codes.ts';
import { generateDemoCatalogue } from './generate-catalogue.ts';

const document = { format: 'kaira-catalogue', version: 1, discountCodes: buildDiscountCodes(), giftCards: buildGiftCards() };
const byCode = new Map(buildDiscountCodes().map((code) => [code.code, code]));

describe('the demo discount codes and gift cards', () => {
  it('pass the full import validation against a fresh database and come with the demo catalogue', () => {
    const result = validateImport(document, emptyCatalogue());
    expect(result.ok ? [] : result.issues).toEqual([]);
    const { catalogue } = generateDemoCatalogue({ models: 10 });
    expect(catalogue.discountCodes).toEqual(buildDiscountCodes());
    expect(catalogue.giftCards).toEqual(buildGiftCards());
  });

  it('cover a welcome percentage, a winter campaign, a fixed amount, free delivery, an expired code and a used-up one', () => {
    expect([...byCode.keys()]).toEqual(['WELCOME10', 'WINTER25', 'SAVE20', 'FREESHIP', 'EXPIRED5', 'USEDUP']);
    expect(byCode.get('WELCOME10')).toMatchObject({ kind: 'percent', value: 10, minBasket: 50 });
    expect(byCode.get('WELCOME10')!.endsAt ?? null).toBeNull();
    expect(byCode.get('WINTER25')).toMatchObject({ kind: 'percent', value: 25, usageLimit: 500 });
    expect(byCode.get('WINTER25')!.startsAt! >= '2026-12' && byCode.get('WINTER25')!.endsAt! < '2027-04').toBe(true);
    expect(byCode.get('SAVE20')).toMatchObject({ kind: 'fixed', value: 20, minBasket: 100 });
    expect(byCode.get('FREESHIP')).toMatchObject({ kind: 'free_delivery' });
    expect(byCode.get('EXPIRED5')!.endsAt).toMatch(/^2025-/);
    expect(byCode.get('USEDUP')).toMatchObject({ usageLimit: 10, usedCount: 10 });
  });

  it('hold gift cards of 50 and 200 euros, an expired one and an empty one', () => {
    expect(buildGiftCards().map((card) => [card.code, card.balance, card.expiresAt ?? null])).toEqual([
      ['GIFT-50-DEMO', 50, null], ['GIFT-200-DEMO', 200, null], ['GIFT-EXPIRED-DEMO', 100, '2025-12-31'], ['GIFT-EMPTY-DEMO', 0, null],
    ]);
  });
});
