/**
 * The checkout form of core 3, one schema for the payment page and POST
 * /api/orders/ (architecture decision 6). Issue messages are dictionary keys:
 * the page shows them with t() beside the field, the server translates them
 * in the order's language for its 400 `fields`, so both read the same.
 */
import * as v from 'valibot';
import type { Translate } from '../i18n.ts';
import type { CheckoutForm } from '../types/order.ts';
import { validateInput } from '../validation.ts';
import { postalCodeFits } from '../delivery/postal-code-format.ts';

export const CHECKOUT_FORM_MESSAGES = {
  required: 'checkoutForm.error.required',
  tooLong: 'checkoutForm.error.tooLong',
  email: 'checkoutForm.error.email',
  phone: 'checkoutForm.error.phone',
  postalCode: 'checkoutForm.error.postalCode',
  /** The code cannot be one of the delivery country's (shared/delivery/postal-code-format.ts). */
  postalCodeCountry: 'checkoutForm.error.postalCodeCountry',
  country: 'checkoutForm.error.country',
  deliveryMethod: 'checkoutForm.error.deliveryMethod',
  /** Not an object, or a field of the wrong type: only a broken client sends it. */
  invalid: 'checkoutForm.error.invalid',
} as const;

const M = CHECKOUT_FORM_MESSAGES;
export const MAX_NAME_LENGTH = 100;
export const MAX_POSTAL_CODE_LENGTH = 12;
/** RFC 5321 path limit. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_DELIVERY_LOCATION_LENGTH = 200;
const MAX_ID = 2 ** 31 - 1;

const requiredText = (max: number) =>
  v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(M.invalid), v.trim(), v.maxLength(max, M.tooLong)), '');

/** Field order is the form's order: the first invalid field gets focus. */
const CHECKOUT_FORM_FIELDS = [
  'first_name', 'last_name', 'address', 'postal_code', 'city', 'country_code', 'phone', 'email',
  'delivery_method', 'delivery_location', 'seller_name', 'seller_number',
] as const;
type CheckoutFormField = (typeof CHECKOUT_FORM_FIELDS)[number];

const checkoutFormSchema = v.pipe(v.object({
  first_name: requiredText(MAX_NAME_LENGTH),
  last_name: requiredText(MAX_NAME_LENGTH),
  address: requiredText(MAX_NAME_LENGTH),
  city: requiredText(MAX_NAME_LENGTH),
  postal_code: v.pipe(requiredText(MAX_POSTAL_CODE_LENGTH), v.regex(/^[A-Za-z0-9 -]+$/, M.postalCode)),
  // Whether the shop delivers there is the pricing engine's answer (enabled countries live in D1).
  country_code: v.pipe(v.string(M.required), v.trim(), v.toLowerCase(), v.nonEmpty(M.required), v.regex(/^[a-z]{2}$/, M.country)),
  // "+358 40 123 4567": an optional leading +, digits and spaces, 6 to 20 characters.
  phone: v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required),
    v.regex(/^\+?[0-9][0-9 ]*$/, M.phone), v.minLength(6, M.phone), v.maxLength(20, M.phone)),
  email: v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required),
    v.maxLength(MAX_EMAIL_LENGTH, M.email), v.email(M.email)),
  delivery_method: v.optional(v.nullable(v.pipe(v.number(M.deliveryMethod), v.integer(M.deliveryMethod),
    v.minValue(1, M.deliveryMethod), v.maxValue(MAX_ID, M.deliveryMethod))), null),
  delivery_location: optionalText(MAX_DELIVERY_LOCATION_LENGTH),
  seller_name: optionalText(MAX_NAME_LENGTH),
  seller_number: optionalText(MAX_NAME_LENGTH),
}, M.invalid),
// A postal code that contradicts the delivery country is the postal code's error (issue 14).
v.forward(v.partialCheck([['postal_code'], ['country_code']], (form) => postalCodeFits(form.country_code, form.postal_code), M.postalCodeCountry), ['postal_code']));

type CheckoutFormValidation =
  | { ok: true; form: CheckoutForm }
  /** Message by field name ('body' when the input is not an object): dictionary keys, or texts when `t` is given. */
  | { ok: false; fields: Record<string, string> };

/**
 * Checks the whole form. The server passes its translator to answer texts in
 * the order's language; the page leaves it out and translates the keys itself.
 */
export function validateCheckoutForm(input: unknown, t?: Translate): CheckoutFormValidation {
  const result = validateInput(checkoutFormSchema, input, { notAnObject: M.invalid, missing: M.required, topLevel: true });
  if (result.ok) return { ok: true, form: result.request };
  return { ok: false, fields: t ? Object.fromEntries(Object.entries(result.fields).map(([field, key]) => [field, t(key)])) : result.fields };
}

/** One field's message key, or undefined when it is fine: the page checks a field on blur. */
export function checkoutFormFieldError(form: Partial<Record<CheckoutFormField, unknown>>, field: CheckoutFormField): string | undefined {
  const result = validateCheckoutForm(form);
  return result.ok ? undefined : result.fields[field];
}
