import type { Context } from 'hono';
import { getPayment, type PaymentWithOrder } from '../data/orders/payments.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { isPaymentId } from '../services/orders/secrets.ts';
import { ForgedCallbackError, ProviderUnavailableError, type PaymentOutcome } from '../services/payments/provider.ts';
import { providerById } from '../services/payments/providers.ts';
import type { ProviderId } from '../data/orders/new-order.ts';
import { paymentRun } from './payment-links.ts';

/** The payment of the `:paymentId` path, if it is one of this provider's and the provider is on; else 404. */
export async function providerPayment(c: Context<AppEnv>, provider: ProviderId): Promise<PaymentWithOrder> {
  const id = c.req.param('paymentId') ?? '';
  const found = isPaymentId(id) ? await getPayment(c.env.DB, id) : null;
  if (!found || found.payment.provider !== provider || !providerById(c.env, provider)) throw notFound('No such payment.');
  return found;
}

/**
 * What the provider's API says of a payment a callback names (decision 011:
 * nothing in a callback is believed). A forged callback is a 403; a provider
 * that does not answer, a 502 the caller may retry.
 */
export async function verifiedCallback(c: Context<AppEnv>, found: PaymentWithOrder, callback: Record<string, string>): Promise<PaymentOutcome> {
  const run = paymentRun(c);
  try {
    return await providerById(c.env, found.payment.provider)!.verify({ origin: run.links.origin, fetch: run.fetch }, found.payment, callback);
  } catch (error) {
    if (error instanceof ForgedCallbackError) throw new AppError(403, 'forbidden', 'The payment callback is not valid.');
    if (error instanceof ProviderUnavailableError) throw new AppError(502, 'provider_unavailable', 'The payment provider did not answer. Try again shortly.');
    throw error;
  }
}
