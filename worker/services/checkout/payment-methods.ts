/**
 * Payment methods by delivery country (core 7 payment_methods, show_klarna,
 * paypal_checkout): a card always; Klarna where Klarna Checkout serves
 * shoppers paying in euro; PayPal everywhere it serves the shop's countries. Klarna and
 * PayPal checkout are flagged only while the reason list is empty (core 5).
 * Only methods whose provider this deployment has configured are offered
 * (decision 011: worker/services/payments/providers.ts); by default all are.
 */
import type { CheckoutResponse } from '../../../shared/types/checkout.ts';

/**
 * Klarna Checkout takes a purchase only in the country's own currency, and
 * orders are created in EUR (klarna-provider.ts): so, for now, only the
 * euro countries Klarna serves (decision 011). Sweden, Norway and Denmark
 * come back when orders carry SEK, NOK and DKK.
 */
const KLARNA_COUNTRIES: ReadonlySet<string> = new Set(['fi', 'de', 'at', 'nl']);
const PAYPAL_EXCLUDED_COUNTRIES: ReadonlySet<string> = new Set(['ru']);

type PaymentChoice = Pick<CheckoutResponse, 'payment_methods' | 'show_klarna' | 'paypal_checkout'>;

type Method = CheckoutResponse['payment_methods'][number];
const ALL_METHODS: ReadonlySet<Method> = new Set(['card', 'paypal', 'klarna']);

export function paymentMethodsFor(country: string, errors: readonly string[], configured: ReadonlySet<Method> = ALL_METHODS): PaymentChoice {
  const klarna = KLARNA_COUNTRIES.has(country) && configured.has('klarna');
  const paypal = !PAYPAL_EXCLUDED_COUNTRIES.has(country) && configured.has('paypal');
  const methods: CheckoutResponse['payment_methods'] = configured.has('card') ? ['card'] : [];
  if (paypal) methods.push('paypal');
  if (klarna) methods.push('klarna');
  const clear = errors.length === 0;
  return { payment_methods: methods, show_klarna: klarna && clear, paypal_checkout: paypal && clear };
}
