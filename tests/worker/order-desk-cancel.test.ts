import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelOrderRelease } from '../../worker/data/orders/order-desk-cancel.ts';
import { cancelOrder } from '../../worker/services/orders/cancel-order.ts';
import { fakeKlarna, fakePayPal } from '../fixtures/fake-payment-apis.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { mailsTo } from './account-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { deskDeps, eventsOf, paidOrder, providerPaidOrder, setOrderStatus } from './order-desk-helpers.ts';
import { stockOf, storedOrder } from './order-helpers.ts';

beforeAll(setUpCheckout);

const payment = (orderId: number) => env.DB.prepare('SELECT * FROM payments WHERE order_id = ?').bind(orderId).first<any>();
const cancel = (orderId: number, refund = true, fetcher?: typeof fetch, note = '') =>
  cancelOrder(deskDeps(fetcher), { orderId, actor: 'staff@example.com', refund, note }, new Date());

describe('cancelling an order on the desk', () => {
  it('moves a paid order to manual_cancellation, puts its stock back, refunds it and mails the customer in English', async () => {
    const order = await paidOrder('en');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 1, 20: 0 });
    const paid = await payment(order.id);
    const outcome = await cancel(order.id, true, undefined, 'The poles were damaged in the warehouse.');
    // An English order is shown and charged in US dollars (decision 016): the refund is what was charged.
    expect(outcome).toEqual({ kind: 'cancelled', refunded: { amount: paid.amount, currency: 'usd', provider: 'test' }, giftCards: 0 });
    const stored = await storedOrder(order.number);
    expect(stored.status).toBe('manual_cancellation');
    expect(stored.released_at).not.toBeNull();
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2, 20: 1 });
    expect(await payment(order.id)).toMatchObject({ status: 'paid', refunded_amount: paid.amount, refunded_at: expect.any(String), needs_refund_at: null });
    expect(await eventsOf(order.id)).toEqual([
      { actor: 'staff@example.com', action: 'cancel', from_status: 'processing', to_status: 'manual_cancellation', note: 'The poles were damaged in the warehouse.', visible: 1 },
      { actor: 'staff@example.com', action: 'refund', from_status: null, to_status: null, note: `test ${paid.amount.toFixed(2)} USD`, visible: 0 },
    ]);
    const mails = (await mailsTo(order.email)).filter((mail) => mail.kind === 'order_cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'en', subject: `Your order ${order.number} has been cancelled` });
    expect(mails[0].body_text).toContain(`Refunded to your payment method: $${paid.amount.toFixed(2)}`);
    expect(mails[0].body_text).toContain('The poles were damaged in the warehouse.');
    expect(mails[0].body_text).toContain('http://localhost/en/view-order/');
  });

  it('releases the stock exactly once when two cancels race, with one event and one mail', async () => {
    const order = await paidOrder('en');
    const outcomes = await Promise.all([cancel(order.id), cancel(order.id)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['cancelled', 'not_cancellable']);
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2, 20: 1 });
    expect((await eventsOf(order.id)).filter((event) => event.action === 'cancel')).toHaveLength(1);
    expect((await mailsTo(order.email)).filter((mail) => mail.kind === 'order_cancelled')).toHaveLength(1);
    expect(await cancel(order.id)).toEqual({ kind: 'not_cancellable', status: 'manual_cancellation' });
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2, 20: 1 });
  });

  it('gives the gift card balance and the discount code use back, and mails in Finnish', async () => {
    const before = await env.DB.prepare(`SELECT (SELECT balance FROM gift_cards WHERE code = 'GIFT-50') AS balance, (SELECT used_count FROM discount_codes WHERE code = 'WELCOME10') AS used`).first<any>();
    const order = await paidOrder('fi', ['WELCOME10', 'GIFT-50']);
    const during = await env.DB.prepare(`SELECT (SELECT balance FROM gift_cards WHERE code = 'GIFT-50') AS balance, (SELECT used_count FROM discount_codes WHERE code = 'WELCOME10') AS used`).first<any>();
    expect(during).toEqual({ balance: 0, used: before.used + 1 });
    const outcome = await cancel(order.id);
    expect(outcome).toMatchObject({ kind: 'cancelled', giftCards: 50 });
    const after = await env.DB.prepare(`SELECT (SELECT balance FROM gift_cards WHERE code = 'GIFT-50') AS balance, (SELECT used_count FROM discount_codes WHERE code = 'WELCOME10') AS used`).first<any>();
    expect(after).toEqual(before);
    const [mail] = (await mailsTo(order.email)).filter((entry) => entry.kind === 'order_cancelled');
    expect(mail).toMatchObject({ language: 'fi', subject: `Tilauksesi ${order.number} on peruttu` });
    expect(mail.body_text).toContain('Palautettu lahjakorteillesi: 50\u00a0€');
    expect(mail.body_text).toContain('Palautus näkyy tililläsi 1–5 päivän kuluessa.');
  });

  it('leaves the payment alone when staff cancel without a refund', async () => {
    const order = await paidOrder('en');
    expect(await cancel(order.id, false)).toEqual({ kind: 'cancelled', refunded: null, giftCards: 0 });
    expect(await payment(order.id)).toMatchObject({ refunded_at: null, needs_refund_at: null });
    const [mail] = (await mailsTo(order.email)).filter((entry) => entry.kind === 'order_cancelled');
    expect(mail.body_text).not.toContain('payment method');
  });

  it('refuses an order that has shipped, and one it does not know, changing nothing', async () => {
    const order = await paidOrder('en');
    await setOrderStatus(order.id, 'shipped');
    expect(await cancel(order.id)).toEqual({ kind: 'not_cancellable', status: 'shipped' });
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 1, 20: 0 });
    expect(await eventsOf(order.id)).toEqual([]);
    expect(await cancel(999_999)).toEqual({ kind: 'not_found' });
  });
});

describe('refunds through the payment providers', () => {
  it('cancels an uncaptured Klarna order at Klarna, which releases the whole authorization', async () => {
    const klarna = fakeKlarna();
    const found = await providerPaidOrder('klarna', klarna);
    const outcome = await cancel(found.order.id, true, klarna.fetch);
    expect(outcome).toMatchObject({ kind: 'cancelled', refunded: { amount: 89.8, currency: 'eur', provider: 'klarna' } });
    expect(klarna.calls.map((call) => `${call.method} ${call.path}`)).toContain(`POST /ordermanagement/v1/orders/${found.payment.providerReference}/cancel`);
    expect(klarna.orders.get(found.payment.providerReference).cancelled).toBe(true);
  });

  it('refunds a captured Klarna order with the amount in minor units and the payment as idempotency key', async () => {
    const klarna = fakeKlarna();
    const found = await providerPaidOrder('klarna', klarna);
    klarna.capture(found.payment.providerReference);
    expect(await cancel(found.order.id, true, klarna.fetch)).toMatchObject({ kind: 'cancelled' });
    const refund = klarna.calls.find((call) => call.path.endsWith('/refunds'))!;
    expect(refund.body).toEqual({ refunded_amount: 8980, reference: found.payment.id });
    expect(refund.headers.get('klarna-idempotency-key')).toBe(`refund-${found.payment.id}`);
  });

  it('refunds a PayPal order\'s capture through Payments v2', async () => {
    const paypal = fakePayPal();
    const found = await providerPaidOrder('paypal', paypal);
    expect(await cancel(found.order.id, true, paypal.fetch)).toMatchObject({ kind: 'cancelled', refunded: { provider: 'paypal' } });
    const refund = paypal.calls.find((call) => call.path.endsWith('/refund'))!;
    expect(refund.path).toBe(`/v2/payments/captures/CAP-${found.payment.providerReference}/refund`);
    expect(JSON.parse(refund.body)).toEqual({ amount: { value: '89.80', currency_code: 'EUR' } });
    expect(refund.headers.get('paypal-request-id')).toBe(`refund-${found.payment.id}`);
  });

  it('marks the payment needs_refund_at in the cancel\'s own batch, before the provider is asked, and a refund made clears the mark', async () => {
    const klarna = fakeKlarna();
    const found = await providerPaidOrder('klarna', klarna);
    const seen: { status: string; needs_refund_at: string | null; refunded_at: string | null }[] = [];
    const watching = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/ordermanagement/')) {
        const row = await payment(found.order.id);
        seen.push({ status: (await storedOrder(found.order.orderNumber)).status, needs_refund_at: row.needs_refund_at, refunded_at: row.refunded_at });
      }
      return klarna.fetch(input, init);
    }) as typeof fetch;
    expect(await cancel(found.order.id, true, watching)).toMatchObject({ kind: 'cancelled', refunded: { provider: 'klarna' } });
    expect(seen[0]).toEqual({ status: 'manual_cancellation', needs_refund_at: expect.any(String), refunded_at: null });
    expect(await payment(found.order.id)).toMatchObject({ needs_refund_at: null, refunded_at: expect.any(String), refunded_amount: 89.8 });
  });

  it('leaves a paid, cancelled order marked needs_refund_at when the worker stops after the cancel\'s batch', async () => {
    const order = await paidOrder('en');
    const change = { actor: 'staff@example.com', action: 'cancel', toStatus: 'manual_cancellation', note: '', mail: null };
    const paid = await payment(order.id);
    expect(await cancelOrderRelease(env.DB, order.id, 'processing', change, '2026-01-05T10:00:00.000Z', paid.id)).toBe(true);
    expect(await payment(order.id)).toMatchObject({ status: 'paid', needs_refund_at: '2026-01-05T10:00:00.000Z', refunded_at: null });
    expect((await storedOrder(order.number)).status).toBe('manual_cancellation');
    // A second cancel that lost the race marks nothing anew.
    expect(await cancelOrderRelease(env.DB, order.id, 'processing', change, '2026-01-06T10:00:00.000Z', paid.id)).toBe(false);
    expect((await payment(order.id)).needs_refund_at).toBe('2026-01-05T10:00:00.000Z');
  });

  it('marks the payment needs_refund_at and reports it when the provider fails, and still cancels and mails', async () => {
    const klarna = fakeKlarna();
    const found = await providerPaidOrder('klarna', klarna);
    const failing = (async (input: RequestInfo | URL, init?: RequestInit) =>
      (String(input).includes('/ordermanagement/') ? new Response('busy', { status: 503 }) : klarna.fetch(input, init))) as typeof fetch;
    const outcome = await cancel(found.order.id, true, failing);
    expect(outcome).toMatchObject({ kind: 'refund_failed', payment: { id: found.payment.id, amount: 89.8, currency: 'eur', provider: 'klarna' } });
    expect(await payment(found.order.id)).toMatchObject({ needs_refund_at: expect.any(String), refunded_at: null });
    expect((await storedOrder(found.order.orderNumber)).status).toBe('manual_cancellation');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
    expect((await eventsOf(found.order.id)).map((event) => event.action)).toEqual(['cancel', 'refund_failed']);
    const email = (await storedOrder(found.order.orderNumber) as any).email;
    const [mail] = (await mailsTo(email)).filter((entry) => entry.kind === 'order_cancelled');
    expect(mail.body_text).toContain('To be refunded to your payment method: 89.80\u00a0€');
  });
});
