/**
 * Which providers this deployment has (brief 2): 'card' is the test
 * provider while PAYMENT_TEST_PROVIDER is on (wrangler.toml [vars], local
 * default; production turns it off until a card acquirer is added); Klarna
 * and PayPal exist only when their secrets are set.
 */
import type { Bindings } from '../../env.ts';
import type { PaymentMethodId } from '../../../shared/types/order.ts';
import { klarnaProvider, type KlarnaSettings } from './klarna-provider.ts';
import { paypalProvider, type PayPalSettings } from './paypal-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { testProvider } from './test-provider.ts';

const on = (value: string | undefined) => value !== undefined && /^(1|true|on|yes)$/i.test(value.trim());

export function klarnaSettings(env: Bindings): KlarnaSettings | null {
  if (!env.KLARNA_USERNAME || !env.KLARNA_PASSWORD) return null;
  return { apiUrl: env.KLARNA_API_URL || 'https://api.playground.klarna.com', username: env.KLARNA_USERNAME, password: env.KLARNA_PASSWORD };
}

export function paypalSettings(env: Bindings): PayPalSettings | null {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null;
  return { apiUrl: env.PAYPAL_API_URL || 'https://api-m.sandbox.paypal.com', clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET };
}

/** The payment methods a shopper may choose here, whatever the country allows. */
export function configuredPaymentMethods(env: Bindings): Set<PaymentMethodId> {
  const methods = new Set<PaymentMethodId>();
  if (on(env.PAYMENT_TEST_PROVIDER)) methods.add('card');
  if (klarnaSettings(env)) methods.add('klarna');
  if (paypalSettings(env)) methods.add('paypal');
  return methods;
}

export function providerForMethod(env: Bindings, method: PaymentMethodId): PaymentProvider | null {
  if (method === 'card') return on(env.PAYMENT_TEST_PROVIDER) ? testProvider : null;
  if (method === 'klarna') { const settings = klarnaSettings(env); return settings ? klarnaProvider(settings) : null; }
  const settings = paypalSettings(env);
  return settings ? paypalProvider(settings) : null;
}

/** The provider a payment row names (callbacks). */
export function providerById(env: Bindings, id: string): PaymentProvider | null {
  if (id === 'test') return providerForMethod(env, 'card');
  if (id === 'klarna' || id === 'paypal') return providerForMethod(env, id);
  return null;
}
