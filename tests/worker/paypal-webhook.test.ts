import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { finishPayment } from '../../worker/services/orders/start-payment.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { stockOf, storedOrder } from './order-helpers.ts';
import { captureEvent, fakePayPalWebhooks, paypalOrder, postWebhook, recordingQueue } from './paypal-webhook-helpers.ts';

beforeAll(setUpCheckout);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The fake PayPal answering the worker's own calls (paymentRun uses the global fetch). */
async function setUp() {
  const paypal = fakePayPalWebhooks();
  vi.stubGlobal('fetch', paypal.fetch);
  const { context, found } = await paypalOrder(paypal.fetch);
  return { paypal, context, found, outbox: recordingQueue() };
}

const emails = (orderId: number) => env.DB.prepare('SELECT COUNT(*) AS n FROM outbox_emails WHERE order_id = ?').bind(orderId).first<number>('n');
const paymentRow = (id: string) => env.DB.prepare('SELECT status, needs_refund_at FROM payments WHERE id = ?').bind(id).first<{ status: string; needs_refund_at: string | null }>();

describe('POST /payments/paypal/webhook/', () => {
  it('pays the order when PayPal reports the capture completed, and queues its email once', async () => {
    const { paypal, found, outbox } = await setUp();
    await paypal.capture(found.payment.providerReference);
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', found);
    const answer = await postWebhook(event, paypal.sign(event), { OUTBOX: outbox });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, handled: true });
    expect(paypal.verifications[0]).toMatchObject({ webhook_id: 'test-paypal-webhook', auth_algo: 'SHA256withRSA', webhook_event: event });
    expect((await storedOrder(found.order.orderNumber)).status).toBe('processing');
    expect(await emails(found.order.id)).toBe(1);
    expect(outbox.send).toHaveBeenCalledTimes(1);
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2 });
  });

  it('links the email to the order\'s own language host when PayPal calls another brand host', async () => {
    const { paypal, found, outbox } = await setUp();
    await paypal.capture(found.payment.providerReference);
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', found);
    expect((await postWebhook(event, paypal.sign(event), { OUTBOX: outbox }, 'https://kaira.fi')).status).toBe(200);
    const body = await env.DB.prepare('SELECT body_text FROM outbox_emails WHERE order_id = ?').bind(found.order.id).first<string>('body_text');
    expect(body).toContain('https://kaira.com/');
    expect(body).toContain(found.order.viewToken);
  });

  it('changes nothing when the same event comes again', async () => {
    const { paypal, found, outbox } = await setUp();
    await paypal.capture(found.payment.providerReference);
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', found);
    expect((await postWebhook(event, paypal.sign(event), { OUTBOX: outbox })).status).toBe(200);
    const first = await storedOrder(found.order.orderNumber);
    expect((await postWebhook(event, paypal.sign(event), { OUTBOX: outbox })).status).toBe(200);
    expect(await storedOrder(found.order.orderNumber)).toEqual(first);
    expect(await emails(found.order.id)).toBe(1);
    expect(outbox.send).toHaveBeenCalledTimes(1);
    expect(paypal.calls.filter((call) => call.path.endsWith('/capture'))).toHaveLength(1);
  });

  it('finds the payment by the PayPal order id when the capture carries no custom_id', async () => {
    // Each fake numbers its orders from PP-1: earlier tests' payments would share this one's reference.
    await env.DB.prepare(`DELETE FROM payments WHERE provider = 'paypal'`).run();
    const { paypal, found, outbox } = await setUp();
    await paypal.capture(found.payment.providerReference);
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', found, { custom_id: undefined });
    expect((await postWebhook(event, paypal.sign(event), { OUTBOX: outbox })).status).toBe(200);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('processing');
  });

  it('fails the order and releases its stock when PayPal reports the capture denied', async () => {
    const { paypal, found } = await setUp();
    // A capture held for review (PENDING), then refused: the order's capture reads DECLINED.
    await paypal.capture(found.payment.providerReference);
    paypal.orders.get(found.payment.providerReference).purchase_units[0].payments.captures[0].status = 'DECLINED';
    const event = captureEvent('PAYMENT.CAPTURE.DENIED', found);
    expect((await postWebhook(event, paypal.sign(event))).status).toBe(200);
    const order = await storedOrder(found.order.orderNumber);
    expect(order.status).toBe('payment_failed');
    expect(order.released_at).not.toBeNull();
    expect((await paymentRow(found.payment.id))!.status).toBe('failed');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
  });

  it('refuses a forged event with 400 and changes nothing', async () => {
    const { paypal, found, outbox } = await setUp();
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', found);
    const forged = { ...paypal.sign(event), 'paypal-transmission-sig': 'made-up' };
    const answer = await postWebhook(event, forged, { OUTBOX: outbox });
    expect(answer.status).toBe(400);
    expect((await answer.json<any>()).error.code).toBe('invalid_webhook');
    // Without PayPal's transmission headers, or with ones PayPal never sends, PayPal is not even asked.
    expect((await postWebhook(event, {}, { OUTBOX: outbox })).status).toBe(400);
    const signed = paypal.sign(event);
    for (const implausible of [
      { 'paypal-cert-url': 'https://evil.example/paypal.com/cert' }, { 'paypal-cert-url': 'http://api.paypal.com/cert' },
      { 'paypal-auth-algo': 'none' }, { 'paypal-transmission-time': '2020-01-01T00:00:00Z' }, { 'paypal-transmission-time': 'soon' },
    ]) expect((await postWebhook(event, { ...signed, ...implausible }, { OUTBOX: outbox })).status, JSON.stringify(implausible)).toBe(400);
    expect(paypal.verifications).toHaveLength(1);
    expect(paypal.calls.filter((call) => call.path.startsWith('/v2/checkout/orders/'))).toHaveLength(0);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('awaiting_payment');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2 });
    expect(outbox.send).not.toHaveBeenCalled();
  });

  it('answers 200 to genuine events it does not handle or that name no payment of the shop, changing nothing', async () => {
    const { paypal, found } = await setUp();
    const approved = { id: 'WH-approved', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: found.payment.providerReference } };
    expect(await (await postWebhook(approved, paypal.sign(approved))).json()).toEqual({ received: true, handled: false });
    const stranger = captureEvent('PAYMENT.CAPTURE.COMPLETED', found, { custom_id: 'p'.repeat(24), supplementary_data: { related_ids: { order_id: 'PP-other' } } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await (await postWebhook(stranger, paypal.sign(stranger))).json()).toEqual({ received: true, handled: false });
    expect((await storedOrder(found.order.orderNumber)).status).toBe('awaiting_payment');
  });

  it('marks a cancelled payment whose capture completes anyway for a refund, once, without reopening it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { paypal, context, found, outbox } = await setUp();
    await finishPayment(context, found, 'cancelled');
    await paypal.capture(found.payment.providerReference);
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', found);
    expect((await postWebhook(event, paypal.sign(event), { OUTBOX: outbox })).status).toBe(200);
    const marked = await paymentRow(found.payment.id);
    expect(marked).toEqual({ status: 'cancelled', needs_refund_at: expect.any(String) });
    expect((await postWebhook(event, paypal.sign(event), { OUTBOX: outbox })).status).toBe(200);
    expect(await paymentRow(found.payment.id)).toEqual(marked);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('cancelled');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
    expect(await emails(found.order.id)).toBe(0);
    expect(errors.mock.calls.filter((call) => String(call[0]).includes('NEEDS REFUND'))).toHaveLength(1);
  });

  it('answers 502 and changes nothing when PayPal cannot be asked', async () => {
    const { paypal, found } = await setUp();
    vi.stubGlobal('fetch', async () => { throw new TypeError('network down'); });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', found);
    expect((await postWebhook(event, paypal.sign(event))).status).toBe(502);
    expect((await storedOrder(found.order.orderNumber)).status).toBe('awaiting_payment');
  });

  it('is switched off (404) without PAYPAL_WEBHOOK_ID', async () => {
    const { paypal, found } = await setUp();
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', found);
    expect((await postWebhook(event, paypal.sign(event), { PAYPAL_WEBHOOK_ID: '' })).status).toBe(404);
    expect(paypal.verifications).toHaveLength(0);
  });
});
