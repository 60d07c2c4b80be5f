/**
 * Discount codes and gift cards of the import format (cat 5: one discount code
 * per order, any number of gift cards; core 7 POST /api/checkout/). Tables:
 * discount_codes and gift_cards of migrations/0005_checkout_pricing.sql.
 *
 * `usedCount` and `balance` change at the checkout: left out, an import keeps
 * the stored value of an existing id (a new discount code starts at 0 uses; a
 * new gift card must name its balance), so re-importing a file never undoes
 * what shoppers have spent. Set, they overwrite it.
 */
import { z } from 'zod';
import { id, isoDate, money } from './import-format-primitives.ts';

/** What a shopper types at the checkout; matched case-insensitively (core 4), so stored as written. */
export const checkoutCode = z.string().trim().regex(/^[A-Za-z0-9_-]{3,64}$/, '3-64 letters, digits, "-" or "_"');

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_delivery'] as const;

export const discountCode = z.object({
  id, code: checkoutCode,
  /** percent: off the products; fixed: euro off the products; free_delivery: the delivery costs nothing. */
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent (at most 100) or euro; 0 (or left out) for free_delivery. */
  value: money.default(0),
  /** The products' total (euro) the order must reach for the code to apply. */
  minBasket: money.default(0),
  /** Valid from startsAt (none: from the start) until endsAt (none: without end). */
  startsAt: isoDate.nullable().default(null),
  endsAt: isoDate.nullable().default(null),
  /** Orders that may use the code; null: unlimited. */
  usageLimit: z.number().int().positive().nullable().default(null),
  /** Orders that have used it; left out: kept as stored (0 for a new code). */
  usedCount: z.number().int().nonnegative().optional(),
  isEnabled: z.boolean().default(true),
}).refine((c) => c.kind !== 'percent' || c.value <= 100, { message: 'a percentage above 100', path: ['value'] })
  .refine((c) => c.kind === 'free_delivery' ? c.value === 0 : c.value > 0, { message: 'percent and fixed codes need a value above 0, free_delivery codes 0', path: ['value'] })
  .refine((c) => c.startsAt === null || c.endsAt === null || c.startsAt < c.endsAt, { message: 'the code ends before it starts', path: ['endsAt'] });

export const giftCard = z.object({
  id, code: checkoutCode,
  /** Euro left on the card; left out: kept as stored (required for a new card). */
  balance: money.optional(),
  /** Usable until expiresAt; null: without end. */
  expiresAt: isoDate.nullable().default(null),
  isEnabled: z.boolean().default(true),
});
