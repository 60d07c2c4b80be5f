/**
 * Campaign management by a verified company's users (issue 17 item 2, cat 2
 * "manage campaign, create codes, add emails", cat 6; decision 027): one
 * schema per form, for the page and the API. Numbers come as typed (a form's
 * text), so a bad one gets its field message. Messages are dictionary keys
 * of the 'campaignAdmin' namespace.
 */
import * as v from 'valibot';
import { LANGUAGES } from '../languages.ts';
import { isCalendarDate } from '../validation.ts';

export const CAMPAIGN_ADMIN_MESSAGES = {
  required: 'campaignAdmin.error.required',
  tooLong: 'campaignAdmin.error.tooLong',
  date: 'campaignAdmin.error.date',
  endsBeforeStart: 'campaignAdmin.error.endsBeforeStart',
  endsTooLate: 'campaignAdmin.error.endsTooLate',
  price: 'campaignAdmin.error.price',
  count: 'campaignAdmin.error.count',
  category: 'campaignAdmin.error.category',
  language: 'campaignAdmin.error.language',
  models: 'campaignAdmin.error.models',
  emails: 'campaignAdmin.error.emails',
  search: 'campaignAdmin.error.search',
  invalid: 'campaignAdmin.error.invalid',
} as const;

const M = CAMPAIGN_ADMIN_MESSAGES;
export const MAX_CAMPAIGN_NAME_LENGTH = 100;
/** campaignAdmin.error.price names this amount (a schema message takes no parameters): change both together. */
export const MAX_RECIPIENT_PRICE = 10_000;
/**
 * Codes made in one request: a campaign may have any number, made a thousand
 * at a time. campaignAdmin.error.count names it (a schema message takes no
 * parameters): change both together.
 */
export const MAX_CODES_PER_REQUEST = 1000;
/** Addresses in one paste; each gets a code and a mail. */
export const MAX_RECIPIENTS_PER_REQUEST = 500;
export const MAX_EMAILS_TEXT_LENGTH = 30_000;
export const MAX_COMMENT_LENGTH = 500;
export const MAX_CATEGORY_MODELS = 200;
/** The catalogue search's shortest words; campaignAdmin.error.search names it (no parameters): change both together. */
export const MIN_MODEL_SEARCH_LENGTH = 2;
export const MAX_MODEL_SEARCH_LENGTH = 100;

const text = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));
const day = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.check(isCalendarDate, M.date));

/**
 * How far ahead a campaign may end, in years from today: a last day in
 * 9999 would be stored as a year of six digits. campaignAdmin.error.endsTooLate
 * names it (a schema message takes no parameters): change both together.
 */
export const MAX_CAMPAIGN_YEARS_AHEAD = 5;
const notTooLate = (day: string, today = new Date()) => Number(day.slice(0, 4)) * 10_000 + Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10))
  <= (today.getUTCFullYear() + MAX_CAMPAIGN_YEARS_AHEAD) * 10_000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
const id = v.pipe(v.number(M.category), v.integer(M.category), v.minValue(1, M.category));

/** A count or an amount as typed: a string (or a number from an API client). */
const typedNumber = (message: string) => v.pipe(v.union([v.string(message), v.number(message)], message), v.transform(String), v.trim(), v.transform((value) => value.replace(',', '.')));

export const campaignCreateSchema = v.pipe(
  v.object({
    name: text(MAX_CAMPAIGN_NAME_LENGTH),
    starts_on: day,
    ends_on: v.pipe(day, v.check((value) => notTooLate(value), M.endsTooLate)),
    recipient_price: v.pipe(
      typedNumber(M.price), v.regex(/^\d{1,5}(\.\d{1,2})?$/, M.price), v.transform(Number), v.maxValue(MAX_RECIPIENT_PRICE, M.price),
    ),
    free_delivery: v.optional(v.boolean(M.invalid), true),
  }, M.invalid),
  v.forward(v.partialCheck([['starts_on'], ['ends_on']], (input) => input.ends_on >= input.starts_on, M.endsBeforeStart), ['ends_on']),
);
export type CampaignCreate = v.InferOutput<typeof campaignCreateSchema>;
export const CAMPAIGN_FIELDS = ['name', 'starts_on', 'ends_on', 'recipient_price', 'free_delivery'] as const;

export const categorySchema = v.object({
  name: text(MAX_CAMPAIGN_NAME_LENGTH),
  model_ids: v.optional(v.pipe(
    v.array(v.pipe(v.number(M.models), v.integer(M.models), v.minValue(1, M.models)), M.models),
    v.maxLength(MAX_CATEGORY_MODELS, M.models),
    v.transform((ids) => [...new Set(ids)]),
  ), []),
}, M.invalid);
export type CategoryInput = v.InferOutput<typeof categorySchema>;

export const codesCreateSchema = v.object({
  category_id: id,
  count: v.pipe(typedNumber(M.count), v.regex(/^\d{1,4}$/, M.count), v.transform(Number), v.minValue(1, M.count), v.maxValue(MAX_CODES_PER_REQUEST, M.count)),
}, M.invalid);
export const CODES_FIELDS = ['category_id', 'count'] as const;

export const recipientsSchema = v.object({
  category_id: id,
  language: v.picklist(LANGUAGES, M.language),
  emails: v.pipe(v.string(M.emails), v.trim(), v.nonEmpty(M.emails), v.maxLength(MAX_EMAILS_TEXT_LENGTH, M.tooLong)),
}, M.invalid);
export const RECIPIENTS_FIELDS = ['category_id', 'language', 'emails'] as const;

export const codeCommentSchema = v.object({
  comment: v.pipe(v.string(M.invalid), v.trim(), v.maxLength(MAX_COMMENT_LENGTH, M.tooLong)),
}, M.invalid);

export const codeCategorySchema = v.object({ category_id: id }, M.invalid);

export const CODE_STATES = ['free', 'reserved', 'redeemed'] as const;
/** Codes a page of the list shows (the workbook has all). */
export const CODES_PER_PAGE = 100;

/** GET .../codes/?page=&state=: page 1 and every state unless asked. */
export const codesQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(M.invalid), v.regex(/^\d{1,6}$/, M.invalid), v.transform(Number), v.minValue(1, M.invalid)), '1'),
  state: v.optional(v.picklist(CODE_STATES, M.invalid)),
}, M.invalid);

export const modelSearchSchema = v.object({
  q: v.pipe(v.string(M.search), v.trim(), v.minLength(MIN_MODEL_SEARCH_LENGTH, M.search), v.maxLength(MAX_MODEL_SEARCH_LENGTH, M.search)),
}, M.invalid);

const EMAIL = v.pipe(v.string(), v.maxLength(254), v.email());

/**
 * The addresses of a paste: split at commas, semicolons, spaces and line
 * breaks, angle brackets dropped (a paste from a mail program); each
 * distinct address once, in the order pasted. What is no address is listed
 * back as typed.
 */
export function splitRecipientEmails(pasted: string): { good: string[]; bad: string[] } {
  const good: string[] = [];
  const bad: string[] = [];
  const seen = new Set<string>();
  for (const piece of pasted.split(/[\s,;]+/)) {
    const candidate = piece.replace(/^<|>$/g, '').trim();
    if (candidate === '') continue;
    if (!v.is(EMAIL, candidate)) {
      bad.push(piece);
      continue;
    }
    const key = candidate.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    good.push(candidate);
  }
  return { good, bad };
}
