/**
 * The order desk's cancel (issue 16 item 5, decision 024): one D1 batch that
 * cancels and releases the order, marks a refund due and ends its
 * pack-together links, and the record of the provider's refund afterwards.
 * Bound values: ?1 is always the order id, ?2 the status the cancel was
 * decided on.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { OrderStatus } from '../../../shared/types/order.ts';
import { deskEventStatement } from '../desk-events.ts';
import { changeStatements, type DeskChange } from './order-desk.ts';
import {
  DISABLE_ISSUED_GIFT_CARDS, MARK_RELEASED, RETURN_CODE_USE, RETURN_GIFT_CAMPAIGN_CODE, RETURN_GIFT_CARDS, RETURN_STOCK,
} from './order-sql.ts';

/**
 * A web gift card the order bought and that has been spent (in part, or reserved by another order) cannot be
 * taken back: such an order is not cancelled (decision 028). ?1 the order.
 */
const NO_SPENT_CARD = `NOT EXISTS (SELECT 1 FROM gift_cards WHERE order_id = ?1 AND balance < initial_balance)`;
const CANCEL = `UPDATE orders SET status = 'manual_cancellation', updated_at = ?3
  WHERE id = ?1 AND status = ?2 AND released_at IS NULL AND ${NO_SPENT_CARD}`;
/** Holds for the statements before CANCEL only while this batch is the one that cancels (?1 the order, ?2 the status read). */
const STILL_OPEN = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = ?2 AND released_at IS NULL) AND ${NO_SPENT_CARD}`;
// The refund the cancel is about to ask for, marked before it is asked (decision 024): the mark is the
// same needs_refund_at finance works from (decision 011, migration 0009), which so also covers a
// cancel's refund in flight; recordRefund clears it once the provider made the refund.
const MARK_REFUND_DUE = `UPDATE payments SET needs_refund_at = ?4, updated_at = ?4
  WHERE id = ?3 AND status = 'paid' AND refunded_at IS NULL AND needs_refund_at IS NULL AND ${STILL_OPEN}`;
// Pack together (migration 0020) ends with the cancel: each order on the other side of a link hears of it in
// its history (the note names the cancelled order), and neither link is left.
const PACK_CANCELLED_EVENTS = `INSERT INTO desk_events (subject, subject_id, actor, action, from_status, to_status, note, visible, created_at)
  SELECT 'order', other.id, ?3, 'pack_cancelled', NULL, NULL, (SELECT order_number FROM orders WHERE id = ?1), 1, ?4 FROM orders other
  WHERE (other.pack_with_order_id = ?1 OR other.id = (SELECT pack_with_order_id FROM orders WHERE id = ?1)) AND ${STILL_OPEN}`;
const UNPACK = `UPDATE orders SET pack_with_order_id = NULL, updated_at = ?3
  WHERE (pack_with_order_id = ?1 OR id = ?1) AND pack_with_order_id IS NOT NULL AND ${STILL_OPEN}`;

/**
 * The desk's cancel: the order 'manual_cancellation' and its reservation
 * released exactly as an unpaid order's timeout releases it (stock to the
 * stores it came from, gift card balances, the code's use; released_at set
 * once), with its desk event, in one batch. The same batch marks the
 * payment `refundPaymentId` needs_refund_at (a refund is due: should the
 * worker stop before the provider answers, the row still says so) and
 * ends the order's pack-together links both ways, with a visible
 * 'pack_cancelled' event on each other order. The web gift cards the order
 * bought are disabled in it. False when the order had left `from` meanwhile
 * or one of its gift cards has been spent (nothing changed).
 */
export async function cancelOrderRelease(
  db: D1Database, orderId: number, from: OrderStatus, change: DeskChange, now: string, refundPaymentId: string | null = null,
): Promise<boolean> {
  const statements = changeStatements(db, orderId, from, { ...change, mail: null }, now);
  if (refundPaymentId !== null) statements.push(db.prepare(MARK_REFUND_DUE).bind(orderId, from, refundPaymentId, now));
  statements.push(
    db.prepare(PACK_CANCELLED_EVENTS).bind(orderId, from, change.actor, now),
    db.prepare(UNPACK).bind(orderId, from, now),
  );
  const cancelAt = statements.length;
  statements.push(
    db.prepare(CANCEL).bind(orderId, from, now),
    db.prepare(RETURN_STOCK).bind(orderId), db.prepare(RETURN_GIFT_CARDS).bind(orderId), db.prepare(RETURN_CODE_USE).bind(orderId),
    db.prepare(RETURN_GIFT_CAMPAIGN_CODE).bind(orderId), db.prepare(DISABLE_ISSUED_GIFT_CARDS).bind(orderId),
    db.prepare(MARK_RELEASED).bind(orderId, now),
  );
  const results = await db.batch(statements);
  return results[cancelAt].meta.changes > 0;
}

/**
 * After the provider answered: a refund made is recorded on the payment and
 * clears the needs_refund_at the cancel's batch set; a refund that failed
 * keeps it (or sets it, once), so finance makes it from the row. Either way
 * the desk event says so.
 */
export async function recordRefund(
  db: D1Database, order: { id: number; paymentId: string }, refund: { ok: boolean; amount: number; note: string }, actor: string, now: string,
): Promise<void> {
  const payment = refund.ok
    ? db.prepare('UPDATE payments SET refunded_at = ?2, refunded_amount = ?3, needs_refund_at = NULL, updated_at = ?2 WHERE id = ?1 AND refunded_at IS NULL').bind(order.paymentId, now, refund.amount)
    : db.prepare('UPDATE payments SET needs_refund_at = ?2, updated_at = ?2 WHERE id = ?1 AND needs_refund_at IS NULL').bind(order.paymentId, now);
  const event = deskEventStatement(db, { subject: 'order', subjectId: order.id, actor, action: refund.ok ? 'refund' : 'refund_failed', note: refund.note }, new Date(now));
  await db.batch([payment, event]);
}

/** True when a web gift card the order bought has been spent, in part or reserved by another order. */
export async function hasSpentGiftCard(db: D1Database, orderId: number): Promise<boolean> {
  return (await db.prepare(`SELECT ${NO_SPENT_CARD} AS unspent`).bind(orderId).first<number>('unspent')) === 0;
}
