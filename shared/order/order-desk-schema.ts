/**
 * The order desk's requests (issue 16 item 5), one schema each for the staff
 * pages and the API (architecture decision 6): the staff list's query, the
 * staff actions on an order, and the warehouse webhook's body. Staff body
 * messages are dictionary keys (orderDesk.error.*): the page shows them with
 * t(), the worker translates them for its 400 `fields`. The query's and the
 * warehouse's messages are plain English, as every query's and machine's 400.
 */
import * as v from 'valibot';
import { idValue } from '../query-fields.ts';
import type { OrderStatus } from '../types/order.ts';
import { FULFILMENT_STATUSES } from './order-status-flow.ts';
import { ORDER_NUMBER_PATTERN } from './order-action-schema.ts';

export const ORDER_DESK_MESSAGES = {
  required: 'orderDesk.error.required',
  tooLong: 'orderDesk.error.tooLong',
  invalid: 'orderDesk.error.invalid',
  status: 'orderDesk.error.status',
  code: 'orderDesk.error.code',
} as const;

/** Every status an order can have, for the list's filter (the shop's own first, then fulfilment's). */
export const ORDER_STATUSES = ['awaiting_payment', 'payment_failed', 'cancelled', ...FULFILMENT_STATUSES] as const satisfies readonly OrderStatus[];

/** Rows of a staff list page. */
export const ORDER_PAGE_SIZE = 25;
/** A message to the customer with a change: a few paragraphs, not a document. */
export const MAX_DESK_NOTE_LENGTH = 2000;
/** A parcel's tracking code: letters and digits, with a space or dash between groups (Posti JJFI…, UPS 1Z…). */
export const TRACKING_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9 -]{1,38}[A-Z0-9])$/;
export const MAX_CARRIER_LENGTH = 40;
/** The warehouse's event ids: its own unique reference of one delivery (a UUID, a sequence). */
export const EVENT_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

const M = ORDER_DESK_MESSAGES;

/** A query value that may be absent or empty ('' is "all" in the list's filters). */
const optionalQuery = <S extends v.GenericSchema>(schema: S) => v.optional(v.union([v.literal(''), schema]), '');

const isDate = (value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const dateValue = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD.'), v.check(isDate, 'Must be a date as YYYY-MM-DD.'));

/** GET /api/staff/orders/?status=&store=&delivery_method=&from=&to=&page= (from and to are days, both included). */
export const orderListQuerySchema = v.object({
  status: optionalQuery(v.picklist(ORDER_STATUSES, `Use one of ${ORDER_STATUSES.join(', ')}.`)),
  store: optionalQuery(idValue()),
  delivery_method: optionalQuery(idValue()),
  from: optionalQuery(dateValue),
  to: optionalQuery(dateValue),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Must be a page number from 1.'), v.transform(Number)), '1'),
});

const optionalNote = v.optional(v.pipe(v.string(M.invalid), v.trim(), v.maxLength(MAX_DESK_NOTE_LENGTH, M.tooLong)), '');

const trackingCode = (messages: { required: string; code: string; invalid: string }) =>
  v.pipe(v.string(messages.invalid), v.trim(), v.nonEmpty(messages.required), v.toUpperCase(), v.regex(TRACKING_CODE_PATTERN, messages.code));
const carrier = (messages: { tooLong: string; invalid: string }) =>
  v.optional(v.pipe(v.string(messages.invalid), v.trim(), v.maxLength(MAX_CARRIER_LENGTH, messages.tooLong)), '');

/** POST /api/staff/orders/:orderNumber/status/ {status, note?}: the note is a message to the customer (mail and history). */
export const orderStatusSchema = v.object({ status: v.picklist(FULFILMENT_STATUSES, M.status), note: optionalNote }, M.invalid);

/** POST /api/staff/orders/:orderNumber/tracking/ {code, carrier?} */
export const orderTrackingSchema = v.object({ code: trackingCode(M), carrier: carrier(M) }, M.invalid);

/** POST /api/staff/orders/:orderNumber/cancel/ {refund, note?} */
export const orderCancelSchema = v.object({ refund: v.boolean(M.invalid), note: optionalNote }, M.invalid);

const W = { required: 'Required.', code: 'Must be a tracking code: letters and digits, 3 to 40.', invalid: 'Must be text.', tooLong: `At most ${MAX_CARRIER_LENGTH} characters.` };

/** POST /api/warehouse/order-status/ {order_number, status, tracking_code?, carrier?, event_id} */
export const warehouseStatusSchema = v.object({
  order_number: v.pipe(v.string(W.invalid), v.trim(), v.regex(ORDER_NUMBER_PATTERN, 'Must be an order number.'), v.toUpperCase()),
  status: v.picklist(FULFILMENT_STATUSES, `Use one of ${FULFILMENT_STATUSES.join(', ')}.`),
  tracking_code: v.optional(v.union([v.literal(''), trackingCode(W)], W.code), ''),
  carrier: carrier(W),
  event_id: v.pipe(v.string(W.invalid), v.regex(EVENT_ID_PATTERN, 'Must be 1 to 100 letters, digits or . _ : -')),
}, 'Send a JSON object.');

export type OrderListQuery = v.InferOutput<typeof orderListQuerySchema>;
export type OrderStatusRequest = v.InferOutput<typeof orderStatusSchema>;
export type OrderTrackingRequest = v.InferOutput<typeof orderTrackingSchema>;
export type OrderCancelRequest = v.InferOutput<typeof orderCancelSchema>;
export type WarehouseStatusRequest = v.InferOutput<typeof warehouseStatusSchema>;
