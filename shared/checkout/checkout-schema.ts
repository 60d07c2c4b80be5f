/**
 * The body of POST /api/checkout/ (core 7), shared by the cart (which checks
 * what it sends) and the worker (which refuses anything else with a 400).
 * Only the shape and bounds live here: whether a country, variant, bundle or
 * code exists is the pricing engine's answer. Keys the schema does not name
 * (a tampered `price`, say) are dropped: the server prices from D1 alone.
 */
import * as v from 'valibot';
import { validateInput, type Validation } from '../validation.ts';
import { LANGUAGE_MESSAGE, LANGUAGES } from '../languages.ts';
import type { CheckoutRequest } from '../types/checkout.ts';
import { isSelfTransfer } from './transfer-request.ts';
import { SKI_PACKAGE_ROW_ID } from '../ski-wizard/package-row.ts';
import { MAX_CATEGORY_SLUG_LENGTH, MAX_TYPED_CODE_LENGTH } from '../gift-campaign/campaign-code.ts';
import { GIFT_CARD_STEP, MAX_GIFT_CARD_AMOUNT, MAX_GIFT_MESSAGE_LENGTH, MAX_RECIPIENT_LENGTH } from './checkout-core.ts';

/** Rows per cart; also keeps the id lists of the pricing queries small. */
export const MAX_CHECKOUT_ROWS = 100;
/** Units of one row (the amount field clamps to it, core 9 number input). */
export const MAX_ROW_AMOUNT = 999;
/** Variants in one bundle row's hash ('v1,v2', cat 4). */
export const MAX_BUNDLE_VARIANTS = 10;
export const MAX_CODES = 20;
export const MAX_CODE_LENGTH = 64;
const MAX_ID = 2 ** 31 - 1;

const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message));
const text = (max: number) => v.pipe(v.string('Must be text.'), v.maxLength(max, `At most ${max} characters.`));

/** A bundle row id '{bundleId}-{seconds}' (cat 9 unique ids) or a ski package row id 'ski-{sport}-{seconds}' (decision 030). */
const isRowId = (value: string) => /^[1-9]\d{0,9}-\d{1,12}$/.test(value) || SKI_PACKAGE_ROW_ID.test(value);

/** A variant id, or a bundle or ski package row id; a numeric string counts as the number. */
const productId = v.union([
  id('Must be a variant id or a bundle row id.'),
  v.pipe(v.string('Must be a variant id or a bundle row id.'), v.check((value) => /^[1-9]\d{0,9}$/.test(value) || isRowId(value), 'Must be a variant id or a bundle row id.')),
], 'Must be a variant id or a bundle row id.');

/** Units per store id (transfer requests, core 3): a few warehouses at most. */
const MAX_TRANSFER_STORES = 20;
const storeAmounts = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'Must be store ids.')),
    v.pipe(v.number('Must be a whole number.'), v.integer('Must be a whole number.'), v.minValue(0, 'At least 0.'),
      v.maxValue(MAX_ROW_AMOUNT, `At most ${MAX_ROW_AMOUNT}.`)), 'Must be units per store id.'),
  v.check((amounts) => Object.keys(amounts).length <= MAX_TRANSFER_STORES, `At most ${MAX_TRANSFER_STORES} stores.`),
);
/** Each store once: a repeated id would count its stock twice. */
const storeIds = v.pipe(v.array(id('Must be a store id.'), 'Must be a list of store ids.'),
  v.maxLength(MAX_TRANSFER_STORES, `At most ${MAX_TRANSFER_STORES} stores.`), v.transform((ids) => [...new Set(ids)]));

/** The bundle's variant ids, sorted and joined by ',' (shared/checkout/cart-bundles.ts bundleHashOf). */
const bundleHash = v.pipe(v.string('Must be variant ids joined by ",".'),
  v.regex(new RegExp(`^[1-9]\\d{0,9}(?:,[1-9]\\d{0,9}){0,${MAX_BUNDLE_VARIANTS - 1}}$`), `Must be 1-${MAX_BUNDLE_VARIANTS} variant ids joined by ",".`));

/**
 * core 3's cart product row also carries frozen, extra_data, name, modelId,
 * price, manufacturer and main_group (or path): accepted and dropped here,
 * so a client that sends its rows as it holds them is answered, never trusted.
 */
const productRow = v.object({
  productId,
  amount: v.pipe(v.number('Must be a whole number.'), v.integer('Must be a whole number.'),
    v.minValue(1, 'At least 1.'), v.maxValue(MAX_ROW_AMOUNT, `At most ${MAX_ROW_AMOUNT}.`)),
  bundleHash: v.optional(bundleHash),
  transferAmounts: v.optional(storeAmounts),
  transferAmountsFrom: v.optional(storeAmounts),
});

/**
 * core 7's `bundles`: bundle rows sent apart from the products, in the cart's
 * own bundle-row form (cat 4: the id '{bundleId}-{seconds}', the variants in
 * bundleHash). They are priced with the products (shared stock) and answered
 * in the response's `bundles`; a bundle row among `products` still works.
 */
const bundleRow = v.object({
  productId: v.pipe(v.string('Must be a bundle row id.'), v.check(isRowId, 'Must be a bundle row id.')),
  amount: productRow.entries.amount,
  bundleHash,
});

const giftCardRow = v.object({
  uid: v.pipe(v.string('Must be text.'), v.minLength(1, 'Required.'), v.maxLength(64, 'At most 64 characters.')),
  productId: id('Must be a gift card product id.'),
  amount: v.pipe(v.number('Must be a whole number.'), v.integer('Must be a whole number.'), v.minValue(0, 'At least 0.'),
    v.maxValue(MAX_GIFT_CARD_AMOUNT, `At most ${MAX_GIFT_CARD_AMOUNT}.`), v.multipleOf(GIFT_CARD_STEP, `Must be a multiple of ${GIFT_CARD_STEP}.`)),
  recipient_name: v.optional(text(MAX_RECIPIENT_LENGTH)),
  message: v.optional(text(MAX_GIFT_MESSAGE_LENGTH)),
  // Whether it names one of the card pictures is the pricing engine's answer (a row problem), like an unknown model.
  template: v.optional(text(40)),
});

export const checkoutRequestSchema = v.pipe(v.object({
  // Optional (issue 13): core 7's call table does not name it; without it the answer echoes ''.
  validate_hash: v.optional(v.pipe(v.string('Must be text.'), v.maxLength(128, 'At most 128 characters.')), ''),
  country_code: v.pipe(v.string('Must be a country code.'), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, 'Must be a two-letter country code.')),
  language_code: v.picklist(LANGUAGES, LANGUAGE_MESSAGE),
  /** Not trusted: who the customer is (and whether club prices apply) comes from the session. */
  customer_id: v.optional(v.nullable(v.pipe(v.number('Must be a number.'), v.integer('Must be a whole number.')))),
  postal_code: v.optional(v.pipe(v.string('Must be text.'), v.trim(), v.regex(/^[A-Za-z0-9 -]{0,12}$/, 'Must be a postal code.'))),
  products: v.pipe(v.array(productRow, 'Must be a list of rows.'), v.maxLength(MAX_CHECKOUT_ROWS, `At most ${MAX_CHECKOUT_ROWS} rows.`)),
  bundles: v.optional(v.pipe(v.array(bundleRow, 'Must be a list of bundle rows.'), v.maxLength(MAX_CHECKOUT_ROWS, `At most ${MAX_CHECKOUT_ROWS} rows.`)), []),
  gift_card_products: v.optional(v.pipe(v.array(giftCardRow, 'Must be a list of gift cards.'),
    v.maxLength(MAX_CHECKOUT_ROWS, `At most ${MAX_CHECKOUT_ROWS} gift cards.`)), []),
  discount_codes: v.optional(v.pipe(v.array(v.pipe(v.string('Must be text.'), v.trim(),
    v.maxLength(MAX_CODE_LENGTH, `At most ${MAX_CODE_LENGTH} characters.`)), 'Must be a list of codes.'),
  v.maxLength(MAX_CODES, `At most ${MAX_CODES} codes.`)), []),
  repack: v.optional(v.boolean('Must be true or false.'), false),
  pikanouto: v.optional(v.boolean('Must be true or false.'), false),
  delivery_method: v.optional(v.nullable(id('Must be a delivery method id.'))),
  delivery_extra_data: v.optional(v.object({
    part_delivery: v.optional(v.boolean('Must be true or false.')),
    giosg_chatter: v.optional(text(100)),
  }, 'Must be an object.')),
  special_request: v.optional(text(1000)),
  // Accepted and bounded; the gift-campaign redeem flow reads it (the campaign's own issue).
  giftcampaign_data: v.optional(v.nullable(v.object({ code: text(MAX_TYPED_CODE_LENGTH), campaign: text(MAX_CATEGORY_SLUG_LENGTH) }, 'Must be an object.'))),
  customs_acknowledged: v.optional(v.boolean('Must be true or false.')),
  pageName: v.optional(v.picklist(['checkout', 'cart'], 'Use checkout or cart.')),
  // Staff modes (core 3); the route answers 403 to anyone else who sends them.
  enterprise_order: v.optional(v.nullable(v.object({ id: id('Must be an enterprise order id.') }, 'Must be an object.'))),
  transfer_request_from: v.optional(storeIds),
  transfer_request_to: v.optional(storeIds),
  transfer_request_high_priority: v.optional(v.boolean('Must be true or false.')),
  transfer_request_reserve_quantity: v.optional(v.boolean('Must be true or false.')),
  post_delivery: v.optional(v.boolean('Must be true or false.')),
}, 'Send a JSON object.'),
// Products and bundles are one cart: together at most MAX_CHECKOUT_ROWS rows.
v.forward(v.check((request) => request.products.length + request.bundles.length <= MAX_CHECKOUT_ROWS,
  `At most ${MAX_CHECKOUT_ROWS} rows with the products.`), ['bundles']),
// A transfer from a store to itself moves nothing (and with "reserve" would block stock for nothing).
v.forward(v.check((request) => !isSelfTransfer({ from: request.transfer_request_from ?? [], to: request.transfer_request_to ?? [] }),
  'Must differ from the only source store.'), ['transfer_request_to']));

type CheckoutValidation = Validation<CheckoutRequest>;

export function validateCheckoutRequest(value: unknown): CheckoutValidation {
  return validateInput(checkoutRequestSchema, value);
}
