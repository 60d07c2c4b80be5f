import { Hono, type Context } from 'hono';
import { AppError, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { getPayment, type PaymentWithOrder } from '../data/orders/payments.ts';
import { finishPayment, settledResultUrl } from '../services/orders/start-payment.ts';
import { klarnaSnippet } from '../services/payments/klarna-provider.ts';
import { ForgedCallbackError, ProviderUnavailableError, type PaymentOutcome } from '../services/payments/provider.ts';
import { klarnaSettings, providerById } from '../services/payments/providers.ts';
import { paymentRun } from './payment-links.ts';

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

async function paymentOf(c: Context<AppEnv>, provider: 'klarna' | 'paypal'): Promise<PaymentWithOrder> {
  const id = c.req.param('paymentId') ?? '';
  const found = /^[A-Za-z0-9_-]{16,64}$/.test(id) ? await getPayment(c.env.DB, id) : null;
  if (!found || found.payment.provider !== provider || !providerById(c.env, provider)) throw notFound('No such payment.');
  return found;
}

async function verified(c: Context<AppEnv>, found: PaymentWithOrder, callback: Record<string, string>): Promise<PaymentOutcome> {
  const run = paymentRun(c);
  try {
    return await providerById(c.env, found.payment.provider)!.verify({ origin: run.links.origin, fetch: run.fetch }, found.payment, callback);
  } catch (error) {
    if (error instanceof ForgedCallbackError) throw new AppError(403, 'forbidden', 'The payment callback is not valid.');
    if (error instanceof ProviderUnavailableError) throw new AppError(502, 'provider_unavailable', 'The payment provider did not answer. Try again shortly.');
    throw error;
  }
}

async function settleAndRedirect(c: Context<AppEnv>, provider: 'klarna' | 'paypal', callback: Record<string, string>) {
  const found = await paymentOf(c, provider);
  const outcome = await verified(c, found, callback);
  return c.redirect(await finishPayment(paymentRun(c), found, outcome), 303);
}

providerCallbackRoutes.get('/payments/klarna/:paymentId/', async (c) => {
  const found = await paymentOf(c, 'klarna');
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
  const found = await paymentOf(c, 'klarna');
  if (found.payment.status === 'pending') return c.body(null, 200);
  return c.redirect(settledResultUrl(paymentRun(c), found), 303);
});

providerCallbackRoutes.get('/payments/klarna/:paymentId/confirm/', (c) => settleAndRedirect(c, 'klarna', { klarna_order_id: c.req.query('klarna_order_id') ?? '' }));

providerCallbackRoutes.post('/payments/klarna/:paymentId/push/', async (c) => {
  const found = await paymentOf(c, 'klarna');
  const outcome = await verified(c, found, { klarna_order_id: c.req.query('klarna_order_id') ?? '' });
  await finishPayment(paymentRun(c), found, outcome);
  return c.body(null, 204);
});

providerCallbackRoutes.get('/payments/paypal/:paymentId/return/', (c) => settleAndRedirect(c, 'paypal', { action: 'return', token: c.req.query('token') ?? '' }));
providerCallbackRoutes.get('/payments/paypal/:paymentId/cancel/', (c) => settleAndRedirect(c, 'paypal', { action: 'cancel', token: c.req.query('token') ?? '' }));
