/**
 * PayPal Orders v2: an OAuth client-credentials token, create an order with
 * intent CAPTURE and send the shopper to its approve link; on return,
 * capture it (the return URL's token is only a hint: the capture's answer
 * decides), and on cancel read the order's status from the API. Switched on
 * by PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET; PAYPAL_API_URL picks the
 * sandbox or live host. The verified webhook (paypal-webhook-check.ts)
 * calls verify with action 'notify': the order is read, never captured.
 * The order desk's cancel refunds the capture (Payments v2).
 */
import { minorUnitsIn, providerAmount } from '../../../shared/money.ts';
import type { PaymentRecord } from '../../data/orders/payments.ts';
import { basicAuth, callJson } from './provider-http.ts';
import { ForgedCallbackError, ProviderUnavailableError, RefundRefusedError, type PaymentOutcome, type PaymentProvider } from './provider.ts';

export interface PayPalSettings { apiUrl: string; clientId: string; clientSecret: string }

const LOCALES: Record<string, string> = { fi: 'fi-FI', sv: 'sv-SE', en: 'en-GB', de: 'de-DE', fr: 'fr-FR', ru: 'ru-RU' };

export const paypalBase = (settings: PayPalSettings): string => settings.apiUrl.replace(/\/+$/, '');

/** Authorization headers with an OAuth client-credentials token (the adapter and the webhook check share it). */
export async function paypalBearer(settings: PayPalSettings, fetcher: typeof fetch): Promise<Record<string, string>> {
  const token = await callJson(fetcher, `${paypalBase(settings)}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: basicAuth(settings.clientId, settings.clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  if (token.status !== 200 || typeof token.body?.access_token !== 'string') throw new ProviderUnavailableError(`PayPal refused the token (${token.status})`);
  return { authorization: `Bearer ${token.body.access_token}`, 'content-type': 'application/json' };
}

export function paypalProvider(settings: PayPalSettings): PaymentProvider {
  const base = paypalBase(settings);
  const bearer = (fetcher: typeof fetch) => paypalBearer(settings, fetcher);
  /**
   * The capture's own status decides: COMPLETED is paid; PENDING (an eCheck,
   * a review) may still bring the money, so the order keeps waiting with its
   * reservation; anything else, or another amount or currency, failed.
   */
  const captureOutcome = (body: any, payment: PaymentRecord): PaymentOutcome => {
    const capture = body?.purchase_units?.[0]?.payments?.captures?.[0];
    const sameAmount = minorUnitsIn(Number(capture?.amount?.value), payment.currency) === minorUnitsIn(payment.amount, payment.currency)
      && capture?.amount?.currency_code === payment.currency.toUpperCase();
    if (!sameAmount) return 'failed';
    if (capture.status === 'COMPLETED') return 'paid';
    return capture.status === 'PENDING' ? 'pending' : 'failed';
  };
  return {
    id: 'paypal',
    async start(context, order, payment) {
      const callback = `${context.origin}/payments/paypal/${payment.id}`;
      const answer = await callJson(context.fetch, `${base}/v2/checkout/orders`, {
        method: 'POST',
        // The payment id makes a retried create the same PayPal order.
        headers: { ...(await bearer(context.fetch)), 'paypal-request-id': payment.id },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [{
            reference_id: order.orderNumber, invoice_id: order.orderNumber, custom_id: payment.id,
            // The payment's own currency and amount: what the shopper was shown (decision 016).
            amount: { currency_code: payment.currency.toUpperCase(), value: providerAmount(payment.amount, payment.currency) },
          }],
          payment_source: { paypal: { experience_context: {
            return_url: `${callback}/return/`, cancel_url: `${callback}/cancel/`, locale: LOCALES[order.language] ?? 'en-GB', user_action: 'PAY_NOW',
          } } },
        }),
      });
      const link = (answer.body?.links ?? []).find((entry: any) => entry.rel === 'payer-action' || entry.rel === 'approve');
      if (answer.status >= 300 || typeof answer.body?.id !== 'string' || !link) throw new ProviderUnavailableError(`PayPal refused the order (${answer.status})`);
      return { redirectUrl: link.href, reference: answer.body.id };
    },
    async verify(context, payment, callback) {
      const orderId = callback.token ?? '';
      if (!payment.providerReference || orderId !== payment.providerReference) throw new ForgedCallbackError('Not this payment\'s PayPal order.');
      const headers = await bearer(context.fetch);
      const url = `${base}/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      // A payment already cancelled or failed has released its goods: never capture it (decision 011).
      if (callback.action === 'return' && (payment.status === 'pending' || payment.status === 'paid')) {
        const capture = await callJson(context.fetch, `${url}/capture`, { method: 'POST', headers: { ...headers, 'paypal-request-id': `capture-${payment.id}` } });
        if (capture.status < 300) return captureOutcome(capture.body, payment);
        if (capture.status === 404) throw new ForgedCallbackError('PayPal does not know the order.');
        // Already captured (a replayed return): the order's own state decides.
        if (!JSON.stringify(capture.body ?? '').includes('ORDER_ALREADY_CAPTURED')) return 'failed';
      }
      const read = await callJson(context.fetch, url, { method: 'GET', headers });
      if (read.status === 404) throw new ForgedCallbackError('PayPal does not know the order.');
      if (read.status !== 200) throw new ProviderUnavailableError(`PayPal answered ${read.status}`);
      // A captured order, or one whose capture was since denied: the capture's status decides.
      if (read.body?.status === 'COMPLETED' || read.body?.purchase_units?.[0]?.payments?.captures?.[0]) return captureOutcome(read.body, payment);
      return callback.action === 'cancel' ? 'cancelled' : 'pending';
    },
    /**
     * Payments v2: the order's capture is refunded (POST
     * /v2/payments/captures/{id}/refund with the amount in the payment's
     * currency); PayPal-Request-Id makes a retry the same refund. A refund
     * PayPal answers PENDING is on its way and counts as made.
     */
    async refund(context, payment, amount) {
      if (!payment.providerReference) throw new RefundRefusedError('The payment has no PayPal order.');
      const headers = await bearer(context.fetch);
      const read = await callJson(context.fetch, `${base}/v2/checkout/orders/${encodeURIComponent(payment.providerReference)}`, { method: 'GET', headers });
      if (read.status === 404) throw new RefundRefusedError('PayPal does not know the order.');
      if (read.status !== 200) throw new ProviderUnavailableError(`PayPal answered ${read.status}`);
      const captureId = read.body?.purchase_units?.[0]?.payments?.captures?.[0]?.id;
      if (typeof captureId !== 'string') throw new RefundRefusedError('The PayPal order has no capture to refund.');
      const refunded = await callJson(context.fetch, `${base}/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        method: 'POST', headers: { ...headers, 'paypal-request-id': `refund-${payment.id}` },
        body: JSON.stringify({ amount: { value: providerAmount(amount, payment.currency), currency_code: payment.currency.toUpperCase() } }),
      });
      const status = refunded.body?.status;
      if (refunded.status >= 300 || (status !== 'COMPLETED' && status !== 'PENDING')) {
        throw new RefundRefusedError(`PayPal refused the refund (${refunded.status} ${JSON.stringify(refunded.body?.details?.[0]?.issue ?? status ?? '')})`);
      }
    },
  };
}
