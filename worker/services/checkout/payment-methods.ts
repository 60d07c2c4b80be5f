/**
 * Payment methods by delivery country (core 7 payment_methods, show_klarna,
 * paypal_checkout): a card always; Klarna where Klarna Checkout serves
 * shoppers; PayPal everywhere it serves the shop's countries. Klarna and
 * PayPal checkout are flagged only while the reason list is empty (core 5).
 */
import type { CheckoutResponse } from '../../../shared/types/checkout.ts';

export const KLARNA_COUNTRIES: ReadonlySet<string> = new Set(['fi', 'se', 'no', 'dk', 'de', 'at', 'nl']);
export const PAYPAL_EXCLUDED_COUNTRIES: ReadonlySet<string> = new Set(['ru']);

export type PaymentChoice = Pick<CheckoutResponse, 'payment_methods' | 'show_klarna' | 'paypal_checkout'>;

export function paymentMethodsFor(country: string, errors: readonly string[]): PaymentChoice {
  const klarna = KLARNA_COUNTRIES.has(country);
  const paypal = !PAYPAL_EXCLUDED_COUNTRIES.has(country);
  const methods: CheckoutResponse['payment_methods'] = ['card'];
  if (paypal) methods.push('paypal');
  if (klarna) methods.push('klarna');
  const clear = errors.length === 0;
  return { payment_methods: methods, show_klarna: klarna && clear, paypal_checkout: paypal && clear };
}
