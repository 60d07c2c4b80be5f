import { EURO } from '../../shared/money.ts';
import { env } from 'cloudflare:workers';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { catalogueSource } from '../../worker/data/catalogue-cache.ts';
import type { Bindings } from '../../worker/env.ts';
import { createOrder } from '../../worker/services/orders/create-order.ts';
import { getPayment, type PaymentWithOrder } from '../../worker/data/orders/payments.ts';
import type { PaymentRunContext } from '../../worker/services/orders/start-payment.ts';
import { row } from './checkout-helpers.ts';
import { orderBody, setStock, storedOrder } from './order-helpers.ts';

/** Klarna and PayPal pointed at the in-process fakes of tests/fixtures/fake-payment-apis.ts. */
export const PROVIDERS = {
  KLARNA_USERNAME: 'klarna-user', KLARNA_PASSWORD: 'klarna-pass', KLARNA_API_URL: 'https://klarna.fake',
  PAYPAL_CLIENT_ID: 'pp-client', PAYPAL_CLIENT_SECRET: 'pp-secret', PAYPAL_API_URL: 'https://paypal.fake',
};

export const fakeEnv = (): Bindings => ({ ...env, ...PROVIDERS });

export function fakeRun(fetcher: typeof fetch): PaymentRunContext {
  return {
    env: fakeEnv(), now: new Date(), fetch: fetcher,
    links: { origin: 'https://shop.example', resultUrl: (order, kind) => `https://shop.example/result/${kind}/${order.orderNumber}/` },
  };
}

/** An order of two poles (4 in store 1 before it) paid with the method through the fake API; its payment as the callbacks read it. */
export async function providerOrder(method: 'klarna' | 'paypal', fetcher: typeof fetch): Promise<PaymentWithOrder> {
  await setStock(CHECKOUT.polesVariant, { 1: 4 });
  const run = fakeRun(fetcher);
  const outcome = await createOrder(
    { ...run, source: catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {}), language: 'en', display: EURO },
    orderBody({ products: [row(CHECKOUT.polesVariant, 2)] }, { payment_method: method }),
  );
  if (outcome.kind !== 'created') throw new Error(JSON.stringify(outcome));
  const stored = await storedOrder(outcome.response.order_number);
  const paymentId = (await env.DB.prepare('SELECT id FROM payments WHERE order_id = ?').bind(stored.id).first<string>('id'))!;
  return (await getPayment(env.DB, paymentId))!;
}
