import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { fakeKlarna, fakePayPal } from '../fixtures/fake-payment-apis.ts';
import { scheduled } from '../../worker/scheduled.ts';
import { expireUnpaidOrders } from '../../worker/services/orders/expire-unpaid-orders.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { fakeEnv, providerOrder } from './klarna-helpers.ts';
import { orderBody, paymentOf, placeOrder, setStock, stockOf, storedOrder } from './order-helpers.ts';

beforeAll(setUpCheckout);

const MINUTE = 60_000;
const unreachable = (async () => { throw new TypeError('network down'); }) as typeof fetch;

/** The order's payment as if it had been created that many minutes ago. */
async function backdate(orderNumber: string, minutes: number): Promise<void> {
  const at = new Date(Date.now() - minutes * MINUTE).toISOString();
  await env.DB.prepare('UPDATE payments SET created_at = ?1 WHERE order_id = (SELECT id FROM orders WHERE order_number = ?2)').bind(at, orderNumber).run();
}

/** Two poles paid by the test card provider (store 1 had 4). */
async function cardOrder(checkout: Parameters<typeof orderBody>[0] = {}): Promise<string> {
  await setStock(CHECKOUT.polesVariant, { 1: 4 });
  return (await placeOrder(orderBody({ products: [row(CHECKOUT.polesVariant, 2)], ...checkout }))).order_number;
}

const expire = (fetcher: typeof fetch = unreachable) => expireUnpaidOrders({ env: fakeEnv(), now: new Date(), fetch: fetcher });

describe('unpaid orders time out', () => {
  it('cancels an order unpaid for longer than the timeout and puts its stock back', async () => {
    const number = await cardOrder();
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2 });
    await backdate(number, 61);
    await expire();
    expect(await storedOrder(number)).toMatchObject({ status: 'cancelled', released_at: expect.any(String) });
    expect((await paymentOf(number)).status).toBe('cancelled');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
  });

  it('leaves an order waiting while it is younger than the timeout', async () => {
    const number = await cardOrder();
    await backdate(number, 59);
    await expire();
    expect((await storedOrder(number)).status).toBe('awaiting_payment');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2 });
  });

  it('gives back stock, gift card balance and code use once however often it runs, also at the same time', async () => {
    await env.DB.batch([
      env.DB.prepare(`INSERT OR REPLACE INTO gift_cards (id, code, balance, expires_at, is_enabled) VALUES (70, 'TIMEOUT-30', 30, NULL, 1)`),
      env.DB.prepare(`INSERT OR REPLACE INTO discount_codes (id, code, kind, value, min_basket, starts_at, ends_at, usage_limit, used_count, is_enabled)
        VALUES (70, 'TIMEOUT5', 'percent', 5, 0, NULL, NULL, NULL, 0, 1)`),
    ]);
    const number = await cardOrder({ discount_codes: ['TIMEOUT5', 'TIMEOUT-30'] });
    const card = () => env.DB.prepare('SELECT balance FROM gift_cards WHERE id = 70').first('balance');
    const codeUse = () => env.DB.prepare('SELECT used_count FROM discount_codes WHERE id = 70').first('used_count');
    expect([await card(), await codeUse()]).toEqual([0, 1]);
    await backdate(number, 61);
    await Promise.all([expire(), expire()]);
    await expire();
    expect((await storedOrder(number)).status).toBe('cancelled');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
    expect([await card(), await codeUse()]).toEqual([30, 0]);
  });

  it('pays a Klarna order that Klarna says was completed, acknowledging it, instead of cancelling it', async () => {
    const klarna = fakeKlarna();
    const found = await providerOrder('klarna', klarna.fetch);
    await backdate(found.order.orderNumber, 181);
    klarna.complete(found.payment.providerReference);
    await expire(klarna.fetch);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('processing');
    expect(klarna.orders.get(found.payment.providerReference).acknowledged).toBe(true);
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2 });
    const email = await env.DB.prepare('SELECT body_text FROM outbox_emails WHERE order_id = ?').bind(found.order.id).first<string>('body_text');
    // No request to take a host from: the link is on the order language's brand host.
    expect(email).toContain(`https://kaira.com/order/payment_ok/${found.order.orderNumber}/${found.order.viewToken}/`);
  });

  it('gives a Klarna checkout longer than a card payment, then cancels it when Klarna says it was never completed', async () => {
    const klarna = fakeKlarna();
    const found = await providerOrder('klarna', klarna.fetch);
    await backdate(found.order.orderNumber, 61);
    await expire(klarna.fetch);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('awaiting_payment');
    await backdate(found.order.orderNumber, 181);
    await expire(klarna.fetch);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('cancelled');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
  });

  it('leaves the order for the next run while Klarna cannot be reached', async () => {
    const klarna = fakeKlarna();
    const found = await providerOrder('klarna', klarna.fetch);
    await backdate(found.order.orderNumber, 181);
    await expire(unreachable);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('awaiting_payment');
    expect(await env.DB.prepare('SELECT timeout_checked_at FROM payments WHERE id = ?').bind(found.payment.id).first('timeout_checked_at')).toEqual(expect.any(String));
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2 });
    await expire(klarna.fetch);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('cancelled');
  });

  it('cancels a PayPal order the shopper approved but never came back to, at the run after it was first seen, without capturing it', async () => {
    const paypal = fakePayPal();
    const found = await providerOrder('paypal', paypal.fetch);
    paypal.approve(found.payment.providerReference);
    await backdate(found.order.orderNumber, 61);
    // The first look leaves it: the shopper's return may be capturing it at this moment.
    await expire(paypal.fetch);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('awaiting_payment');
    await expire(paypal.fetch);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('cancelled');
    expect(paypal.calls.filter((call) => call.path.endsWith('/capture'))).toHaveLength(0);
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
  });

  it('runs from the cron trigger\'s scheduled handler', async () => {
    const number = await cardOrder();
    await backdate(number, 90);
    await scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, createExecutionContext());
    expect((await storedOrder(number)).status).toBe('cancelled');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
  });
});
