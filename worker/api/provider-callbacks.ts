import { Hono, type Context } from 'hono';
import { AppError } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { finishPayment, settledResultUrl } from '../services/orders/start-payment.ts';
import { klarnaSnippet } from '../services/payments/klarna-provider.ts';
import { ProviderUnavailableError } from '../services/payments/provider.ts';
import { klarnaSettings } from '../services/payments/providers.ts';
import { paymentRun } from './payment-links.ts';
import { providerPayment, verifiedCallback } from './provider-payment.ts';

/**
 * Klarna and PayPal come back here (decision 011). Nothing in a callback is
 * believed: the adapter asks the provider's API for the payment's state.
 * - GET  /payments/klarna/{id}/          Klarna's checkout snippet (the result page once settled)
 * - POST /payments/klarna/{id}/validate/ Klarna asks before completing: 200 while pending, else 303 (KCO validation)
 * - GET  /payments/klarna/{id}/confirm/  ?klarna_order_id= → result page
 * - POST /payments/klarna/{id}/push/     ?klarna_order_id= → 204 (server to server)
 * - GET  /payments/paypal/{id}/return/   ?token= (capture) → result page
 * - GET  /payments/paypal/{id}/cancel/   ?token= → result page
 */
export const providerCallbackRoutes = new Hono<AppEnv>();

async function settleAndRedirect(c: Context<AppEnv>, provider: 'klarna' | 'paypal', callback: Record<string, string>) {
  const found = await providerPayment(c, provider);
  const outcome = await verifiedCallback(c, found, callback);
  return c.redirect(await finishPayment(paymentRun(c), found, outcome), 303);
}

providerCallbackRoutes.get('/payments/klarna/:paymentId/', async (c) => {
  const found = await providerPayment(c, 'klarna');
  // A payment settled already (cancelled by the unpaid-order timeout, say) is not offered for payment again.
  if (found.payment.status !== 'pending') return c.redirect(settledResultUrl(paymentRun(c), found), 303);
  try {
    const snippet = await klarnaSnippet(klarnaSettings(c.env)!, fetch, found.payment.providerReference);
    c.header('Cache-Control', 'private, no-store');
    // Klarna's snippet loads its own scripts and iframe: this page is Klarna's, outside the shop's React shell.
    return c.html(`<!doctype html><html lang="${found.order.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"></head><body>${snippet}</body></html>`);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new AppError(502, 'provider_unavailable', 'Klarna did not answer. Try again shortly.');
    throw error;
  }
});

/**
 * KCO's validation callback: Klarna asks before it completes a purchase. A
 * payment no longer pending (its order cancelled and its stock released)
 * is refused with a 303 to its result page, so no money is taken for it.
 */
providerCallbackRoutes.post('/payments/klarna/:paymentId/validate/', async (c) => {
  c.set('jsonErrors', true);
  const found = await providerPayment(c, 'klarna');
  if (found.payment.status === 'pending') return c.body(null, 200);
  return c.redirect(settledResultUrl(paymentRun(c), found), 303);
});

providerCallbackRoutes.get('/payments/klarna/:paymentId/confirm/', (c) => settleAndRedirect(c, 'klarna', { klarna_order_id: c.req.query('klarna_order_id') ?? '' }));

providerCallbackRoutes.post('/payments/klarna/:paymentId/push/', async (c) => {
  // Klarna's servers call these two, not a shopper: failures are JSON like the API's.
  c.set('jsonErrors', true);
  const found = await providerPayment(c, 'klarna');
  const outcome = await verifiedCallback(c, found, { klarna_order_id: c.req.query('klarna_order_id') ?? '' });
  await finishPayment(paymentRun(c), found, outcome);
  return c.body(null, 204);
});

providerCallbackRoutes.get('/payments/paypal/:paymentId/return/', (c) => settleAndRedirect(c, 'paypal', { action: 'return', token: c.req.query('token') ?? '' }));
providerCallbackRoutes.get('/payments/paypal/:paymentId/cancel/', (c) => settleAndRedirect(c, 'paypal', { action: 'cancel', token: c.req.query('token') ?? '' }));
