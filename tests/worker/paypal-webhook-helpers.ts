import { EURO } from '../../shared/money.ts';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { vi } from 'vitest';
import { paypalWebhookRoutes } from '../../worker/api/paypal-webhook.ts';
import { catalogueSource } from '../../worker/data/catalogue-cache.ts';
import type { AppEnv } from '../../worker/hono-env.ts';
import { answerError } from '../../worker/errors/answer-error.ts';
import { languageMiddleware } from '../../worker/middleware/language.ts';
import { createOrder } from '../../worker/services/orders/create-order.ts';
import { getPayment, type PaymentWithOrder } from '../../worker/data/orders/payments.ts';
import type { PaymentRunContext } from '../../worker/services/orders/start-payment.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { fakePayPal } from '../fixtures/fake-payment-apis.ts';
import { row } from './checkout-helpers.ts';
import { orderBody, setStock, storedOrder } from './order-helpers.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The PayPal fake of fake-payment-apis.ts with the credentials the worker
 * tests configure, plus Webhooks v1 verify-webhook-signature: an event is
 * genuine when it carries the signature `sign` made for it and the shop's
 * webhook id. `capture` is PayPal capturing an approved order on its side.
 */
export function fakePayPalWebhooks() {
  const paypal = fakePayPal({ clientId: env.PAYPAL_CLIENT_ID!, clientSecret: env.PAYPAL_CLIENT_SECRET! });
  const verifications: any[] = [];
  let transmissions = 0;
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (new URL(String(input)).pathname !== '/v1/notifications/verify-webhook-signature') return paypal.fetch(input, init);
    if (new Headers(init.headers).get('authorization') !== 'Bearer pp-token') return json(401, { name: 'AUTHENTICATION_FAILURE' });
    const body = JSON.parse(String(init.body));
    verifications.push(body);
    const genuine = body.webhook_id === env.PAYPAL_WEBHOOK_ID && body.transmission_sig === `sig-${body.transmission_id}-${body.webhook_event?.id}`;
    return json(200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
  }) as typeof globalThis.fetch;
  const sign = (event: { id: string }): Record<string, string> => {
    const id = `tx-${++transmissions}`;
    return {
      'paypal-transmission-id': id, 'paypal-transmission-time': new Date().toISOString(), 'paypal-transmission-sig': `sig-${id}-${event.id}`,
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42', 'paypal-auth-algo': 'SHA256withRSA',
    };
  };
  const capture = async (orderId: string) => {
    paypal.approve(orderId);
    await paypal.fetch(`https://paypal.fake/v2/checkout/orders/${orderId}/capture`, { method: 'POST', headers: { authorization: 'Bearer pp-token' } });
  };
  return { ...paypal, fetch, verifications, sign, capture };
}

let events = 0;

/** A PAYMENT.CAPTURE.* event as PayPal sends it for the payment's PayPal order. */
export function captureEvent(type: string, found: PaymentWithOrder, resource: Record<string, unknown> = {}) {
  const orderId = found.payment.providerReference;
  return {
    id: `WH-${++events}`, event_type: type, resource_type: 'capture', create_time: new Date().toISOString(),
    resource: {
      id: `CAP-${orderId}`, status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
      amount: { currency_code: 'EUR', value: found.payment.amount.toFixed(2) },
      custom_id: found.payment.id, invoice_id: found.order.orderNumber, supplementary_data: { related_ids: { order_id: orderId } },
      ...resource,
    },
  };
}

// Mounted as worker/app.ts mounts it: after the language middleware.
const shop = new Hono<AppEnv>();
shop.use('*', languageMiddleware);
shop.route('/', paypalWebhookRoutes);
shop.onError((error, c) => answerError(c, error));

/** A queue that records what is sent, in place of the OUTBOX binding. */
export function recordingQueue() {
  return { send: vi.fn(async (_message: unknown) => {}) };
}

/** POST /payments/paypal/webhook/ on the origin with the event and headers (the global fetch answers for PayPal). */
export async function postWebhook(event: unknown, headers: Record<string, string>, vars: Record<string, unknown> = {}, origin = 'http://localhost'): Promise<Response> {
  const request = new Request(`${origin}/payments/paypal/webhook/`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof event === 'string' ? event : JSON.stringify(event),
  });
  return shop.fetch(request, { ...env, ...vars });
}

/** A PayPal order of two poles (89.80 € to pay) placed through the service, with the PayPal fake. */
export async function paypalOrder(fetcher: typeof fetch): Promise<{ context: PaymentRunContext; found: PaymentWithOrder }> {
  await setStock(CHECKOUT.polesVariant, { 1: 4 });
  const context: PaymentRunContext = {
    env, now: new Date(), fetch: fetcher,
    links: { origin: 'https://shop.example', resultUrl: (order, kind) => `https://shop.example/result/${kind}/${order.orderNumber}/` },
  };
  const source = catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {});
  const outcome = await createOrder({ ...context, source, language: 'en', display: EURO }, orderBody({ products: [row(CHECKOUT.polesVariant, 2)] }, { payment_method: 'paypal' }));
  if (outcome.kind !== 'created') throw new Error(JSON.stringify(outcome));
  const stored = await storedOrder(outcome.response.order_number);
  const paymentId = (await env.DB.prepare('SELECT id FROM payments WHERE order_id = ?').bind(stored.id).first<string>('id'))!;
  return { context, found: (await getPayment(env.DB, paymentId))! };
}
