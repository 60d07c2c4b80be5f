import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Language } from '../../shared/languages.ts';
import { EURO } from '../../shared/money.ts';
import { catalogueSource } from '../../worker/data/catalogue-cache.ts';
import { getPayment, type PaymentWithOrder } from '../../worker/data/orders/payments.ts';
import { shopSettings } from '../../worker/env.ts';
import { accountLinksFor } from '../../worker/services/auth/account-links.ts';
import { createOrder } from '../../worker/services/orders/create-order.ts';
import type { OrderDeskDeps } from '../../worker/services/orders/order-desk-context.ts';
import { finishPayment } from '../../worker/services/orders/start-payment.ts';
import { paypalProvider } from '../../worker/services/payments/paypal-provider.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { row } from './checkout-helpers.ts';
import { fakeEnv, fakeRun } from './klarna-helpers.ts';
import { form, orderBody, paymentOf, payTest, post, setStock, storedOrder } from './order-helpers.ts';

export interface DeskTestOrder { id: number; number: string; email: string }

/**
 * An order of two poles (2 × 39.95 €, home delivery 9.90 €; 2 in store 1 and
 * 1 in store 20 before it) placed in the language and paid with the test
 * provider, with the codes and gift cards given.
 */
export async function paidOrder(language: Language = 'en', codes: string[] = []): Promise<DeskTestOrder> {
  await setStock(CHECKOUT.polesVariant, { 1: 2, 20: 1 });
  const buyer = form();
  const response = await post(`/api/orders/?lang=${language}`, orderBody({ products: [row(CHECKOUT.polesVariant, 2)], discount_codes: codes, language_code: language }, { form: buyer }));
  expect(response.status, await response.clone().text()).toBe(200);
  const { order_number: number } = await response.json<{ order_number: string }>();
  const payment = await paymentOf(number);
  if (payment.status === 'pending') await payTest(payment.id, 'pay', payment.callback_secret);
  const stored = await storedOrder(number);
  expect(stored.status).toBe('processing');
  return { id: stored.id, number, email: buyer.email };
}

/** An order of two poles (4 in store 1 before it) paid with Klarna or PayPal through the fake API. */
export async function providerPaidOrder(method: 'klarna' | 'paypal', fake: { fetch: typeof fetch; complete?: (id: string) => void; approve?: (id: string) => void }): Promise<PaymentWithOrder> {
  await setStock(CHECKOUT.polesVariant, { 1: 4 });
  const run = fakeRun(fake.fetch);
  const outcome = await createOrder(
    { ...run, source: catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {}), language: 'en', display: EURO },
    orderBody({ products: [row(CHECKOUT.polesVariant, 2)] }, { payment_method: method }),
  );
  if (outcome.kind !== 'created') throw new Error(JSON.stringify(outcome));
  const stored = await storedOrder(outcome.response.order_number);
  const paymentId = (await env.DB.prepare('SELECT id FROM payments WHERE order_id = ?').bind(stored.id).first<string>('id'))!;
  const found = (await getPayment(env.DB, paymentId))!;
  if (method === 'klarna') fake.complete!(found.payment.providerReference);
  else {
    fake.approve!(found.payment.providerReference);
    // PayPal captures on the shopper's return; the fake answers the capture.
    await paypalProvider({ apiUrl: 'https://paypal.fake', clientId: 'pp-client', clientSecret: 'pp-secret' })
      .verify(run, found.payment, { action: 'return', token: found.payment.providerReference });
  }
  await finishPayment(run, found, 'paid');
  expect((await storedOrder(found.order.orderNumber)).status).toBe('processing');
  return (await getPayment(env.DB, paymentId))!;
}

/** The order desk's dependencies with the providers pointed at `fetcher` (the fakes' credentials) and links on http://localhost. */
export function deskDeps(fetcher: typeof fetch = fetch): OrderDeskDeps {
  const deskEnv = fakeEnv();
  return { env: deskEnv, brandName: 'Kaira Outdoor', links: accountLinksFor(shopSettings(deskEnv), 'http://localhost'), fetch: fetcher };
}

/** The order's desk events, oldest first. */
export async function eventsOf(orderId: number): Promise<{ actor: string; action: string; from_status: string | null; to_status: string | null; note: string; visible: number }[]> {
  const rows = await env.DB.prepare(`SELECT actor, action, from_status, to_status, note, visible FROM desk_events WHERE subject = 'order' AND subject_id = ? ORDER BY id`)
    .bind(orderId).all<any>();
  return rows.results;
}

/** Puts an order straight into a status (as if the desk had moved it), for the cases that start there. */
export async function setOrderStatus(orderId: number, status: string): Promise<void> {
  await env.DB.prepare('UPDATE orders SET status = ?2 WHERE id = ?1').bind(orderId, status).run();
}
