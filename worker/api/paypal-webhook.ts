import { Hono, type Context } from 'hono';
import { isLanguage, productionHost } from '../../shared/languages.ts';
import { readBounded } from '../../shared/read-bounded.ts';
import type { AppEnv } from '../hono-env.ts';
import { receivePayPalNotification } from '../services/orders/paypal-notification.ts';
import { ProviderUnavailableError } from '../services/payments/provider.ts';
import { paypalSettings } from '../services/payments/providers.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import type { PaymentRunContext } from '../services/orders/start-payment.ts';
import { paymentRun } from './payment-links.ts';

/**
 * POST /payments/paypal/webhook/ (decision 011): PayPal's server-to-server
 * events, switched on by the secret PAYPAL_WEBHOOK_ID (the id PayPal gives
 * the webhook configured for this URL) besides PayPal's own secrets;
 * without them 404. No Origin check: PayPal is the caller, and every event
 * is verified with PayPal before anything changes.
 * - 200: handled, or genuine but ignored (PayPal stops resending);
 * - 400: not verified by PayPal (a forgery), nothing changed;
 * - 502: PayPal could not be asked; PayPal resends the event later.
 */
export const paypalWebhookRoutes = new Hono<AppEnv>();

/** PayPal's events are a few kilobytes. */
const MAX_EVENT_BYTES = 64 * 1024;

paypalWebhookRoutes.post('/payments/paypal/webhook/', async (c) => {
  // PayPal reads the answer, not a shopper: failures are JSON like the API's.
  c.set('jsonErrors', true);
  const webhookId = c.env.PAYPAL_WEBHOOK_ID?.trim();
  if (!webhookId || !paypalSettings(c.env)) throw notFound('Not found.');
  const bytes = c.req.raw.body ? await readBounded(c.req.raw.body, MAX_EVENT_BYTES) : new Uint8Array();
  if (bytes === null) throw new AppError(413, 'payload_too_large', 'The event is too large.');
  try {
    const result = await receivePayPalNotification(webhookRun(c), webhookId, c.req.raw.headers, new TextDecoder().decode(bytes));
    if (result === 'forged') throw new AppError(400, 'invalid_webhook', 'The event could not be verified with PayPal.');
    return c.json({ received: true, handled: result === 'settled' });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    console.error('PayPal webhook: PayPal could not be asked; it will resend', error.message);
    throw new AppError(502, 'provider_unavailable', 'PayPal did not answer. Send the event again later.');
  }
});

/**
 * PayPal calls the one host its webhook is configured with; on the brand's
 * language hosts the confirmation email's link goes to the order's own
 * language host instead (a shopper's return already comes to that host).
 */
function webhookRun(c: Context<AppEnv>): PaymentRunContext {
  const run = paymentRun(c);
  if (!c.get('languageByHost')) return run;
  const brandDomain = c.get('settings').brandDomain;
  const resultUrl: PaymentRunContext['links']['resultUrl'] = (order, kind) => {
    const url = new URL(run.links.resultUrl(order, kind));
    if (isLanguage(order.language)) url.host = productionHost(brandDomain, order.language);
    return url.toString();
  };
  return { ...run, links: { ...run.links, resultUrl } };
}
