import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { queue } from '../../worker/index.ts';
import { app } from '../../worker/app.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { form, get, orderBody, paymentOf, payTest, placeOrder, post, setStock, storedOrder } from './order-helpers.ts';

beforeAll(setUpCheckout);

async function paidOrder() {
  await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
  const created = await placeOrder(orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }, { form: form({ email: 'aino@example.fi' }) }));
  const payment = await paymentOf(created.order_number);
  await payTest(payment.id, 'pay', payment.callback_secret);
  return { created, order: await storedOrder(created.order_number) };
}

describe('GET /api/orders/{orderNumber}/?token=', () => {
  it('answers the order summary to the holder of the token', async () => {
    const { created, order } = await paidOrder();
    const answer = await get(`/api/orders/${created.order_number}/?token=${order.view_token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const summary = await answer.json<any>();
    expect(summary).toMatchObject({
      order_number: created.order_number, status: 'processing', language: 'en', country_code: 'fi', postal_code: '00100',
      products_price: 100, total_price: 100, to_pay: 100, payment_method: 'card', email: 'aino@example.fi',
    });
    expect(summary.rows).toEqual([expect.objectContaining({ name: 'Norrvik Jacket en', amount: 1, unit_price: 100, row_total: 100 })]);
  });

  it('answers 404 for a wrong token, a short token and no token', async () => {
    const { created } = await paidOrder();
    expect((await get(`/api/orders/${created.order_number}/?token=${'x'.repeat(32)}`)).status).toBe(404);
    expect((await get(`/api/orders/${created.order_number}/?token=short`)).status).toBe(404);
    expect((await get(`/api/orders/${created.order_number}/`)).status).toBe(404);
  });
});

describe('POST /api/orders/lookup/ (cat 8)', () => {
  it('finds an order by its email in any case and its number', async () => {
    const { created } = await paidOrder();
    const answer = await post('/api/orders/lookup/', { email: 'AINO@example.fi', order_number: created.order_number.toLowerCase() });
    expect(answer.status).toBe(200);
    expect((await answer.json<any>()).order_number).toBe(created.order_number);
  });

  it('answers 404 not_found when the email does not match the number', async () => {
    const { created } = await paidOrder();
    const answer = await post('/api/orders/lookup/', { email: 'someone@example.fi', order_number: created.order_number });
    expect(answer.status).toBe(404);
    expect((await answer.json<any>()).error.code).toBe('not_found');
  });

  it('answers 400 for a body without the fields', async () => {
    expect((await post('/api/orders/lookup/', { email: '' })).status).toBe(400);
  });
});

describe('the outbox', () => {
  it('marks a queued email sent when the queue consumer gets it, once', async () => {
    const { order } = await paidOrder();
    const email = await env.DB.prepare('SELECT id FROM outbox_emails WHERE order_id = ?').bind(order.id).first<number>('id');
    const batch = createMessageBatch('kaira-outbox', [{ id: 'm1', timestamp: new Date(), attempts: 1, body: { emailId: email } }]);
    const context = createExecutionContext();
    await queue(batch as never, env);
    // Each message is acknowledged on its own once its email is sent (decision 020).
    expect((await getQueueResult(batch, context)).explicitAcks).toEqual(['m1']);
    const sent = await env.DB.prepare('SELECT sent_at FROM outbox_emails WHERE id = ?').bind(email).first<string>('sent_at');
    expect(sent).not.toBeNull();
    await queue(createMessageBatch('kaira-outbox', [{ id: 'm2', timestamp: new Date(), attempts: 1, body: { emailId: email } }]) as never, env);
    expect(await env.DB.prepare('SELECT sent_at FROM outbox_emails WHERE id = ?').bind(email).first('sent_at')).toBe(sent);
  });

  it('lists the latest emails at /api/dev/outbox/ while DEV_OUTBOX is on, and is absent otherwise', async () => {
    const { created } = await paidOrder();
    const listed = await get('/api/dev/outbox/');
    expect(listed.status).toBe(200);
    const body = await listed.json<any>();
    expect(body.emails[0].body_text).toContain(created.order_number);
    const off = await app.fetch(new Request('http://localhost/api/dev/outbox/'), { ...env, DEV_OUTBOX: 'off' });
    expect(off.status).toBe(404);
  });
});
