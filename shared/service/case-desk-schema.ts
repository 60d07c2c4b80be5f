/**
 * The case desk's requests (issue 16 item 3), one schema each for the page
 * and the API (architecture decision 6): the staff lists' query, the staff
 * actions on a case, and the customer's answer on their case page. Body
 * messages are dictionary keys (caseDesk.error.* for staff, serviceForm.error.*
 * for the customer): the page shows them with t(), the worker translates them
 * for its 400 `fields`. The query's messages are plain, as every query's 400.
 */
import * as v from 'valibot';
import { idValue } from '../query-fields.ts';
import { CASE_KINDS, CASE_STATUSES } from './case-status.ts';
import { SERVICE_FORM_MESSAGES } from './service-form-messages.ts';

export const CASE_DESK_MESSAGES = {
  required: 'caseDesk.error.required',
  tooLong: 'caseDesk.error.tooLong',
  invalid: 'caseDesk.error.invalid',
  amount: 'caseDesk.error.amount',
  position: 'caseDesk.error.position',
} as const;

/** The customer's answer says what the service desk's other customer forms say (cat 5 "This is a required field."). */
export const CASE_ANSWER_MESSAGES = {
  required: SERVICE_FORM_MESSAGES.required,
  tooLong: SERVICE_FORM_MESSAGES.tooLong,
  invalid: SERVICE_FORM_MESSAGES.invalid,
} as const;

/** A case number: 'R' (return) or 'C' (complaint) and 8 digits (case-secrets.ts); anything else names no case. */
export const isCaseNumber = (value: string): boolean => /^[RC]\d{8}$/.test(value);

/** Rows of a staff list page. */
export const CASE_PAGE_SIZE = 25;
/** A note, a question or an answer: a few paragraphs, not a document. */
export const MAX_NOTE_LENGTH = 2000;
/** Larger than any order the shop takes; a typo of an extra digit is refused before the order's bound is read. */
export const MAX_REFUND_EUR = 100_000;

const M = CASE_DESK_MESSAGES;
const A = CASE_ANSWER_MESSAGES;

/** A query value that may be absent or empty ('' is "all" in the lists' filters). */
const optionalQuery = <S extends v.GenericSchema>(schema: S) => v.optional(v.union([v.literal(''), schema]), '');

/** GET /api/staff/cases/?kind=&status=&store=&page= */
export const caseListQuerySchema = v.object({
  kind: v.picklist(CASE_KINDS, `Use one of ${CASE_KINDS.join(', ')}.`),
  status: optionalQuery(v.picklist(CASE_STATUSES, `Use one of ${CASE_STATUSES.join(', ')}.`)),
  store: optionalQuery(idValue()),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Must be a page number from 1.'), v.transform(Number)), '1'),
});

const text = (messages: { required: string; tooLong: string; invalid: string }) =>
  v.pipe(v.string(messages.invalid), v.trim(), v.nonEmpty(messages.required), v.maxLength(MAX_NOTE_LENGTH, messages.tooLong));
const optionalText = v.optional(v.pipe(v.string(M.invalid), v.trim(), v.maxLength(MAX_NOTE_LENGTH, M.tooLong)), '');

/** POST /api/staff/cases/:caseNumber/status/: the new status, and a message to the customer (shown on their page and in the mail). */
export const caseStatusSchema = v.object({ status: v.picklist(CASE_STATUSES, M.invalid), note: optionalText }, M.invalid);

/** /comment/ (never shown to the customer) and /question/ (shown, and mailed). */
export const caseNoteSchema = v.object({ note: text(M) }, M.invalid);

/**
 * A euro amount as typed ("12,50", "12.5", "12") or as a number: more than
 * zero, whole cents, at most MAX_REFUND_EUR. The order's bound is the server's.
 */
export const euroAmount = v.pipe(
  v.union([
    v.number(M.amount),
    v.pipe(v.string(M.amount), v.trim(), v.nonEmpty(M.required), v.regex(/^\d{1,6}(?:[.,]\d{1,2})?$/, M.amount), v.transform((value) => Number(value.replace(',', '.')))),
  ], M.amount),
  v.check((value) => Number.isFinite(value) && value > 0 && value <= MAX_REFUND_EUR && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, M.amount),
);

/** /refund/ {amount} in euro. */
export const caseRefundSchema = v.object({ amount: euroAmount }, M.invalid);

/** /received/ {position}: the case row (service_case_rows.position, from 0) whose goods reached the warehouse. */
export const caseReceivedSchema = v.object({
  position: v.pipe(v.number(M.position), v.integer(M.position), v.minValue(0, M.position), v.maxValue(10_000, M.position)),
}, M.invalid);

/** POST /api/service-cases/:token/answer/ {answer}: the customer's answer to a question. */
export const caseAnswerSchema = v.object({ answer: text(A) }, A.invalid);

export type CaseListQuery = v.InferOutput<typeof caseListQuerySchema>;
export type CaseStatusRequest = v.InferOutput<typeof caseStatusSchema>;
