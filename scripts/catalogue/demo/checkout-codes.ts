import type { CatalogueImportInput } from '../import-format.ts';

type DemoDiscountCode = NonNullable<CatalogueImportInput['discountCodes']>[number];
type DemoGiftCard = NonNullable<CatalogueImportInput['giftCards']>[number];

/**
 * The demo's discount codes (cat 5: one per order), one for every case the
 * checkout must handle: a welcome percentage with a minimum basket, a
 * fixed-term campaign with a usage limit, a fixed amount, free delivery, an
 * expired code and one whose uses have run out. Only USEDUP names its
 * usedCount: the others keep what shoppers have used if the seed runs again.
 */
export function buildDiscountCodes(): DemoDiscountCode[] {
  return [
    { id: 1, code: 'WELCOME10', kind: 'percent', value: 10, minBasket: 50 },
    { id: 2, code: 'WINTER25', kind: 'percent', value: 25, startsAt: '2026-12-01', endsAt: '2027-02-28', usageLimit: 500 },
    { id: 3, code: 'SAVE20', kind: 'fixed', value: 20, minBasket: 100 },
    { id: 4, code: 'FREESHIP', kind: 'free_delivery' },
    { id: 5, code: 'EXPIRED5', kind: 'percent', value: 5, startsAt: '2025-06-01', endsAt: '2025-08-31' },
    { id: 6, code: 'USEDUP', kind: 'percent', value: 15, usageLimit: 10, usedCount: 10 },
  ];
}

/**
 * The demo's gift cards (any number per order): two to spend, one expired and
 * one spent to 0 euros. Each names its balance, as a card new to the database must.
 */
export function buildGiftCards(): DemoGiftCard[] {
  return [
    { id: 1, code: 'GIFT-50-DEMO', balance: 50 },
    { id: 2, code: 'GIFT-200-DEMO', balance: 200 },
    { id: 3, code: 'GIFT-EXPIRED-DEMO', balance: 100, expiresAt: '2025-12-31' },
    { id: 4, code: 'GIFT-EMPTY-DEMO', balance: 0 },
  ];
}
