import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { form, get, orderBody, paymentOf, payTest, placeOrder, setStock, stockOf, storedOrder } from './order-helpers.ts';

beforeAll(setUpCheckout);

/** An order of two poles (2 × 39.95 €, home delivery 9.90 €) with the codes given. */
async function orderPoles(codes: string[] = []) {
  await setStock(CHECKOUT.polesVariant, { 1: 2, 20: 1 });
  const created = await placeOrder(orderBody({ products: [row(CHECKOUT.polesVariant, 2)], discount_codes: codes }, { form: form({ email: 'aino@example.fi' }) }));
  return { created, payment: await paymentOf(created.order_number) };
}

describe('the test provider page', () => {
  it('shows a card form with Pay, Cancel and Fail in the order\'s language', async () => {
    const { created, payment } = await orderPoles();
    const page = await get(new URL(created.redirect_url).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const outcome of ['pay', 'cancel', 'fail']) expect(html).toContain(`name="outcome" value="${outcome}"`);
    expect(html).toContain(payment.callback_secret);
    expect(html).toContain('<html lang="en">');
  });

  it('answers 404 for an unknown payment', async () => {
    expect((await get('/payments/test/AAAAAAAAAAAAAAAAAAAAAAAA/')).status).toBe(404);
  });
});

describe('test provider outcomes', () => {
  it('moves a paid order to processing and sends the shopper to the payment_ok page', async () => {
    const { created, payment } = await orderPoles();
    const answer = await payTest(payment.id, 'pay', payment.callback_secret);
    expect(answer.status).toBe(303);
    const order = await storedOrder(created.order_number);
    expect(answer.headers.get('location')).toBe(`http://localhost/en/order/payment_ok/${created.order_number}/${order.view_token}/`);
    expect(order.status).toBe('processing');
    expect((await paymentOf(created.order_number)).status).toBe('paid');
  });

  it('puts a paid order\'s confirmation email in the outbox once, however often the callback comes', async () => {
    const { created, payment } = await orderPoles();
    await payTest(payment.id, 'pay', payment.callback_secret);
    await payTest(payment.id, 'pay', payment.callback_secret);
    const order = await storedOrder(created.order_number);
    const emails = await env.DB.prepare('SELECT kind, to_email, language, subject, body_text FROM outbox_emails WHERE order_id = ?').bind(order.id).all<any>();
    expect(emails.results).toHaveLength(1);
    expect(emails.results[0]).toMatchObject({ kind: 'order_confirmation', to_email: 'aino@example.fi', language: 'en' });
    expect(emails.results[0].body_text).toContain(created.order_number);
    expect(emails.results[0].body_text).toContain(order.view_token);
  });

  it('cancels: the order is cancelled, the stock back in its stores, and the shopper on payment_cancelled', async () => {
    const { created, payment } = await orderPoles();
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 1, 20: 0 });
    const answer = await payTest(payment.id, 'cancel', payment.callback_secret);
    expect(answer.headers.get('location')).toContain(`/en/order/payment_cancelled/${created.order_number}/`);
    expect((await storedOrder(created.order_number)).status).toBe('cancelled');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2, 20: 1 });
  });

  it('fails: the order is payment_failed and its gift card balance and code use are given back', async () => {
    await env.DB.prepare(`INSERT INTO gift_cards (id, code, balance, expires_at, is_enabled) VALUES (70, 'BACK-30', 30, NULL, 1)`).run();
    const usedBefore = await env.DB.prepare('SELECT used_count FROM discount_codes WHERE id = 1').first<number>('used_count');
    const { created, payment } = await orderPoles(['WELCOME10', 'BACK-30']);
    expect(await env.DB.prepare('SELECT balance FROM gift_cards WHERE id = 70').first('balance')).toBe(0);
    expect(await env.DB.prepare('SELECT used_count FROM discount_codes WHERE id = 1').first('used_count')).toBe(usedBefore! + 1);
    const answer = await payTest(payment.id, 'fail', payment.callback_secret);
    expect(answer.headers.get('location')).toContain(`/en/order/payment_error/${created.order_number}/`);
    expect((await storedOrder(created.order_number)).status).toBe('payment_failed');
    expect(await env.DB.prepare('SELECT balance FROM gift_cards WHERE id = 70').first('balance')).toBe(30);
    expect(await env.DB.prepare('SELECT used_count FROM discount_codes WHERE id = 1').first('used_count')).toBe(usedBefore);
  });

  it('releases the reservation exactly once when the cancel is replayed, even at the same time', async () => {
    const { created, payment } = await orderPoles();
    await Promise.all([1, 2, 3].map(() => payTest(payment.id, 'cancel', payment.callback_secret)));
    await payTest(payment.id, 'cancel', payment.callback_secret);
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2, 20: 1 });
    expect((await storedOrder(created.order_number)).released_at).not.toBeNull();
  });

  it('changes nothing when a paid payment gets a replayed cancel: the shopper is sent to payment_ok', async () => {
    const { created, payment } = await orderPoles();
    await payTest(payment.id, 'pay', payment.callback_secret);
    const replay = await payTest(payment.id, 'cancel', payment.callback_secret);
    expect(replay.headers.get('location')).toContain('/order/payment_ok/');
    expect((await storedOrder(created.order_number)).status).toBe('processing');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 1, 20: 0 });
  });

  it('refuses a forged callback without the payment\'s secret and changes nothing', async () => {
    const { created, payment } = await orderPoles();
    expect((await payTest(payment.id, 'pay', 'guessed-secret-guessed-secret')).status).toBe(403);
    expect((await payTest(payment.id, 'pay', '')).status).toBe(403);
    expect((await storedOrder(created.order_number)).status).toBe('awaiting_payment');
    expect((await paymentOf(created.order_number)).status).toBe('pending');
  });

  it('refuses a cross-site POST of the outcome', async () => {
    const { payment } = await orderPoles();
    const { app } = await import('../../worker/app.ts');
    const answer = await app.fetch(new Request(`http://localhost/payments/test/${payment.id}/`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ outcome: 'pay', secret: payment.callback_secret }).toString(),
    }), env);
    expect(answer.status).toBe(403);
  });
});
