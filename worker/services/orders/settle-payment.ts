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
import { translatorFor } from '../../i18n.ts';
import { confirmationEmail } from './confirmation-email.ts';
import { getOrderByToken, type PaymentWithOrder } from './order-read.ts';
import { MARK_RELEASED, RETURN_CODE_USE, RETURN_GIFT_CARDS, RETURN_STOCK } from './order-sql.ts';

export interface SettleContext { env: Bindings; brandName: string; now: Date; viewUrl: string }

const SET_PAYMENT = `UPDATE payments SET status = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'pending'`;
const SET_ORDER = `UPDATE orders SET status = ?2, updated_at = ?3
  WHERE id = ?1 AND status = 'awaiting_payment' AND EXISTS (SELECT 1 FROM payments WHERE order_id = ?1 AND id = ?4 AND status = ?5)`;
const INSERT_EMAIL = `INSERT OR IGNORE INTO outbox_emails (order_id, kind, to_email, language, subject, body_text, created_at)
  SELECT id, 'order_confirmation', email, language, ?2, ?3, ?4 FROM orders WHERE id = ?1 AND status = 'processing'`;
// In the paid batch after SET_PAYMENT: it matches only when that found the payment already released.
const MARK_NEEDS_REFUND = `UPDATE payments SET needs_refund_at = ?2, updated_at = ?2
  WHERE id = ?1 AND status IN ('cancelled', 'failed') AND needs_refund_at IS NULL RETURNING status`;

const ORDER_STATUS: Record<Exclude<PaymentOutcome, 'pending'>, string> = { paid: 'processing', cancelled: 'cancelled', failed: 'payment_failed' };

/** Applies the outcome; true when this call changed the payment (false: already settled, or still pending). */
export async function settlePayment(context: SettleContext, found: PaymentWithOrder, outcome: PaymentOutcome): Promise<boolean> {
  if (outcome === 'pending') return false;
  const db = context.env.DB;
  const now = context.now.toISOString();
  const { payment, order } = found;
  const head = [
    db.prepare(SET_PAYMENT).bind(payment.id, outcome, now),
    db.prepare(SET_ORDER).bind(order.id, ORDER_STATUS[outcome], now, payment.id, outcome),
  ];
  if (outcome !== 'paid') {
    const results = await db.batch([
      ...head,
      db.prepare(RETURN_STOCK).bind(order.id), db.prepare(RETURN_GIFT_CARDS).bind(order.id), db.prepare(RETURN_CODE_USE).bind(order.id),
      db.prepare(MARK_RELEASED).bind(order.id, now),
    ]);
    return results[0].meta.changes > 0;
  }
  const email = await emailFor(context, found);
  const results = await db.batch([
    ...head, db.prepare(INSERT_EMAIL).bind(order.id, email.subject, email.body, now), db.prepare(MARK_NEEDS_REFUND).bind(payment.id, now),
  ]);
  const inserted = results[2].meta;
  if (inserted.changes > 0) await enqueueEmail(context.env, Number(inserted.last_row_id));
  const released = (results[3].results as { status?: string }[])[0]?.status;
  if (released) reportNeedsRefund(context, found, released);
  return results[0].meta.changes > 0;
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
    providerReference: found.payment.providerReference, amount: found.payment.amount, at: context.now.toISOString(),
  });
}

async function emailFor(context: SettleContext, found: PaymentWithOrder) {
  const db = context.env.DB;
  const summary = await getOrderByToken(db, found.order.orderNumber, found.order.viewToken);
  const firstName = await db.prepare('SELECT first_name FROM orders WHERE id = ?').bind(found.order.id).first<string>('first_name');
  const t = translatorFor(found.order.language as Language);
  // The summary as it will read once paid.
  return confirmationEmail({ ...summary!, status: 'processing' }, firstName ?? '', context.viewUrl, context.brandName, t);
}

/**
 * Hands the email to the Queue consumer. A send that fails leaves the row
 * unsent in the outbox (sent_at NULL), where the dev outbox shows it and a
 * later delivery run can pick it up: the payment is not undone for an email.
 */
export async function enqueueEmail(env: Bindings, emailId: number): Promise<void> {
  if (!env.OUTBOX) return;
  try {
    await env.OUTBOX.send({ emailId });
  } catch (error) {
    console.error('Outbox queue send failed; the email stays in outbox_emails', emailId, error);
  }
}
