/**
 * Delivery sections of the import format (cat 3 Delivery limit info, Delivery
 * option, Delivery country; cat 9 delivery time): the shop's delivery methods,
 * working days per country, a model's delivery limits, the
 * "also bought" history and the pickup points of parcel-locker methods.
 * Tables: migrations/0004_product_page.sql, 0010_pickup_points.sql.
 */
import { z } from 'zod';
import { countryCode, id, money, perLanguage, text } from './import-format-primitives.ts';

export const DELIVERY_METHOD_KINDS = ['home', 'parcel_locker', 'store_pickup', 'express_pickup'] as const;
const kind = z.enum(DELIVERY_METHOD_KINDS);
/** Store pickup and express pickup happen at one store; home and locker delivery at none. */
const STORE_KINDS: ReadonlySet<string> = new Set(['store_pickup', 'express_pickup']);

/** Postal codes are compared as text, so both ends of a range have the same length (e.g. "22000"-"22999"). */
const postalCode = z.string().regex(/^[0-9A-Z]{2,10}$/, 'a postal code: digits and upper-case letters, no spaces');
const postalRange = z.object({ from: postalCode, to: postalCode })
  .refine((range) => range.from.length === range.to.length, { message: 'both ends of a range have the same length', path: ['to'] })
  .refine((range) => range.from <= range.to, { message: 'the range ends before it starts', path: ['to'] });

export const deliveryMethod = z.object({
  id, kind,
  storeId: id.nullable().default(null),
  /** Euro with VAT; free when the order (or on the product page, the product) costs at least freeThreshold. */
  price: money,
  freeThreshold: money.nullable().default(null),
  sortOrder: z.number().int().default(0),
  isEnabled: z.boolean().default(true),
  names: perLanguage(text),
  countryCodes: z.array(countryCode).min(1),
  /** Postal codes served in those countries; none: every postal code. */
  postalRanges: z.array(postalRange).default([]),
}).refine((m) => STORE_KINDS.has(m.kind) === (m.storeId !== null), { message: 'store and express pickup name their store; home and locker delivery none', path: ['storeId'] });

/**
 * A carrier's pickup point (parcel locker) of a parcel_locker method: what the
 * shopper picks at the checkout (cat 5) and the order's delivery location.
 * `code` is the carrier's point id, unique across all points.
 */
export const pickupPoint = z.object({
  id,
  methodId: id,
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, '1-40 letters, digits, "-" or "_" (the carrier\'s point id)'),
  name: text,
  address: text,
  postalCode,
  city: text,
  countryCode,
  enabled: z.boolean().default(true),
});

/** Working days a parcel takes to the country, per shipping key (cat 3 Delivery country delivery_days). */
export const countryDeliveryDays = z.object({
  countryCode,
  shippingKey: z.enum(['standard', 'ski_bundle']),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
}).refine((days) => days.start <= days.end, { message: 'end before start', path: ['end'] });

/** How many orders held both models ("also bought" of extra type 2). */
export const alsoBoughtPair = z.object({
  modelId: id,
  otherModelId: id,
  times: z.number().int().positive(),
}).refine((pair) => pair.modelId !== pair.otherModelId, { message: 'a model is not bought with itself', path: ['otherModelId'] });

/** A model's delivery limits and guides, merged into the model section. */
export const modelDeliveryFields = {
  /** Delivery method kinds the model ships with; empty: every kind. */
  deliveryMethodKinds: z.array(kind).default([]),
  /** Countries the model is not shipped to. */
  blockedCountryCodes: z.array(countryCode).default([]),
  /** Sent abroad as its own package (long skis and other large items). */
  perInternationalPackage: z.boolean().default(false),
  /**
   * Gone (decision 034): the Guides tab lists the blog posts that name the model
   * in their `modelIds`. A file still giving a model's guides as title and URL is refused, not silently cut.
   */
  blogPosts: z.never({ error: 'guides are blog posts now: list the model in blogPosts[].modelIds' }).optional(),
};

/** Per delivery country: a shipping time that replaces the variant's own, or a block. */
export const variantCountryOverride = z.object({
  countryCode,
  shippingTime: z.number().int().min(0).max(999).nullable().default(null),
  blocked: z.boolean().default(false),
});
