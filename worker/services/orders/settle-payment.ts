/**
 * A provider's verified answer applied to the order, idempotently (issue 6
 * item 6): each batch changes only a payment still 'pending' and an order
 * still 'awaiting_payment', so a replayed callback changes nothing.
 * - paid: the payment 'paid', the order 'processing', and one confirmation
 *   email into the outbox (then onto the Queue);
 * - cancelled / failed: the order 'cancelled' / 'payment_failed', and the
 *   reservation released (stock to its stores, gift card balances, code
 *   use) once: the release statements run only while released_at is unset.
 * - paid for a payment already cancelled or failed: nothing is reopened; the
 *   payment is marked needs_refund_at (once) and logged.
 */
import type { Bindings } from '../../env.ts';
import type { PaymentOutcome } from '../payments/provider.ts';
import type { Language } from '../../../shared/languages.ts';
import { closeUnpaidPayment, markPaymentPaid } from '../../data/orders/payment-settlement.ts';
import type { PaymentWithOrder } from '../../data/orders/payments.ts';
import { translatorFor } from '../../i18n.ts';
import { confirmationEmail } from './confirmation-email.ts';
import { enqueueEmail } from './outbox.ts';
import { getOrderByToken } from './order-read.ts';
import type { OrderSummary } from '../../../shared/types/order.ts';
import { giftCardIssueStatements } from '../gift-cards/issue-gift-cards.ts';

interface SettleContext { env: Bindings; brandName: string; now: Date; viewUrl: string }

const ORDER_STATUS: Record<Exclude<PaymentOutcome, 'pending'>, string> = { paid: 'processing', cancelled: 'cancelled', failed: 'payment_failed' };

/** Applies the outcome; true when this call changed the payment (false: already settled, or still pending). */
export async function settlePayment(context: SettleContext, found: PaymentWithOrder, outcome: PaymentOutcome): Promise<boolean> {
  if (outcome === 'pending') return false;
  const db = context.env.DB;
  const now = context.now.toISOString();
  if (outcome !== 'paid') return closeUnpaidPayment(db, found, outcome, ORDER_STATUS[outcome], now);
  const summary = await getOrderByToken(db, found.order.orderNumber, found.order.viewToken);
  const email = emailFor(context, found, summary!);
  // The gift cards the order bought, issued in the same batch (decision 028); the web cards' mail is its last statement.
  const cards = await giftCardIssueStatements(
    { env: context.env, brandName: context.brandName, now: context.now, origin: new URL(context.viewUrl).origin },
    { orderId: found.order.id, orderNumber: found.order.orderNumber, language: found.order.language as Language, firstName: summary!.recipient.first_name },
  );
  const paid = await markPaymentPaid(db, found, ORDER_STATUS.paid, email, now, cards.statements);
  // A send that fails leaves the row unsent in the outbox: the payment is not undone for an email.
  if (paid.emailId !== null) await enqueueEmail(context.env, paid.emailId);
  const cardMail = cards.mailed ? paid.more.at(-1)?.meta : undefined;
  if (cardMail && cardMail.changes > 0) await enqueueEmail(context.env, Number(cardMail.last_row_id));
  if (paid.releasedStatus) reportNeedsRefund(context, found, paid.releasedStatus);
  return paid.changed;
}

/**
 * Money taken for a payment already cancelled or failed (its reservation is
 * released, the goods may be sold again): the order is not reopened and the
 * payment keeps its status; needs_refund_at marks it for finance (decision
 * 011), set by the first such report only, and this line says so in the log.
 */
function reportNeedsRefund(context: SettleContext, found: PaymentWithOrder, status: string): void {
  console.error('NEEDS REFUND: the provider reports paid for a payment already', status, {
    orderNumber: found.order.orderNumber, paymentId: found.payment.id, provider: found.payment.provider,
    providerReference: found.payment.providerReference, amount: found.payment.amount, currency: found.payment.currency, at: context.now.toISOString(),
  });
}

function emailFor(context: SettleContext, found: PaymentWithOrder, summary: OrderSummary) {
  const t = translatorFor(found.order.language as Language);
  // The summary as it will read once paid.
  return confirmationEmail({ ...summary, status: 'processing' }, context.viewUrl, context.brandName, t);
}
