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

/** Checks the whole body; `t` speaks the order's language (orderLanguage). */
export function validateCreateOrderRequest(body: unknown, t: Translate): CreateOrderValidation {
  const input = isRecord(body) ? body : {};
  const invalidForm = (fields: FieldErrors) => ({ ok: false as const, error: { code: 'invalid_form', message: t('orderError.invalidForm'), fields } });
  const form = validateCheckoutForm(input.form, t);
  if (!form.ok) return invalidForm(form.fields);
  const checkout = validateCheckoutRequest(input.checkout);
  if (!checkout.ok) {
    return { ok: false, error: { code: 'invalid_checkout', message: 'The checkout request is not valid.', fields: prefixFields('checkout', checkout.fields) } };
  }
  if (!isPaymentMethod(input.payment_method)) return invalidForm({ payment_method: t('orderError.paymentMethod') });
  return { ok: true, request: { checkout: checkout.request, form: form.form, payment_method: input.payment_method } };
}
