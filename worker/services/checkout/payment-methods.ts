/**
 * Payment methods by delivery country (core 7 payment_methods, show_klarna,
 * paypal_checkout): a card always; Klarna where Klarna Checkout serves the
 * country in the currency the order is charged in; PayPal everywhere it serves the shop's countries. Klarna and
 * PayPal checkout are flagged only while the reason list is empty (core 5).
 * Only methods whose provider this deployment has configured are offered
 * (decision 011: worker/services/payments/providers.ts); by default all are.
 */
import type { CheckoutResponse } from '../../../shared/types/checkout.ts';

/**
 * Klarna Checkout takes a purchase only in the country's own currency, and
 * an order is charged in the currency it is shown in (decision 016): so
 * Klarna is offered where it serves the country and the shopper sees that
 * country's currency (a Swede paying in kronor, not one shown euros).
 */
const KLARNA_CURRENCIES: ReadonlyMap<string, string> = new Map([
  ['fi', 'eur'], ['de', 'eur'], ['at', 'eur'], ['nl', 'eur'], ['se', 'sek'], ['no', 'nok'], ['dk', 'dkk'],
]);
const PAYPAL_EXCLUDED_COUNTRIES: ReadonlySet<string> = new Set(['ru']);

type PaymentChoice = Pick<CheckoutResponse, 'payment_methods' | 'show_klarna' | 'paypal_checkout'>;

type Method = CheckoutResponse['payment_methods'][number];
const ALL_METHODS: ReadonlySet<Method> = new Set(['card', 'paypal', 'klarna']);

/** `chargeCurrency`: the currency the order would be charged in (shared/money.ts chargeCurrencyCode). */
export function paymentMethodsFor(country: string, errors: readonly string[], configured: ReadonlySet<Method> = ALL_METHODS, chargeCurrency = 'eur'): PaymentChoice {
  const klarna = KLARNA_CURRENCIES.get(country) === chargeCurrency && configured.has('klarna');
  const paypal = !PAYPAL_EXCLUDED_COUNTRIES.has(country) && configured.has('paypal');
  const methods: CheckoutResponse['payment_methods'] = configured.has('card') ? ['card'] : [];
  if (paypal) methods.push('paypal');
  if (klarna) methods.push('klarna');
  const clear = errors.length === 0;
  return { payment_methods: methods, show_klarna: klarna && clear, paypal_checkout: paypal && clear };
}
