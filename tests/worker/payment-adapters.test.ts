import { EURO } from '../../shared/money.ts';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { fakeKlarna, fakePayPal } from '../fixtures/fake-payment-apis.ts';
import { catalogueSource } from '../../worker/data/catalogue-cache.ts';
import { createOrder } from '../../worker/services/orders/create-order.ts';
import { getPayment } from '../../worker/data/orders/payments.ts';
import { finishPayment, type PaymentRunContext } from '../../worker/services/orders/start-payment.ts';
import { klarnaProvider } from '../../worker/services/payments/klarna-provider.ts';
import { paypalProvider } from '../../worker/services/payments/paypal-provider.ts';
import { ForgedCallbackError } from '../../worker/services/payments/provider.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { orderBody, setStock, stockOf, storedOrder } from './order-helpers.ts';

beforeAll(setUpCheckout);

const KLARNA = { KLARNA_USERNAME: 'klarna-user', KLARNA_PASSWORD: 'klarna-pass', KLARNA_API_URL: 'https://klarna.fake' };
const PAYPAL = { PAYPAL_CLIENT_ID: 'pp-client', PAYPAL_CLIENT_SECRET: 'pp-secret', PAYPAL_API_URL: 'https://paypal.fake' };

function run(fetcher: typeof fetch): PaymentRunContext {
  return {
    env: { ...env, ...KLARNA, ...PAYPAL }, now: new Date(), fetch: fetcher,
    links: { origin: 'https://shop.example', resultUrl: (order, kind) => `https://shop.example/result/${kind}/${order.orderNumber}/` },
  };
}

/** An order of two poles (79.90 € + 9.90 € home delivery) paid with the method, through the service with the fake API. */
async function order(method: 'klarna' | 'paypal', fetcher: typeof fetch) {
  await setStock(CHECKOUT.polesVariant, { 1: 4 });
  const context = run(fetcher);
  const outcome = await createOrder({ ...context, source: catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {}), language: 'en', display: EURO }, orderBody({ products: [row(CHECKOUT.polesVariant, 2)] }, { payment_method: method }));
  if (outcome.kind !== 'created') throw new Error(JSON.stringify(outcome));
  const stored = await storedOrder(outcome.response.order_number);
  const paymentId = (await env.DB.prepare('SELECT id FROM payments WHERE order_id = ?').bind(stored.id).first<string>('id'))!;
  return { context, response: outcome.response, found: (await getPayment(env.DB, paymentId))! };
}

describe('Klarna Checkout v3 adapter', () => {
  it('creates a KCO order whose lines sum to what is left to pay, with callbacks to the payment', async () => {
    const klarna = fakeKlarna();
    const { response, found } = await order('klarna', klarna.fetch);
    expect(response.redirect_url).toBe(`https://shop.example/payments/klarna/${found.payment.id}/`);
    const created = klarna.orders.get(found.payment.providerReference)!;
    expect(created).toMatchObject({ purchase_country: 'FI', purchase_currency: 'EUR', locale: 'en-GB', order_amount: 8980, merchant_reference1: response.order_number });
    expect(created.merchant_urls.push).toBe(`https://shop.example/payments/klarna/${found.payment.id}/push/?klarna_order_id={checkout.order.id}`);
  });

  it('leaves the order waiting while Klarna says the checkout is incomplete, and pays it once complete, acknowledging it', async () => {
    const klarna = fakeKlarna();
    const { context, found } = await order('klarna', klarna.fetch);
    const provider = klarnaProvider({ apiUrl: 'https://klarna.fake', username: 'klarna-user', password: 'klarna-pass' });
    const callback = { klarna_order_id: found.payment.providerReference };
    expect(await provider.verify(context, found.payment, callback)).toBe('pending');
    klarna.complete(found.payment.providerReference);
    expect(await provider.verify(context, found.payment, callback)).toBe('paid');
    expect(klarna.orders.get(found.payment.providerReference).acknowledged).toBe(true);
    await finishPayment(context, found, 'paid');
    expect((await storedOrder(found.order.orderNumber)).status).toBe('processing');
  });

  it('refuses a callback naming another Klarna order', async () => {
    const klarna = fakeKlarna();
    const { context, found } = await order('klarna', klarna.fetch);
    const provider = klarnaProvider({ apiUrl: 'https://klarna.fake', username: 'klarna-user', password: 'klarna-pass' });
    await expect(provider.verify(context, found.payment, { klarna_order_id: 'kco-999' })).rejects.toBeInstanceOf(ForgedCallbackError);
  });

  it('fails the order and releases its stock when Klarna cannot be reached', async () => {
    const down = (async () => { throw new TypeError('network down'); }) as typeof fetch;
    const { response } = await order('klarna', down);
    expect(response.redirect_url).toContain('/result/error/');
    expect((await storedOrder(response.order_number)).status).toBe('payment_failed');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
  });
});

describe('PayPal Orders v2 adapter', () => {
  it('creates a CAPTURE order for what is left to pay and sends the shopper to its payer-action link', async () => {
    const paypal = fakePayPal();
    const { response, found } = await order('paypal', paypal.fetch);
    expect(response.redirect_url).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${found.payment.providerReference}`);
    const created = paypal.orders.get(found.payment.providerReference)!;
    expect(created.request.intent).toBe('CAPTURE');
    expect(created.purchase_units[0]).toMatchObject({ invoice_id: response.order_number, custom_id: found.payment.id, amount: { currency_code: 'EUR', value: '89.80' } });
    expect(created.request.payment_source.paypal.experience_context.return_url).toBe(`https://shop.example/payments/paypal/${found.payment.id}/return/`);
  });

  it('captures on return and pays the order; a replayed return captures nothing more', async () => {
    const paypal = fakePayPal();
    const { context, found } = await order('paypal', paypal.fetch);
    const provider = paypalProvider({ apiUrl: 'https://paypal.fake', clientId: 'pp-client', clientSecret: 'pp-secret' });
    paypal.approve(found.payment.providerReference);
    const callback = { action: 'return', token: found.payment.providerReference };
    expect(await provider.verify(context, found.payment, callback)).toBe('paid');
    expect(await provider.verify(context, found.payment, callback)).toBe('paid');
    expect(paypal.calls.filter((call) => call.path.endsWith('/capture'))).toHaveLength(2);
    await finishPayment(context, found, 'paid');
    await finishPayment(context, found, 'paid');
    expect((await storedOrder(found.order.orderNumber)).status).toBe('processing');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox_emails WHERE order_id = ?').bind(found.order.id).first('n')).toBe(1);
  });

  it('reads the order on cancel: not approved is cancelled, and the stock comes back', async () => {
    const paypal = fakePayPal();
    const { context, found } = await order('paypal', paypal.fetch);
    const provider = paypalProvider({ apiUrl: 'https://paypal.fake', clientId: 'pp-client', clientSecret: 'pp-secret' });
    const outcome = await provider.verify(context, found.payment, { action: 'cancel', token: found.payment.providerReference });
    expect(outcome).toBe('cancelled');
    expect(await finishPayment(context, found, outcome)).toContain('/result/cancelled/');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
  });

  it('refuses a return whose token is not the payment\'s PayPal order', async () => {
    const paypal = fakePayPal();
    const { context, found } = await order('paypal', paypal.fetch);
    const provider = paypalProvider({ apiUrl: 'https://paypal.fake', clientId: 'pp-client', clientSecret: 'pp-secret' });
    await expect(provider.verify(context, found.payment, { action: 'return', token: 'PP-forged' })).rejects.toBeInstanceOf(ForgedCallbackError);
  });

  it('keeps the order waiting with its reservation while the capture is PENDING, and pays it once PayPal completes it', async () => {
    const paypal = fakePayPal();
    // PayPal holding the money for review: a 2xx capture whose capture is PENDING.
    const pending = (async (input, init) => {
      const answer = await paypal.fetch(input, init);
      const id = /\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(new URL(String(input)).pathname)?.[1];
      if (!id || answer.status >= 300) return answer;
      paypal.orders.get(id).purchase_units[0].payments.captures[0].status = 'PENDING';
      return new Response(JSON.stringify(paypal.orders.get(id)), { status: 201, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const { context, found } = await order('paypal', pending);
    const provider = paypalProvider({ apiUrl: 'https://paypal.fake', clientId: 'pp-client', clientSecret: 'pp-secret' });
    paypal.approve(found.payment.providerReference);
    const callback = { action: 'return', token: found.payment.providerReference };
    expect(await provider.verify(context, found.payment, callback)).toBe('pending');
    expect(await finishPayment(context, found, 'pending')).toContain('/result/ok/');
    expect((await storedOrder(found.order.orderNumber)).status).toBe('awaiting_payment');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2 });
    // A later return reads the order: still pending, then completed.
    expect(await provider.verify(context, found.payment, callback)).toBe('pending');
    paypal.orders.get(found.payment.providerReference).purchase_units[0].payments.captures[0].status = 'COMPLETED';
    expect(await provider.verify(context, found.payment, callback)).toBe('paid');
  });

  it('does not reopen a cancelled payment that is reported paid, and logs it for a refund', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const paypal = fakePayPal();
    const { context, found } = await order('paypal', paypal.fetch);
    await finishPayment(context, found, 'cancelled');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
    // The shopper approves in another tab after cancelling: the return captures nothing for a cancelled payment.
    const cancelled = (await getPayment(env.DB, found.payment.id))!;
    paypal.approve(found.payment.providerReference);
    const provider = paypalProvider({ apiUrl: 'https://paypal.fake', clientId: 'pp-client', clientSecret: 'pp-secret' });
    await provider.verify(context, cancelled.payment, { action: 'return', token: found.payment.providerReference });
    expect(paypal.calls.filter((call) => call.path.endsWith('/capture'))).toHaveLength(0);
    // Money reported anyway (a race with the cancel): nothing reopens, a refund is flagged in the log.
    expect(await finishPayment(context, found, 'paid')).toContain('/result/cancelled/');
    expect((await storedOrder(found.order.orderNumber)).status).toBe('cancelled');
    expect(await env.DB.prepare('SELECT status FROM payments WHERE id = ?').bind(found.payment.id).first('status')).toBe('cancelled');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox_emails WHERE order_id = ?').bind(found.order.id).first('n')).toBe(0);
    expect(errors.mock.calls.some((call) => String(call[0]).includes('NEEDS REFUND'))).toBe(true);
    errors.mockRestore();
  });

  it('does not pay an order the shopper never approved, whatever the return URL says', async () => {
    const paypal = fakePayPal();
    const { context, found } = await order('paypal', paypal.fetch);
    const provider = paypalProvider({ apiUrl: 'https://paypal.fake', clientId: 'pp-client', clientSecret: 'pp-secret' });
    expect(await provider.verify(context, found.payment, { action: 'return', token: found.payment.providerReference })).toBe('failed');
  });
});
