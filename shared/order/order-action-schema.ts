/**
 * The customer's own order actions (issue 16 item 4): POST /api/orders/cancel/
 * and POST /api/orders/pack-together/. Which order is whose is proven by one of
 * a logged-in session that owns the order, the order's view token (the link
 * of the confirmation mail and the result page), or the email the order was
 * placed with, as the order lookup takes it (worker/services/orders/order-access.ts).
 * Messages are dictionary keys, translated in the request's language.
 */
import * as v from 'valibot';

const REQUIRED = 'checkoutForm.error.required';
const ORDER_NUMBER = 'viewOrder.error.orderNumber';
const INVALID = 'orderPages.actions.invalid';

/** 'K' and 8 digits (an 'S' prefix for a store sale, core 5): letters, digits and a dash, as the lookup form checks. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

const orderNumber = v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.regex(ORDER_NUMBER_PATTERN, ORDER_NUMBER), v.toUpperCase());

/** The proofs a body may carry; none of them for a logged-in customer's own order. */
const proof = {
  email: v.optional(v.pipe(v.string(INVALID), v.trim(), v.maxLength(254, INVALID))),
  token: v.optional(v.pipe(v.string(INVALID), v.trim(), v.maxLength(64, INVALID))),
};

export const cancelOrderSchema = v.object({ order_number: orderNumber, ...proof }, INVALID);

export const packTogetherSchema = v.object({ order_number: orderNumber, with_order_number: orderNumber, ...proof }, INVALID);

export type CancelOrderBody = v.InferOutput<typeof cancelOrderSchema>;
export type PackTogetherBody = v.InferOutput<typeof packTogetherSchema>;
