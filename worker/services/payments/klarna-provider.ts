/**
 * Klarna Checkout (KCO v3 REST): create the checkout order, read it back on
 * the confirmation and push callbacks (the callback's own body is never
 * believed: only the order as Klarna's API answers it), and acknowledge a
 * completed order through the Order Management API, which also cancels or
 * refunds it for the order desk. Switched on by the
 * KLARNA_USERNAME and KLARNA_PASSWORD secrets; KLARNA_API_URL picks the
 * playground or production host.
 */
import { convertAmount, minorUnitsIn } from '../../../shared/money.ts';
import { basicAuth, callJson } from './provider-http.ts';
import { ForgedCallbackError, ProviderUnavailableError, RefundRefusedError, type PaymentOrder, type PaymentProvider } from './provider.ts';

export interface KlarnaSettings { apiUrl: string; username: string; password: string }

const LOCALES: Record<string, string> = { fi: 'fi-FI', sv: 'sv-SE', en: 'en-GB', de: 'de-DE', fr: 'fr-FR', ru: 'en-GB' };

/**
 * KCO order lines in the charge's currency (decision 016): products,
 * delivery, RePack, then the discount and gift cards as negative lines, each
 * converted as the shop shows it; a last line takes up the rounding, so the
 * lines sum to order_amount, the amount the shopper saw.
 */
function klarnaLines(order: PaymentOrder) {
  const { currency, amount } = order.charge;
  const units = (euro: number) => minorUnitsIn(convertAmount(euro, currency), currency.code);
  const line = (type: string, reference: string, name: string, quantity: number, unit: number) => ({
    type, reference, name, quantity, unit_price: unit, tax_rate: 0, total_amount: unit * quantity, total_discount_amount: 0, total_tax_amount: 0,
  });
  const lines = order.lines.map((row) => line('physical', row.reference, row.name, row.amount, units(row.unitPrice)));
  if (order.deliveryCost > 0) lines.push(line('shipping_fee', 'delivery', 'Delivery', 1, units(order.deliveryCost)));
  if (order.repackCost > 0) lines.push(line('surcharge', 'repack', 'RePack', 1, units(order.repackCost)));
  if (order.discount > 0) lines.push(line('discount', 'discount', 'Discount', 1, -units(order.discount)));
  if (order.giftCardPaid > 0) lines.push(line('gift_card', 'gift-cards', 'Gift cards', 1, -units(order.giftCardPaid)));
  const rounding = minorUnitsIn(amount, currency.code) - lines.reduce((sum, entry) => sum + entry.total_amount, 0);
  if (rounding !== 0) lines.push(line(rounding > 0 ? 'surcharge' : 'discount', 'rounding', 'Rounding', 1, rounding));
  return lines;
}

export function klarnaProvider(settings: KlarnaSettings): PaymentProvider {
  const headers = { authorization: basicAuth(settings.username, settings.password), 'content-type': 'application/json' };
  const base = settings.apiUrl.replace(/\/+$/, '');
  return {
    id: 'klarna',
    async start(context, order, payment) {
      const lines = klarnaLines(order);
      const callback = `${context.origin}/payments/klarna/${payment.id}`;
      const answer = await callJson(context.fetch, `${base}/checkout/v3/orders`, {
        method: 'POST', headers,
        body: JSON.stringify({
          purchase_country: order.countryCode.toUpperCase(), purchase_currency: order.charge.currency.code.toUpperCase(), locale: LOCALES[order.language] ?? 'en-GB',
          order_amount: lines.reduce((sum, entry) => sum + entry.total_amount, 0), order_tax_amount: 0, order_lines: lines,
          billing_address: { email: order.email },
          merchant_reference1: order.orderNumber, merchant_reference2: payment.id,
          merchant_urls: {
            terms: `${context.origin}/`, checkout: `${context.origin}/checkout/`,
            confirmation: `${callback}/confirm/?klarna_order_id={checkout.order.id}`,
            push: `${callback}/push/?klarna_order_id={checkout.order.id}`,
            // Klarna asks here before completing: a payment the shop has released since is refused (provider-callbacks.ts).
            validation: `${callback}/validate/`,
          },
        }),
      });
      if (answer.status !== 201 && answer.status !== 200 || typeof answer.body?.order_id !== 'string') throw new ProviderUnavailableError(`Klarna refused the order (${answer.status})`);
      // The shopper fills Klarna's checkout snippet on the shop's own Klarna page.
      return { redirectUrl: `${callback}/`, reference: answer.body.order_id };
    },
    async verify(context, payment, callback) {
      const orderId = callback.klarna_order_id ?? '';
      if (!payment.providerReference || orderId !== payment.providerReference) throw new ForgedCallbackError('Not this payment\'s Klarna order.');
      const read = await callJson(context.fetch, `${base}/checkout/v3/orders/${encodeURIComponent(orderId)}`, { method: 'GET', headers });
      if (read.status === 404) throw new ForgedCallbackError('Klarna does not know the order.');
      if (read.status !== 200) throw new ProviderUnavailableError(`Klarna answered ${read.status}`);
      const body = read.body;
      if (body.merchant_reference2 !== payment.id || body.order_amount !== minorUnitsIn(payment.amount, payment.currency)) throw new ForgedCallbackError('The Klarna order is for another payment.');
      if (body.status !== 'checkout_complete') return 'pending';
      const ack = await callJson(context.fetch, `${base}/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/acknowledge`, { method: 'POST', headers });
      if (ack.status >= 300) throw new ProviderUnavailableError(`Klarna did not take the acknowledgement (${ack.status})`);
      return 'paid';
    },
    /**
     * Order Management: an order nothing of which is captured yet (the shop
     * captures nothing before shipping) is cancelled, which releases the
     * whole authorization; a captured one is refunded (POST .../refunds,
     * refunded_amount in minor units, at most what was captured), with the
     * payment's id as the idempotency key so a retry refunds once.
     */
    async refund(context, payment, amount) {
      const orderId = payment.providerReference;
      if (!orderId) throw new RefundRefusedError('The payment has no Klarna order.');
      const url = `${base}/ordermanagement/v1/orders/${encodeURIComponent(orderId)}`;
      const read = await callJson(context.fetch, url, { method: 'GET', headers });
      if (read.status === 404) throw new RefundRefusedError('Klarna does not know the order.');
      if (read.status !== 200) throw new ProviderUnavailableError(`Klarna answered ${read.status}`);
      // Cancelled already (a retry after an answer that was lost): the authorization is released.
      if (read.body?.status === 'CANCELLED') return;
      const units = minorUnitsIn(amount, payment.currency);
      const captured = Number(read.body?.captured_amount ?? 0);
      if (captured === 0) {
        if (units !== Number(read.body?.order_amount)) throw new RefundRefusedError('Only the whole of an uncaptured Klarna order can be cancelled.');
        const cancelled = await callJson(context.fetch, `${url}/cancel`, { method: 'POST', headers });
        if (cancelled.status >= 300) throw new RefundRefusedError(`Klarna did not cancel the order (${cancelled.status} ${cancelled.body?.error_code ?? ''})`);
        return;
      }
      if (units > captured - Number(read.body?.refunded_amount ?? 0)) throw new RefundRefusedError('More than Klarna has captured and not refunded.');
      const refunded = await callJson(context.fetch, `${url}/refunds`, {
        method: 'POST', headers: { ...headers, 'klarna-idempotency-key': `refund-${payment.id}` },
        body: JSON.stringify({ refunded_amount: units, reference: payment.id }),
      });
      if (refunded.status >= 300) throw new RefundRefusedError(`Klarna refused the refund (${refunded.status} ${refunded.body?.error_code ?? ''})`);
    },
  };
}

/** The checkout snippet Klarna renders for the shopper (KCO: html_snippet of the order). */
export async function klarnaSnippet(settings: KlarnaSettings, fetcher: typeof fetch, orderId: string): Promise<string> {
  const base = settings.apiUrl.replace(/\/+$/, '');
  const read = await callJson(fetcher, `${base}/checkout/v3/orders/${encodeURIComponent(orderId)}`, {
    method: 'GET', headers: { authorization: basicAuth(settings.username, settings.password) },
  });
  if (read.status !== 200 || typeof read.body?.html_snippet !== 'string') throw new ProviderUnavailableError(`Klarna answered ${read.status}`);
  return read.body.html_snippet;
}
