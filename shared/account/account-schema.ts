/**
 * The account forms and calls of issue 15 (core 2 /accounts/*, core 7), one
 * schema each for the page and the API (architecture decision 6). Messages
 * are dictionary keys: the page shows them with t(), the worker translates
 * them in the request's language for its 400 `fields`.
 */
import * as v from 'valibot';
import { LANGUAGES } from '../languages.ts';

export const ACCOUNT_MESSAGES = {
  required: 'account.error.required',
  email: 'account.error.email',
  tooLong: 'account.error.tooLong',
  passwordShort: 'account.error.passwordShort',
  passwordLong: 'account.error.passwordLong',
  postcode: 'account.error.postcode',
  invalid: 'account.error.invalid',
} as const;

const M = ACCOUNT_MESSAGES;
/** NIST SP 800-63B: at least 8 characters, and long passphrases allowed. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;
/** Tokens of the mail links: 43 url-safe characters (256 bits); anything else is not one. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

const email = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(MAX_EMAIL_LENGTH, M.email), v.email(M.email));
/** A password is taken as typed: no trimming, so what was chosen is what is checked. */
const newPassword = v.pipe(v.string(M.required), v.nonEmpty(M.required), v.minLength(MIN_PASSWORD_LENGTH, M.passwordShort), v.maxLength(MAX_PASSWORD_LENGTH, M.passwordLong));
const givenPassword = v.pipe(v.string(M.required), v.nonEmpty(M.required), v.maxLength(MAX_PASSWORD_LENGTH, M.passwordLong));
const name = (required: boolean) => (required
  ? v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(MAX_NAME_LENGTH, M.tooLong))
  : v.optional(v.pipe(v.string(M.invalid), v.trim(), v.maxLength(MAX_NAME_LENGTH, M.tooLong)), ''));
/** Postal codes of the shop's countries: letters, digits, spaces and dashes, or none. */
const postcode = v.optional(v.pipe(v.string(M.invalid), v.trim(), v.maxLength(12, M.postcode), v.regex(/^[A-Za-z0-9 -]*$/, M.postcode)), '');
const token = v.pipe(v.string(M.required), v.trim(), v.regex(TOKEN_PATTERN, M.invalid));
const language = v.picklist(LANGUAGES, M.invalid);

export const registerSchema = v.object({
  email,
  password: newPassword,
  first_name: name(true),
  last_name: name(true),
  postcode,
  marketing_consent: v.optional(v.boolean(M.invalid), false),
  join_club: v.optional(v.boolean(M.invalid), false),
  language: v.optional(language),
}, M.invalid);

export const loginSchema = v.object({ email, password: givenPassword }, M.invalid);
export const tokenSchema = v.object({ token }, M.invalid);
export const emailSchema = v.object({ email, language: v.optional(language) }, M.invalid);
export const passwordResetConfirmSchema = v.object({ token, password: newPassword }, M.invalid);
export const stopRemindersSchema = v.object({ email, token }, M.invalid);
export const changePasswordSchema = v.object({ current_password: givenPassword, new_password: newPassword }, M.invalid);

/** core 4: the customer may change these; anything else in the body (is_staff, roles, id) is ignored. */
export const customerPatchSchema = v.object({
  first_name: v.optional(name(true)),
  last_name: v.optional(name(true)),
  postcode: v.optional(postcode),
  language: v.optional(language),
  marketing_consent: v.optional(v.boolean(M.invalid)),
  /** true joins the loyalty club, false leaves it. */
  club_member: v.optional(v.boolean(M.invalid)),
  /** core 3: the cart as a JSON string with products; at most 16 KB. */
  cart_content: v.optional(v.pipe(v.string(M.invalid), v.maxLength(16_000, M.tooLong))),
}, M.invalid);

const MAX_ID = 2 ** 31 - 1;
const id = v.pipe(v.number(M.invalid), v.integer(M.invalid), v.minValue(1, M.invalid), v.maxValue(MAX_ID, M.invalid));

/** cat 7: `{ model_id }`. */
export const wishlistToggleSchema = v.object({ model_id: id }, M.invalid);
/** cat 7: `{ review_id, review_vote: up | down | null, customer_id }`; customer_id is the session's, never the body's. */
export const reviewVoteSchema = v.object({ review_id: id, review_vote: v.nullable(v.picklist(['up', 'down'], M.invalid)) }, M.invalid);

export type RegisterRequest = v.InferOutput<typeof registerSchema>;
export type CustomerPatch = v.InferOutput<typeof customerPatchSchema>;
export type ReviewVoteRequest = v.InferOutput<typeof reviewVoteSchema>;
