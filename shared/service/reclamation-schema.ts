/**
 * The complaint form of core 3 ("Reclamation form") and POST
 * /api/reclamations/, one schema for the page and the API (architecture
 * decision 6; issue 16 item 2). Every field of core 3 is here; the page
 * keeps each as a value plus its error. Messages are dictionary keys.
 *
 * Bounds (the spec shows none; ours): names and places 100, address 150,
 * city 80, postal code 12 (letters, digits, spaces, dashes), phone 6 to 15
 * digits, order number and receipt 32 and 40, manufacturer 100, model 150,
 * colour 60, size 30; the purchase date a real date from 2000 to today; the
 * price 0 to 100,000 euro with at most two decimals; the description 10 to
 * 5,000 characters. cat 5: the name is required, and a size unless "no
 * size" is ticked. core 5: sales channel 'S' (a store) means the main store
 * unless another is chosen, and an 'S' before the order number.
 */
import * as v from 'valibot';
import { isUploadToken, MAX_FILES } from './attachment-limits.ts';
import { email, idempotencyKey, MAX_NAME_LENGTH, optionalText, phone, requiredText } from './contact-fields.ts';
import { SERVICE_FORM_MESSAGES as M } from './service-form-messages.ts';
import { isCalendarDate } from '../validation.ts';

export const RECLAMATION_MESSAGES = {
  postNumber: 'reclamation.error.postNumber',
  salesChannel: 'reclamation.error.salesChannel',
  store: 'reclamation.error.store',
  targetStore: 'reclamation.error.targetStore',
  orderNumber: 'reclamation.error.orderNumber',
  date: 'reclamation.error.date',
  dateFuture: 'reclamation.error.dateFuture',
  price: 'reclamation.error.price',
  /** cat 5 "a size must be selected". */
  size: 'reclamation.error.size',
  complaintShort: 'reclamation.error.complaintShort',
  /** cat 8 "error uploading attachments (try again or send without attachments)". */
  uploads: 'reclamation.error.uploads',
  tooManyFiles: 'reclamation.error.tooManyFiles',
} as const;
const R = RECLAMATION_MESSAGES;

/** 'W': bought from the web shop; 'S': bought in a store (core 5). */
export const SALES_CHANNELS = ['W', 'S'] as const;
export type SalesChannel = typeof SALES_CHANNELS[number];

export const MAX_PRICE = 100_000;
export const MIN_COMPLAINT_LENGTH = 10;
export const MAX_COMPLAINT_LENGTH = 5000;
const FIRST_PURCHASE_DATE = '2000-01-01';

/** core 3's fields in the page's order: the first bad one takes the focus. */
export const RECLAMATION_FIELDS = [
  'customerName', 'email', 'phone', 'address', 'postNumber', 'city',
  'salesChannel', 'store', 'orderNumber', 'receipt', 'timeOfPurchase', 'price', 'targetStore',
  'manufacturer', 'model', 'color', 'size', 'noSize', 'used', 'complaint',
  'rowId', 'orderDate', 'unitDiscount', 'calculatedDiscount',
] as const;
export type ReclamationField = typeof RECLAMATION_FIELDS[number];

/** The form as the page holds and sends it: text as typed, two yes/no fields. */
export interface ReclamationValues {
  customerName: string; email: string; phone: string; address: string; postNumber: string; city: string;
  salesChannel: string; store: string; targetStore: string; orderNumber: string; receipt: string; timeOfPurchase: string;
  price: string; used: boolean; manufacturer: string; model: string; color: string; size: string; noSize: boolean; complaint: string;
  /** Filled from an order row (the account's order history or /view-order/), '' otherwise. */
  rowId: string; orderDate: string; unitDiscount: string; calculatedDiscount: string;
}

/** core 3: each field a value plus an error ('' none; the message's text otherwise). */
export type ReclamationForm = { [K in ReclamationField]: { value: ReclamationValues[K]; error: string } };

/** An empty form: core 3's price default '0'. */
export function emptyReclamation(): ReclamationValues {
  return {
    customerName: '', email: '', phone: '', address: '', postNumber: '', city: '', salesChannel: '', store: '', targetStore: '',
    orderNumber: '', receipt: '', timeOfPurchase: '', price: '0', used: false, manufacturer: '', model: '', color: '', size: '',
    noSize: false, complaint: '', rowId: '', orderDate: '', unitDiscount: '', calculatedDiscount: '',
  };
}

/** core 5: a store purchase's number carries an 'S' in front; a web order's is kept as it is. */
export function orderNumberFor(channel: string, orderNumber: string): string {
  const number = orderNumber.trim().toUpperCase().replace(/\s+/g, '');
  return channel === 'S' && number !== '' && !number.startsWith('S') ? `S${number}` : number;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (shared/validation.ts; named here too for this schema's callers). */
export { isCalendarDate };

/** Not after today anywhere on earth (a day of slack for time zones). */
const notFuture = (value: string) => value <= isoDay(new Date(Date.now() + 86_400_000));

/** Euro as typed ('49,90', '49.9', '0'): the amount, or NaN. */
export function parsePrice(text: string): number {
  const value = text.trim();
  if (!/^\d{1,6}(?:[.,]\d{1,2})?$/.test(value)) return Number.NaN;
  return Number(value.replace(',', '.'));
}

const storeId = v.pipe(v.string(M.invalid), v.trim(), v.regex(/^(\d{1,9})?$/, M.invalid));
/** What a prefilled order row gives: '' or a number. */
const prefilledNumber = v.optional(v.pipe(v.string(M.invalid), v.trim(), v.regex(/^(\d{1,6}(\.\d{1,2})?)?$/, M.invalid)), '');

export const reclamationSchema = v.pipe(
  v.object({
    customerName: requiredText(MAX_NAME_LENGTH),
    email,
    phone,
    address: requiredText(150),
    postNumber: v.pipe(requiredText(12), v.regex(/^[A-Za-z0-9 -]+$/, R.postNumber)),
    city: requiredText(80),
    salesChannel: v.picklist(SALES_CHANNELS, R.salesChannel),
    store: v.optional(storeId, ''),
    targetStore: v.pipe(storeId, v.nonEmpty(R.targetStore)),
    orderNumber: v.optional(v.pipe(v.string(M.invalid), v.trim(), v.maxLength(32, M.tooLong), v.regex(/^[A-Za-z0-9 -]*$/, R.orderNumber)), ''),
    receipt: optionalText(40),
    timeOfPurchase: v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.check(isCalendarDate, R.date),
      v.minValue(FIRST_PURCHASE_DATE, R.date), v.check(notFuture, R.dateFuture)),
    price: v.optional(v.pipe(v.string(R.price), v.trim(), v.check((value) => parsePrice(value) <= MAX_PRICE, R.price)), '0'),
    used: v.optional(v.boolean(M.invalid), false),
    manufacturer: requiredText(100),
    model: requiredText(150),
    color: optionalText(60),
    size: optionalText(30),
    noSize: v.optional(v.boolean(M.invalid), false),
    complaint: v.pipe(requiredText(MAX_COMPLAINT_LENGTH), v.minLength(MIN_COMPLAINT_LENGTH, R.complaintShort)),
    rowId: v.optional(v.pipe(v.string(M.invalid), v.trim(), v.regex(/^(\d{1,4})?$/, M.invalid)), ''),
    orderDate: v.optional(v.pipe(v.string(M.invalid), v.trim(), v.check((value) => value === '' || isCalendarDate(value), M.invalid)), ''),
    unitDiscount: prefilledNumber,
    calculatedDiscount: prefilledNumber,
    /** The form's random id; its uploads are counted and attached by it. */
    upload_session: v.optional(v.pipe(v.string(M.invalid), v.check((value) => value === '' || isUploadToken(value), M.invalid)), ''),
    upload_ids: v.optional(v.pipe(
      v.array(v.pipe(v.string(R.uploads), v.check((id: string) => isUploadToken(id), R.uploads)), R.uploads),
      v.maxLength(MAX_FILES, R.tooManyFiles),
      v.check((ids) => new Set(ids).size === ids.length, R.uploads),
    ), []),
    idempotency_key: idempotencyKey,
  }, M.invalid),
  v.forward(v.partialCheck([['size'], ['noSize']], (form) => form.noSize || form.size !== '', R.size), ['size']),
  v.forward(v.partialCheck([['upload_ids'], ['upload_session']], (form) => form.upload_ids.length === 0 || form.upload_session !== '', R.uploads), ['upload_ids']),
);

export type ReclamationRequest = v.InferOutput<typeof reclamationSchema>;
