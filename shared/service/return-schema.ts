/**
 * The return calls and forms of issue 16 item 1, one schema each for the page
 * and the API (architecture decision 6). Messages are dictionary keys.
 *
 * - POST /api/returns/request/ {email, order_number} mails the one-time link;
 *   a logged-in customer sends only {order_number} of one of their orders.
 * - GET /api/returns/form/?token= the order's rows and what may be returned.
 * - POST /api/returns/ {token, rows, idempotency_key} writes the return.
 */
import * as v from 'valibot';
import { isReturnReason, SERVICE_FORM_MESSAGES as M } from './service-form-messages.ts';

export const RETURN_MESSAGES = {
  /** cat 5 "a return reason must be selected". */
  reason: 'returns.error.reason',
  /** cat 5 "a size must be selected": an exchange names its replacement. */
  size: 'returns.error.size',
  noRows: 'returns.error.noRows',
  amount: 'returns.error.amount',
  orderNumber: 'returns.error.orderNumber',
} as const;

const MAX_EMAIL_LENGTH = 254;
export const MAX_TRACKING_CODE_LENGTH = 40;
/** At most this many units of one row in one return: an order row never holds more. */
export const MAX_RETURN_AMOUNT = 999;
/** An order has far fewer rows; a body with more is not a return form's. */
const MAX_ROWS = 100;
/** Tokens of the mail links: 43 url-safe characters (256 bits); anything else is not one. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

const email = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(MAX_EMAIL_LENGTH, M.email), v.email(M.email));
/** 'K' and 8 digits for a web order; typed in any case, with spaces around. */
const orderNumber = v.pipe(
  v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(20, M.tooLong), v.toUpperCase(),
  v.regex(/^[A-Z0-9-]{4,20}$/, RETURN_MESSAGES.orderNumber),
);
const token = v.pipe(v.string(M.required), v.trim(), v.regex(TOKEN_PATTERN, M.invalid));
const id = v.pipe(v.number(M.invalid), v.integer(M.invalid), v.minValue(1, M.invalid), v.maxValue(2 ** 53 - 1, M.invalid));

/** A guest's request: the order's email and number must both match (cat 8 "order not found"). */
export const returnRequestSchema = v.object({ email, order_number: orderNumber }, M.invalid);
/** A logged-in customer's request: one of their own orders. */
export const accountReturnRequestSchema = v.object({ order_number: orderNumber }, M.invalid);
export const returnFormQuerySchema = v.object({ token }, M.invalid);

export const RETURN_ACTIONS = ['return', 'exchange'] as const;
export type ReturnAction = typeof RETURN_ACTIONS[number];

const returnRow = v.pipe(
  v.object({
    /** The order row's position. */
    position: v.pipe(v.number(M.invalid), v.integer(M.invalid), v.minValue(0, M.invalid), v.maxValue(10_000, M.invalid)),
    amount: v.pipe(v.number(RETURN_MESSAGES.amount), v.integer(RETURN_MESSAGES.amount), v.minValue(1, RETURN_MESSAGES.amount), v.maxValue(MAX_RETURN_AMOUNT, RETURN_MESSAGES.amount)),
    reason: v.pipe(v.string(RETURN_MESSAGES.reason), v.check((value: string) => isReturnReason(value), RETURN_MESSAGES.reason)),
    action: v.picklist(RETURN_ACTIONS, M.invalid),
    /** The replacement of an exchange: another size or colour of the same model (cat 5). */
    exchange_variant_id: v.optional(v.nullable(id)),
    /** cat 3 "tracking code for returns from abroad". */
    tracking_code: v.optional(v.pipe(v.string(M.invalid), v.trim(), v.maxLength(MAX_TRACKING_CODE_LENGTH, M.tooLong), v.regex(/^[A-Za-z0-9 -]*$/, M.invalid)), ''),
  }, M.invalid),
  v.forward(v.check((row) => row.action !== 'exchange' || typeof row.exchange_variant_id === 'number', RETURN_MESSAGES.size), ['exchange_variant_id']),
);

export const returnSubmitSchema = v.object({
  token,
  rows: v.pipe(v.array(returnRow, M.invalid), v.minLength(1, RETURN_MESSAGES.noRows), v.maxLength(MAX_ROWS, M.invalid),
    v.check((rows) => new Set(rows.map((row) => row.position)).size === rows.length, M.invalid)),
  /** One random key per filled form: a double-clicked submit writes one return (worker/data/submission-keys.ts). */
  idempotency_key: v.optional(v.pipe(v.string(M.invalid), v.regex(/^[A-Za-z0-9_-]{16,64}$/, M.invalid))),
}, M.invalid);

export type ReturnRequest = v.InferOutput<typeof returnRequestSchema>;
export type ReturnSubmitRequest = v.InferOutput<typeof returnSubmitSchema>;
export type ReturnRowRequest = ReturnSubmitRequest['rows'][number];
