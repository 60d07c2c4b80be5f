/**
 * The fields the question, corporate and newsletter forms share (issue 16
 * item 6): who writes, how to reach them, the honeypot and the idempotency
 * key. Messages are dictionary keys (SERVICE_FORM_MESSAGES, 'serviceForm').
 */
import * as v from 'valibot';
import { SERVICE_FORM_MESSAGES as M } from './service-form-messages.ts';
import { isVatCountry, normaliseVatNumber } from './vat-number.ts';

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MAX_COMPANY_LENGTH = 150;
export const MAX_PHONE_LENGTH = 30;
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_VAT_NUMBER_LENGTH = 40;

/**
 * The honeypot's name: a field hidden from people (and from assistive
 * technology) that a form-filling bot tends to fill. A filled one is answered
 * like a success, and nothing is stored or mailed.
 */
export const HONEYPOT_FIELD = 'website';

export const PHONE_MESSAGE = 'corporateForms.error.phone';

export const email = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(MAX_EMAIL_LENGTH, M.email), v.email(M.email));

/** A required line of text: trimmed, not empty, at most `max` characters; the messages of another form's namespace when given. */
export const requiredText = (max: number, messages: { required: string; tooLong: string } = M) => (
  v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(max, messages.tooLong)));

/** An optional line of text: '' when absent. */
export const optionalText = (max: number) => v.optional(v.pipe(v.string(M.invalid), v.trim(), v.maxLength(max, M.tooLong)), '');

/**
 * A phone number as people write it: an optional +, digits, spaces, dashes,
 * dots and brackets, 6 to 15 digits in all (E.164's maximum); the messages of
 * another form's namespace when given.
 */
export const phoneOf = (messages: { required: string; phone: string }) => v.pipe(
  v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(MAX_PHONE_LENGTH, messages.phone),
  v.regex(/^\+?[0-9 ().-]+$/, messages.phone),
  v.check((value) => { const digits = value.replace(/\D/g, '').length; return digits >= 6 && digits <= 15; }, messages.phone),
);

export const phone = phoneOf({ required: M.required, phone: PHONE_MESSAGE });

type VatFields = { country: string; vat_number: string };

/** The number in its register's form when it is one of the country's (vat-number.ts), else null. */
const registeredVatNumber = (input: VatFields) => (isVatCountry(input.country) ? normaliseVatNumber(input.country, input.vat_number) : null);

const vatNumberCheck = (message: string) => v.forward(
  v.partialCheck<VatFields, [['country'], ['vat_number']], VatFields, string>([['country'], ['vat_number']], (input) => registeredVatNumber(input) !== null, message),
  ['vat_number'],
);

/**
 * A form with a country and a VAT number: the number checked by the chosen
 * country's format (also while other fields are wrong, so every message
 * shows at once) on the vat_number field, and kept as its register writes it.
 */
export function withVatNumber<TSchema extends v.GenericSchema<unknown, VatFields>>(schema: TSchema, message: string) {
  return v.pipe(
    schema,
    vatNumberCheck(message),
    v.transform((input: v.InferOutput<TSchema>) => ({ ...input, vat_number: registeredVatNumber(input) ?? input.vat_number })),
  );
}

/** The honeypot: any text (a bot's), '' when a person sent the form. */
export const honeypot = v.optional(v.pipe(v.string(M.invalid), v.maxLength(2000, M.tooLong)), '');

/** The page's random key of one filled form (worker/data/submission-keys.ts decides whether it is one). */
export const idempotencyKey = v.optional(v.pipe(v.string(M.invalid), v.maxLength(100, M.invalid)), '');

/** Tokens of the newsletter mails' links: 43 url-safe characters (256 bits); anything else is not one. */
export const linkToken = v.pipe(v.string(M.required), v.trim(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, M.invalid));

/** What a sent question or corporate form answers: its reference and the page's message, in the request's language. */
export interface FormSentResponse { ok: true; reference: string; message: string }
