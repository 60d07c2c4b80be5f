/**
 * The writes that settle a payment, each one D1 batch (one transaction),
 * idempotent: a batch changes only a payment still 'pending' and an order
 * still 'awaiting_payment', so a replayed callback changes nothing
 * (services/orders/settle-payment.ts decides what to settle).
 */
import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types';
import {
  MARK_GIFT_CAMPAIGN_CODE_PAID, MARK_RELEASED, RETURN_CODE_USE, RETURN_GIFT_CAMPAIGN_CODE, RETURN_GIFT_CARDS, RETURN_STOCK,
} from './order-sql.ts';
import type { PaymentWithOrder } from './payments.ts';

const SET_PAYMENT = `UPDATE payments SET status = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'pending'`;
const SET_ORDER = `UPDATE orders SET status = ?2, updated_at = ?3
  WHERE id = ?1 AND status = 'awaiting_payment' AND EXISTS (SELECT 1 FROM payments WHERE order_id = ?1 AND id = ?4 AND status = ?5)`;
const INSERT_EMAIL = `INSERT OR IGNORE INTO outbox_emails (order_id, kind, to_email, language, subject, body_text, body_html, created_at)
  SELECT id, 'order_confirmation', email, language, ?2, ?3, ?5, ?4 FROM orders WHERE id = ?1 AND status = 'processing'`;
// In the paid batch after SET_PAYMENT: it matches only when that found the payment already released.
const MARK_NEEDS_REFUND = `UPDATE payments SET needs_refund_at = ?2, updated_at = ?2
  WHERE id = ?1 AND status IN ('cancelled', 'failed') AND needs_refund_at IS NULL RETURNING status`;

type ClosingOutcome = 'cancelled' | 'failed';

/** The payment and its order take the outcome; the order's status for it is `orderStatus`. */
function settleStatements(db: D1Database, found: PaymentWithOrder, outcome: ClosingOutcome | 'paid', orderStatus: string, now: string) {
  return [
    db.prepare(SET_PAYMENT).bind(found.payment.id, outcome, now),
    db.prepare(SET_ORDER).bind(found.order.id, orderStatus, now, found.payment.id, outcome),
  ];
}

/**
 * Cancelled or failed: the order takes `orderStatus` and its reservation is
 * released (stock to its stores, gift card balances, code use, gift campaign code) once: the
 * release statements run only while released_at is unset. True when this
 * batch changed the payment.
 */
export async function closeUnpaidPayment(db: D1Database, found: PaymentWithOrder, outcome: ClosingOutcome, orderStatus: string, now: string): Promise<boolean> {
  const orderId = found.order.id;
  const results = await db.batch([
    ...settleStatements(db, found, outcome, orderStatus, now),
    db.prepare(RETURN_STOCK).bind(orderId), db.prepare(RETURN_GIFT_CARDS).bind(orderId), db.prepare(RETURN_CODE_USE).bind(orderId),
    db.prepare(RETURN_GIFT_CAMPAIGN_CODE).bind(orderId),
    db.prepare(MARK_RELEASED).bind(orderId, now),
  ]);
  return results[0].meta.changes > 0;
}

interface PaidSettlement {
  /** This batch changed the payment. */
  changed: boolean;
  /** The confirmation email's outbox row, when this batch wrote it. */
  emailId: number | null;
  /** The payment was already cancelled or failed (its status): marked needs_refund_at by this batch. */
  releasedStatus: string | null;
  /** The results of the `more` statements, in their order. */
  more: D1Result[];
}

/**
 * Paid: the payment 'paid', the order `orderStatus` ('processing') and one
 * confirmation email (text and HTML) into the outbox. For a payment already cancelled or
 * failed nothing is reopened; the payment is marked needs_refund_at (once).
 * `more` joins the same batch after these (the gift cards the order bought, decision 028):
 * they see the order as this batch left it.
 */
export async function markPaymentPaid(
  db: D1Database, found: PaymentWithOrder, orderStatus: string, email: { subject: string; text: string; html: string }, now: string,
  more: D1PreparedStatement[] = [],
): Promise<PaidSettlement> {
  const results = await db.batch([
    ...settleStatements(db, found, 'paid', orderStatus, now),
    db.prepare(INSERT_EMAIL).bind(found.order.id, email.subject, email.text, now, email.html),
    db.prepare(MARK_NEEDS_REFUND).bind(found.payment.id, now),
    ...more,
    // Last, so the indexes above and of `more` stay: the gift campaign code is redeemed (decision 026).
    db.prepare(MARK_GIFT_CAMPAIGN_CODE_PAID).bind(found.order.id, now),
  ]);
  const inserted = results[2].meta;
  return {
    changed: results[0].meta.changes > 0,
    emailId: inserted.changes > 0 ? Number(inserted.last_row_id) : null,
    releasedStatus: (results[3].results as { status?: string }[])[0]?.status ?? null,
    more: results.slice(4, 4 + more.length),
  };
}
