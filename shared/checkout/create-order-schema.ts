/**
 * The body of POST /api/orders/ (issue 6): the cart as POST /api/checkout/
 * takes it, the checkout form of core 3 and the payment method. The form's
 * messages are shown beside its fields, so they come first and unprefixed, in
 * the order's language; the cart's come as `checkout.{path}`.
 */
import type { Translate } from '../i18n.ts';
import { languageAt, type Language } from '../languages.ts';
import type { CreateOrderRequest, PaymentMethodId } from '../types/order.ts';
import { isRecord } from '../is-record.ts';
import { prefixFields, type FieldErrors } from '../validation.ts';
import { validateCheckoutForm } from './checkout-form-schema.ts';
import { validateCheckoutRequest } from './checkout-schema.ts';

const PAYMENT_METHODS: readonly PaymentMethodId[] = ['card', 'paypal', 'klarna'];

type CreateOrderValidation =
  | { ok: true; request: CreateOrderRequest }
  | { ok: false; error: { code: string; message: string; fields: FieldErrors } };

const isPaymentMethod = (value: unknown): value is PaymentMethodId => PAYMENT_METHODS.includes(value as PaymentMethodId);

/** The language the order's texts are in: the cart's language_code when the shop speaks it. */
export const orderLanguage = (body: unknown): Language | undefined => languageAt(body, 'checkout', 'language_code');

/**
 * The address form names the delivery country (decision 018); a client that
 * leaves it out (an API caller of before) delivers to the cart's country.
 */
function withCartCountry(form: unknown, checkout: unknown): unknown {
  if (!isRecord(form) || form.country_code !== undefined || !isRecord(checkout)) return form;
  return { ...form, country_code: checkout.country_code };
}

/** Checks the whole body; `t` speaks the order's language (orderLanguage). */
export function validateCreateOrderRequest(body: unknown, t: Translate): CreateOrderValidation {
  const input = isRecord(body) ? body : {};
  const invalidForm = (fields: FieldErrors) => ({ ok: false as const, error: { code: 'invalid_form', message: t('orderError.invalidForm'), fields } });
  const form = validateCheckoutForm(withCartCountry(input.form, input.checkout), t);
  if (!form.ok) return invalidForm(form.fields);
  const checkout = validateCheckoutRequest(input.checkout);
  if (!checkout.ok) {
    return { ok: false, error: { code: 'invalid_checkout', message: 'The checkout request is not valid.', fields: prefixFields('checkout', checkout.fields) } };
  }
  if (!isPaymentMethod(input.payment_method)) return invalidForm({ payment_method: t('orderError.paymentMethod') });
  const shown = readShown(input.shown);
  if (shown === false) {
    return { ok: false, error: { code: 'invalid_order', message: 'The shown amount is not valid.', fields: { shown: 'Expected { currency_code: string, to_pay: number ≥ 0 }.' } } };
  }
  return { ok: true, request: { checkout: checkout.request, form: form.form, payment_method: input.payment_method, ...(shown ? { shown } : {}) } };
}

/** The optional `shown` amount (decision 016): absent is undefined, malformed is false. */
function readShown(value: unknown): CreateOrderRequest['shown'] | false {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) return false;
  const { currency_code: code, to_pay: toPay } = value;
  if (typeof code !== 'string' || !/^[a-z]{3}$/i.test(code)) return false;
  if (typeof toPay !== 'number' || !Number.isFinite(toPay) || toPay < 0 || toPay > 1e9) return false;
  return { currency_code: code.toLowerCase(), to_pay: toPay };
}
