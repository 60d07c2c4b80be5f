/**
 * The fields the question, corporate and newsletter forms share (issue 16
 * item 6): who writes, how to reach them, the honeypot and the idempotency
 * key. Messages are dictionary keys (SERVICE_FORM_MESSAGES, 'serviceForm').
 */
import * as v from 'valibot';
import { SERVICE_FORM_MESSAGES as M } from './service-form-messages.ts';

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MAX_COMPANY_LENGTH = 150;
export const MAX_PHONE_LENGTH = 30;
export const MAX_MESSAGE_LENGTH = 5000;

/**
 * The honeypot's name: a field hidden from people (and from assistive
 * technology) that a form-filling bot tends to fill. A filled one is answered
 * like a success, and nothing is stored or mailed.
 */
export const HONEYPOT_FIELD = 'website';

export const PHONE_MESSAGE = 'corporateForms.error.phone';

export const email = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(MAX_EMAIL_LENGTH, M.email), v.email(M.email));

/** A required line of text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));

/** An optional line of text: '' when absent. */
export const optionalText = (max: number) => v.optional(v.pipe(v.string(M.invalid), v.trim(), v.maxLength(max, M.tooLong)), '');

/** A phone number as people write it: an optional +, digits, spaces, dashes, dots and brackets, 6 to 15 digits in all (E.164's maximum). */
export const phone = v.pipe(
  v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(MAX_PHONE_LENGTH, PHONE_MESSAGE),
  v.regex(/^\+?[0-9 ().-]+$/, PHONE_MESSAGE),
  v.check((value) => { const digits = value.replace(/\D/g, '').length; return digits >= 6 && digits <= 15; }, PHONE_MESSAGE),
);

/** The honeypot: any text (a bot's), '' when a person sent the form. */
export const honeypot = v.optional(v.pipe(v.string(M.invalid), v.maxLength(2000, M.tooLong)), '');

/** The page's random key of one filled form (worker/data/submission-keys.ts decides whether it is one). */
export const idempotencyKey = v.optional(v.pipe(v.string(M.invalid), v.maxLength(100, M.invalid)), '');

/** Tokens of the newsletter mails' links: 43 url-safe characters (256 bits); anything else is not one. */
export const linkToken = v.pipe(v.string(M.required), v.trim(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, M.invalid));

/** What a sent question or corporate form answers: its reference and the page's message, in the request's language. */
export interface FormSentResponse { ok: true; reference: string; message: string }
