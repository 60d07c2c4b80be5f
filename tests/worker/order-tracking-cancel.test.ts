/**
 * Issue 16 item 4: POST /api/orders/cancel/. The customer cancels an order
 * that has not shipped, proven theirs by the lookup's email, the view token
 * or their session; the stock goes back and the payment is refunded. Anyone
 * else, and any order that has shipped, is refused and nothing changes.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { callApi, loggedInCustomer, mailsTo } from './account-helpers.ts';
import { en, setUpCheckout } from './checkout-helpers.ts';
import { setStock, stockOf, storedOrder } from './order-helpers.ts';
import { markOrder, orderAction, paidPoleOrder, snapshot } from './order-tracking-helpers.ts';

beforeAll(setUpCheckout);
beforeEach(() => setStock(CHECKOUT.polesVariant, { 1: 10 }));

const eventsOf = async (orderId: number) => (await env.DB.prepare(`SELECT actor, action, to_status, visible FROM desk_events WHERE subject = 'order' AND subject_id = ? ORDER BY id`)
  .bind(orderId).all<any>()).results;

describe('the customer cancels an order that has not shipped', () => {
  it('cancels by the lookup\'s email and order number, puts the stock back, refunds and mails the customer', async () => {
    const order = await paidPoleOrder();
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 9 });
    const { status, body } = await orderAction('cancel', { order_number: order.number.toLowerCase(), email: order.email.toUpperCase() });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ order_number: order.number, status: 'manual_cancellation', can_cancel: false, can_pack: false });
    expect(body.history).toEqual([expect.objectContaining({ action: 'cancel', status: 'manual_cancellation' })]);
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 10 });
    expect((await storedOrder(order.number)).released_at).not.toBeNull();
    expect(await eventsOf(order.id)).toEqual([
      { actor: 'customer', action: 'cancel', to_status: 'manual_cancellation', visible: 1 },
      { actor: 'customer', action: 'refund', to_status: null, visible: 0 },
    ]);
    const payment = await env.DB.prepare('SELECT refunded_at FROM payments WHERE order_id = ?').bind(order.id).first<{ refunded_at: string | null }>();
    expect(payment?.refunded_at).not.toBeNull();
    expect((await mailsTo(order.email)).filter((mail) => mail.kind === 'order_cancelled')).toHaveLength(1);
  });

  it('cancels by the view token of the confirmation link', async () => {
    const order = await paidPoleOrder();
    const { status, body } = await orderAction('cancel', { order_number: order.number, token: order.token });
    expect([status, body.status]).toEqual([200, 'manual_cancellation']);
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 10 });
  });

  it('cancels a logged-in customer\'s own order by the session alone', async () => {
    const customer = await loggedInCustomer();
    const order = await paidPoleOrder({ email: customer.email });
    const { status, body } = await orderAction('cancel', { order_number: order.number }, { token: customer.token });
    expect([status, body.status]).toEqual([200, 'manual_cancellation']);
  });
});

describe('a cancel the customer may not make', () => {
  it('refuses someone else with 404 "order not found", whatever the proof, and nothing changes', async () => {
    const order = await paidPoleOrder();
    const stranger = await loggedInCustomer();
    const before = await snapshot([order.id]);
    const attempts = [
      orderAction('cancel', { order_number: order.number, email: 'someone.else@example.com' }),
      orderAction('cancel', { order_number: order.number, token: 'x'.repeat(32) }),
      orderAction('cancel', { order_number: order.number, token: order.token.slice(0, 31) }),
      orderAction('cancel', { order_number: order.number }, { token: stranger.token }),
      orderAction('cancel', { order_number: order.number }),
      orderAction('cancel', { order_number: 'K00000000', email: order.email }),
    ];
    for (const { status, body } of await Promise.all(attempts)) {
      expect([status, body.error.code, body.error.message]).toEqual([404, 'not_found', en('viewOrder.notFound')]);
    }
    expect(await snapshot([order.id])).toEqual(before);
    expect((await mailsTo(order.email)).filter((mail) => mail.kind === 'order_cancelled')).toEqual([]);
  });

  it('refuses an order that has shipped (cat 8 "order or return cancel") in the page\'s language, and nothing changes', async () => {
    const order = await paidPoleOrder();
    await markOrder(order.id, 'shipped', { shipped: '2025-05-02T10:00:00.000Z' });
    const before = await snapshot([order.id]);
    const { status, body } = await orderAction('cancel', { order_number: order.number, email: order.email }, { lang: 'fi' });
    expect(status).toBe(409);
    expect(body.error.code).toBe('not_cancellable');
    expect(body.error.message).toMatch(/^Tilausta ei voitu perua/);
    expect(await snapshot([order.id])).toEqual(before);
  });

  it('refuses a second cancel of the same order without releasing anything twice', async () => {
    const order = await paidPoleOrder();
    expect((await orderAction('cancel', { order_number: order.number, token: order.token })).status).toBe(200);
    const again = await orderAction('cancel', { order_number: order.number, token: order.token });
    expect([again.status, again.body.error.code]).toEqual([409, 'not_cancellable']);
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 10 });
  });

  it('answers 400 with the field for a missing or malformed order number', async () => {
    const missing = await orderAction('cancel', { email: 'aino@example.fi' });
    expect([missing.status, missing.body.error.fields]).toEqual([400, { order_number: en('checkoutForm.error.required') }]);
    const malformed = await orderAction('cancel', { order_number: 'K1 OR 1=1', email: 'aino@example.fi' });
    expect([malformed.status, malformed.body.error.fields]).toEqual([400, { order_number: en('viewOrder.error.orderNumber') }]);
    expect((await orderAction('cancel', ['K12345678'])).status).toBe(400);
  });

  it('refuses a cross-site request and a GET', async () => {
    const order = await paidPoleOrder();
    const crossSite = await callApi('/orders/cancel/', { order_number: order.number, token: order.token }, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await callApi('/orders/cancel/', undefined, { method: 'GET' })).status).toBeGreaterThanOrEqual(400);
    expect((await storedOrder(order.number)).status).toBe('processing');
  });

  it('limits the attempts of one client and the guesses at one email with 429', async () => {
    const client = '203.0.113.77';
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt++) answers.push(await orderAction('cancel', { order_number: 'K00000000', email: 'guess@example.com' }, { client }));
    expect(answers.slice(0, 10).every((answer) => answer.status === 404)).toBe(true);
    expect(answers[10].status).toBe(429);
    // The lookup's per-email limit counts the guesses at one email from many clients.
    for (let attempt = 0; attempt < 25; attempt++) await orderAction('cancel', { order_number: 'K00000000', email: 'target@example.com' });
    const limited = await orderAction('cancel', { order_number: 'K00000000', email: 'target@example.com' });
    expect(limited.status).toBe(429);
  });
});
