/**
 * After the order batch: the provider starts the payment and the shopper is
 * sent to it; a callback's verified outcome settles the order and sends the
 * shopper to the result page. An order fully paid with gift cards needs no
 * provider: it is settled as paid at once. A provider that cannot start the
 * payment fails it, which releases the reservation.
 */
import { getPaymentStatus, setPaymentReference, type PaymentWithOrder } from '../../data/orders/payments.ts';
import type { Bindings } from '../../env.ts';
import { shopSettings } from '../../env.ts';
import { ProviderUnavailableError, type PaymentOrder, type PaymentOutcome } from '../payments/provider.ts';
import { providerById } from '../payments/providers.ts';
import { settlePayment } from './settle-payment.ts';

export type ResultKind = 'ok' | 'cancelled' | 'error';

export interface OrderLinks {
  /** The shop's origin, for the providers' return and callback URLs. */
  origin: string;
  /** Absolute URL of a result page: /order/payment_ok/{orderNumber}/{token}/ localised. */
  resultUrl(order: PaymentWithOrder['order'], kind: ResultKind): string;
}

export interface PaymentRunContext { env: Bindings; now: Date; links: OrderLinks; fetch: typeof fetch }

/**
 * Thrown when the payment could neither be started nor failed (the database
 * would not take the release): the route answers 502 and the order stays
 * awaiting payment with its reservation until a later release.
 */
export class PaymentStartError extends Error {}

/**
 * Runs after the order batch has committed, so whatever goes wrong here
 * (the provider is down, answers nonsense, throws, or the reference cannot
 * be stored) must not leave the reservation behind: the payment is settled
 * as failed (stock, gift card balances and code use released exactly once,
 * settle-payment.ts) and the shopper goes to payment_error.
 */
export async function startPayment(context: PaymentRunContext, found: PaymentWithOrder, order: PaymentOrder): Promise<string> {
  try {
    if (found.payment.provider === 'giftcard') return await finishPayment(context, found, 'paid');
    const provider = providerById(context.env, found.payment.provider);
    if (!provider) throw new ProviderUnavailableError(`Provider ${found.payment.provider} is not configured.`);
    const started = await provider.start({ origin: context.links.origin, fetch: context.fetch }, order, found.payment);
    await setPaymentReference(context.env.DB, found, started.reference);
    return started.redirectUrl;
  } catch (error) {
    console.error('Payment could not be started; the order is failed and its reservation released', found.order.orderNumber, error);
    try {
      // Idempotent: a payment that did get settled (a gift card order paid before a later step threw) is left as it is.
      return await finishPayment(context, found, 'failed');
    } catch (release) {
      console.error('Payment could not be failed either; the order keeps its reservation', found.order.orderNumber, release);
      throw new PaymentStartError(`Payment for ${found.order.orderNumber} could not be started.`, { cause: error });
    }
  }
}

const RESULT: Record<PaymentOutcome, ResultKind> = { paid: 'ok', pending: 'ok', cancelled: 'cancelled', failed: 'error' };

/** Where a shopper goes for a payment already settled: its result page, nothing changed. */
export function settledResultUrl(context: PaymentRunContext, found: PaymentWithOrder): string {
  return context.links.resultUrl(found.order, RESULT[found.payment.status]);
}

/**
 * Settles the payment (idempotent) and answers where the shopper goes. A
 * replayed callback finds the payment settled and goes where the first one
 * went: the payment's status decides, not the replay's claim.
 */
export async function finishPayment(context: PaymentRunContext, found: PaymentWithOrder, outcome: PaymentOutcome): Promise<string> {
  const viewUrl = context.links.resultUrl(found.order, 'ok');
  await settlePayment({ env: context.env, brandName: shopSettings(context.env).brandName, now: context.now, viewUrl }, found, outcome);
  const status = await getPaymentStatus(context.env.DB, found.payment.id);
  return context.links.resultUrl(found.order, RESULT[status ?? outcome]);
}
