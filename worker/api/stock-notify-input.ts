/**
 * The back-in-stock notifier's request (cat 5 "Stock notifier", cat 7 POST
 * /api/product_availability_email_notify/). Issue messages are dictionary
 * keys of the worker-only 'notify' namespace, translated in the shopper's
 * language: the form shows the 400's message on its field (cat 8 "Notifier 400").
 */
import * as v from 'valibot';
import { LANGUAGES } from '../../shared/languages.ts';
import type { FieldErrorTexts } from '../../shared/validation.ts';

export const NOTIFY_MESSAGES = {
  emailRequired: 'notify.emailRequired',
  invalidEmail: 'notify.invalidEmail',
  unknownProduct: 'notify.unknownProduct',
  /** A bad language or a body that is not an object: only a broken client sends them, no field shows them. */
  unexpected: 'errors.unexpected',
} as const;

/** RFC 5321 path limit. */
export const MAX_EMAIL_LENGTH = 254;

export const notifyRequestSchema = v.object({
  email: v.pipe(
    v.string(NOTIFY_MESSAGES.emailRequired),
    v.trim(),
    v.nonEmpty(NOTIFY_MESSAGES.emailRequired),
    v.maxLength(MAX_EMAIL_LENGTH, NOTIFY_MESSAGES.invalidEmail),
    v.email(NOTIFY_MESSAGES.invalidEmail),
    // One subscription per address whatever its case (the store keeps it lower-cased too).
    v.toLowerCase(),
  ),
  /** The variant's id: the product page calls variants products (cat 3 products). */
  product_id: v.pipe(v.number(NOTIFY_MESSAGES.unknownProduct), v.integer(NOTIFY_MESSAGES.unknownProduct),
    v.minValue(1, NOTIFY_MESSAGES.unknownProduct), v.maxValue(2 ** 31, NOTIFY_MESSAGES.unknownProduct)),
  lang_code: v.picklist(LANGUAGES, NOTIFY_MESSAGES.unexpected),
});

type NotifyRequest = v.InferOutput<typeof notifyRequestSchema>;

// A missing key is reported by the object schema with its own (English) text: name the field's key instead.
const NOTIFY_MISSING: Record<string, string> = {
  email: NOTIFY_MESSAGES.emailRequired,
  product_id: NOTIFY_MESSAGES.unknownProduct,
  lang_code: NOTIFY_MESSAGES.unexpected,
};

/** How the worker (worker/api/stock-notify.ts) names the fields' messages: dictionary keys by field (email, product_id, lang_code; body when it is not an object). */
export const NOTIFY_TEXTS: FieldErrorTexts = { notAnObject: NOTIFY_MESSAGES.unexpected, missing: (field: string) => NOTIFY_MISSING[field], topLevel: true };

