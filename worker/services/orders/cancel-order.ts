/**
 * Cancelling an order that has not left the shop (issue 16 items 4 and 5,
 * decision 024): by staff on the order desk, by the warehouse, or by the
 * customer (actor 'customer'). Only a not-yet-shipped order
 * (shared/order/order-status-flow.ts isNotShipped) moves to
 * manual_cancellation; one D1 batch releases its reservation exactly as an
 * unpaid order's timeout does (stock to its stores, gift card balances, the
 * code's use; released_at set once) with its desk event, and ends the
 * order's pack-together links (a visible event on each other order); the web
 * gift cards it bought are disabled, and an order one of whose cards has been
 * spent is not cancelled (decision 028). When
 * asked and the order was paid at a provider, the same batch marks the
 * payment needs_refund_at, then the provider refunds it: a refund made
 * clears the mark, one that fails (or never ran) keeps it, so finance makes
 * it, and is reported. The customer gets a mail in the order's language
 * saying what comes back.
 */
import { isNotShipped } from '../../../shared/order/order-status-flow.ts';
import type { OrderStatus } from '../../../shared/types/order.ts';
import { cancelOrderRelease, hasSpentGiftCard, recordRefund } from '../../data/orders/order-desk-cancel.ts';
import { getDeskOrder, type DeskOrderRecord } from '../../data/orders/order-desk.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { providerById } from '../payments/providers.ts';
import { orderLanguage, type OrderDeskDeps } from './order-desk-context.ts';
import { cancelMail, type CancelRefund } from './order-desk-mails.ts';

export interface CancelOrderInput {
  orderId: number;
  /** A staff account's email, 'customer' or 'warehouse'. */
  actor: string;
  /** Give the payment back through its provider. */
  refund: boolean;
  /** Shown to the customer in the mail and the order's history. */
  note?: string;
}

interface RefundedPayment { amount: number; currency: string; provider: string }

export type CancelOutcome =
  | { kind: 'cancelled'; refunded: RefundedPayment | null; giftCards: number }
  /**
   * Shipped, delivered, already cancelled or never paid (or moved there while this ran), or a web gift card
   * it bought has been spent (`giftCardSpent`, decision 028): nothing changed.
   */
  | { kind: 'not_cancellable'; status: OrderStatus; giftCardSpent?: true }
  /** Cancelled and released, but the provider did not refund: the payment is marked needs_refund_at. */
  | { kind: 'refund_failed'; payment: RefundedPayment & { id: string }; reason: string }
  | { kind: 'not_found' };

type Paid = NonNullable<DeskOrderRecord['payment']>;

/** Money collected by a provider and not given back yet (gift card payments come back with the release). */
const refundable = (payment: DeskOrderRecord['payment']): payment is Paid =>
  payment !== null && payment.status === 'paid' && payment.provider !== 'giftcard' && payment.amount > 0 && payment.refundedAt === null;

export async function cancelOrder(deps: OrderDeskDeps, input: CancelOrderInput, now: Date): Promise<CancelOutcome> {
  const db = deps.env.DB;
  const order = await getDeskOrder(db, input.orderId);
  if (!order) return { kind: 'not_found' };
  if (!isNotShipped(order.status)) return { kind: 'not_cancellable', status: order.status };
  if (await hasSpentGiftCard(db, order.id)) return { kind: 'not_cancellable', status: order.status, giftCardSpent: true };
  const note = (input.note ?? '').trim();
  const change = { actor: input.actor, action: 'cancel', toStatus: 'manual_cancellation', note, mail: null };
  const payment = input.refund && refundable(order.payment) ? order.payment : null;
  // The batch marks the refund due (needs_refund_at) before the provider is asked: a worker that stops in
  // between leaves a cancelled, paid order that finance still sees; a refund made clears the mark.
  if (!(await cancelOrderRelease(db, order.id, order.status, change, now.toISOString(), payment?.id ?? null))) {
    // Moved (or cancelled) by someone else between the read and the batch.
    const current = await getDeskOrder(db, order.id);
    const status = current?.status ?? order.status;
    return (await hasSpentGiftCard(db, order.id)) ? { kind: 'not_cancellable', status, giftCardSpent: true } : { kind: 'not_cancellable', status };
  }
  const failure = payment ? await refundPayment(deps, order, payment, input.actor, now) : null;
  const refund: CancelRefund = {
    payment: payment ? { amount: payment.amount, currency: payment.currency, ok: failure === null } : null,
    giftCards: order.giftCardPaid,
  };
  await mailCustomer(deps, order, refund, note, now);
  const refunded = payment ? { amount: payment.amount, currency: payment.currency, provider: payment.provider } : null;
  if (payment && refunded && failure !== null) return { kind: 'refund_failed', payment: { ...refunded, id: payment.id }, reason: failure };
  return { kind: 'cancelled', refunded, giftCards: order.giftCardPaid };
}

/** Refunds the whole payment at its provider; answers why it failed, or null when it was made. Recorded either way. */
async function refundPayment(deps: OrderDeskDeps, order: DeskOrderRecord, payment: Paid, actor: string, now: Date): Promise<string | null> {
  let failure: string | null = null;
  const provider = providerById(deps.env, payment.provider);
  if (!provider) failure = `The ${payment.provider} provider is not configured.`;
  else {
    try {
      await provider.refund({ origin: deps.links.origin, fetch: deps.fetch }, payment, payment.amount);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  const amount = `${payment.amount.toFixed(2)} ${payment.currency.toUpperCase()}`;
  if (failure !== null) {
    console.error('NEEDS REFUND: the order desk could not refund a cancelled order', {
      orderNumber: order.orderNumber, paymentId: payment.id, provider: payment.provider, providerReference: payment.providerReference, amount, reason: failure,
    });
  }
  await recordRefund(deps.env.DB, { id: order.id, paymentId: payment.id },
    { ok: failure === null, amount: payment.amount, note: failure === null ? `${payment.provider} ${amount}` : `${payment.provider} ${amount}: ${failure}` },
    actor, now.toISOString());
  return failure;
}

/** The cancel is made whatever becomes of its mail: a mail that cannot be written is logged, not thrown. */
async function mailCustomer(deps: OrderDeskDeps, order: DeskOrderRecord, refund: CancelRefund, note: string, now: Date): Promise<void> {
  try {
    const mail = cancelMail(deps, order, refund, note);
    await queueMail(deps.env, { kind: 'order_cancelled', to: order.email, language: orderLanguage(order.language), mail }, now);
  } catch (error) {
    console.error('Order desk: the cancel mail could not be written', order.orderNumber, error);
  }
}
