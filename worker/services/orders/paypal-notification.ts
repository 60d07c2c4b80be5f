/**
 * PayPal's webhook events (decision 011): a capture that completes or is
 * denied after the shopper left PayPal (a PENDING capture cleared or refused
 * in review, a shopper who never came back to the return URL). The event is
 * first verified with PayPal; then it only says which payment to look at:
 * the adapter reads the PayPal order (verify, action 'notify', no capture)
 * and the answer is settled like a return's, so replays change nothing and
 * money for a payment already released is marked for a refund.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { getPayment, getPaymentIdByReference, type PaymentWithOrder } from '../../data/orders/payments.ts';
import { isPayPalWebhook, webhookSignatureOf } from '../payments/paypal-webhook-check.ts';
import { ForgedCallbackError } from '../payments/provider.ts';
import { paypalSettings, providerById } from '../payments/providers.ts';
import { isPaymentId } from './secrets.ts';
import { finishPayment, type PaymentRunContext } from './start-payment.ts';

/** forged: not verified by PayPal (400); ignored: genuine but not ours or not handled (200); settled: applied (200). */
type NotificationResult = 'forged' | 'ignored' | 'settled';

const HANDLED = new Set(['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DENIED']);

/** Throws ProviderUnavailableError when PayPal cannot be asked: nothing has changed, PayPal sends the event again. */
export async function receivePayPalNotification(run: PaymentRunContext, webhookId: string, headers: Headers, rawEvent: string): Promise<NotificationResult> {
  const settings = paypalSettings(run.env);
  const provider = providerById(run.env, 'paypal');
  const signature = webhookSignatureOf(headers, run.now);
  if (!settings || !provider || !signature) return 'forged';
  if (!(await isPayPalWebhook(settings, webhookId, run.fetch, signature, rawEvent))) return 'forged';
  const event = JSON.parse(rawEvent);
  if (!HANDLED.has(event.event_type)) return 'ignored';
  const orderId = event.resource?.supplementary_data?.related_ids?.order_id;
  const found = await paymentOfCapture(run.env.DB, event.resource?.custom_id, orderId);
  if (!found) {
    console.warn('PayPal webhook for no payment of this shop; ignored', event.id, event.event_type);
    return 'ignored';
  }
  try {
    const token = typeof orderId === 'string' && orderId ? orderId : found.payment.providerReference;
    const outcome = await provider.verify({ origin: run.links.origin, fetch: run.fetch }, found.payment, { action: 'notify', token });
    await finishPayment(run, found, outcome);
    return 'settled';
  } catch (error) {
    if (!(error instanceof ForgedCallbackError)) throw error;
    console.warn('PayPal webhook names a PayPal order that is not the payment\'s; ignored', event.id, found.payment.id, error.message);
    return 'ignored';
  }
}

/** Our payment by the capture's custom_id (the adapter sets the payment id), else by the PayPal order id. */
async function paymentOfCapture(db: D1Database, customId: unknown, orderId: unknown): Promise<PaymentWithOrder | null> {
  let id = typeof customId === 'string' && isPaymentId(customId) ? customId : null;
  if (!id && typeof orderId === 'string') id = await getPaymentIdByReference(db, 'paypal', orderId);
  const found = id ? await getPayment(db, id) : null;
  return found && found.payment.provider === 'paypal' ? found : null;
}
