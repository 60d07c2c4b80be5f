/**
 * The order desk's writes (issue 16 item 5, decision 024), each one D1 batch.
 * A move is `UPDATE ... WHERE status = ?from`; the statements that go with
 * it (its desk event, its mail, a tracking code) come before the UPDATE and
 * each checks the order is still at ?from, so two staff members or the
 * warehouse racing a person change it once, with one event and one mail.
 * Bound values: ?1 is always the order id.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { OrderStatus } from '../../../shared/types/order.ts';
import { deskEventStatement } from '../desk-events.ts';
import type { PaymentRecord } from './payments.ts';
import { MARK_RELEASED, RETURN_CODE_USE, RETURN_GIFT_CARDS, RETURN_STOCK } from './order-sql.ts';

/** An order as the desk's services read it: where it is, whom to mail, and its payment. */
export interface DeskOrderRecord {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  language: string;
  email: string;
  firstName: string;
  /** Euro paid with gift cards: their balance comes back on a cancel. */
  giftCardPaid: number;
  display: { code: string; rate: number; format: string };
  /** The order's latest payment; null for none. */
  payment: (PaymentRecord & { refundedAt: string | null; needsRefundAt: string | null }) | null;
}

type Row = Record<string, any>;

const DESK_ORDER = `SELECT o.id, o.order_number, o.status, o.language, o.email, o.first_name, o.gift_card_paid, o.display_currency, o.display_rate,
    o.display_format, p.id AS payment_id, p.provider, p.status AS payment_status, p.amount, p.currency, p.provider_reference, p.callback_secret,
    p.refunded_at, p.needs_refund_at
  FROM orders o LEFT JOIN payments p ON p.id = (SELECT id FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id LIMIT 1)`;

function recordOf(row: Row): DeskOrderRecord {
  return {
    id: row.id, orderNumber: row.order_number, status: row.status, language: row.language, email: row.email, firstName: row.first_name,
    giftCardPaid: row.gift_card_paid, display: { code: row.display_currency, rate: row.display_rate, format: row.display_format },
    payment: row.payment_id === null ? null : {
      id: row.payment_id, orderId: row.id, provider: row.provider, status: row.payment_status, amount: row.amount, currency: row.currency,
      providerReference: row.provider_reference, callbackSecret: row.callback_secret, refundedAt: row.refunded_at, needsRefundAt: row.needs_refund_at,
    },
  };
}

export async function getDeskOrder(db: D1Database, orderId: number): Promise<DeskOrderRecord | null> {
  const row = await db.prepare(`${DESK_ORDER} WHERE o.id = ?`).bind(orderId).first<Row>();
  return row ? recordOf(row) : null;
}

/** The row id of an order by its public number (any letter case); null for none. */
export async function orderIdByNumber(db: D1Database, orderNumber: string): Promise<number | null> {
  return db.prepare('SELECT id FROM orders WHERE order_number = ?').bind(orderNumber.trim().toUpperCase()).first<number>('id');
}

/** What goes into the batch with a change: its audit entry, and the customer's mail when there is one. */
export interface DeskChange {
  actor: string;
  action: string;
  toStatus: string | null;
  note: string;
  mail: { kind: string; subject: string; text: string; html: string } | null;
}

// Written only while the order is still at ?4 (the status the change was decided on).
const EVENT_IF_AT = `INSERT INTO desk_events (subject, subject_id, actor, action, from_status, to_status, note, visible, created_at)
  SELECT 'order', id, ?2, ?3, ?4, ?5, ?6, 1, ?7 FROM orders WHERE id = ?1 AND status = ?4`;
const MAIL_IF_AT = `INSERT INTO outbox_emails (order_id, kind, to_email, language, subject, body_text, body_html, created_at)
  SELECT NULL, ?2, email, language, ?3, ?4, ?5, ?6 FROM orders WHERE id = ?1 AND status = ?7`;

function changeStatements(db: D1Database, orderId: number, from: string, change: DeskChange, now: string): D1PreparedStatement[] {
  const event = db.prepare(EVENT_IF_AT).bind(orderId, change.actor, change.action, from, change.toStatus, change.note, now);
  if (!change.mail) return [event];
  const { kind, subject, text, html } = change.mail;
  return [event, db.prepare(MAIL_IF_AT).bind(orderId, kind, subject, text, html, now, from)];
}

/** The outcome of a batch: whether it changed the order, and the mail's outbox id for the Queue. */
export interface DeskWrite { changed: boolean; emailId: number | null }

function writeOf(results: { meta: { changes: number; last_row_id: number } }[], hasMail: boolean, updateIndex: number): DeskWrite {
  const changed = results[updateIndex].meta.changes > 0;
  return { changed, emailId: changed && hasMail ? Number(results[1].meta.last_row_id) : null };
}

const MOVE = `UPDATE orders SET status = ?3, updated_at = ?4,
    shipped_at = CASE WHEN ?3 = 'shipped' THEN COALESCE(shipped_at, ?4) ELSE shipped_at END,
    delivered_at = CASE WHEN ?3 = 'delivered' THEN ?4 ELSE delivered_at END
  WHERE id = ?1 AND status = ?2`;
// ?5: the status the order must still have.
const ADD_CODE_IF_AT = `INSERT INTO order_tracking_codes (order_id, code, carrier, created_at)
  SELECT ?1, ?2, ?3, ?4 FROM orders WHERE id = ?1 AND status = ?5 ON CONFLICT (order_id, code) DO NOTHING`;

/**
 * Moves the order from `from` to `to` (shipped sets shipped_at once,
 * delivered sets delivered_at: the return window's start, cat 9), with a
 * tracking code when the warehouse sends one along. Nothing is written when
 * the order has left `from` meanwhile.
 */
export async function moveOrderStatus(
  db: D1Database, orderId: number, from: OrderStatus, to: OrderStatus, change: DeskChange, now: string, tracking?: { code: string; carrier: string },
): Promise<DeskWrite> {
  const statements = changeStatements(db, orderId, from, change, now);
  if (tracking) {
    const note = tracking.carrier ? `${tracking.code} (${tracking.carrier})` : tracking.code;
    statements.push(
      db.prepare(`${EVENT_IF_AT} AND NOT EXISTS (SELECT 1 FROM order_tracking_codes WHERE order_id = ?1 AND code = ?8)`)
        .bind(orderId, change.actor, 'tracking_code', from, null, note, now, tracking.code),
      db.prepare(ADD_CODE_IF_AT).bind(orderId, tracking.code, tracking.carrier, now, from),
    );
  }
  statements.push(db.prepare(MOVE).bind(orderId, from, to, now));
  return writeOf(await db.batch(statements), change.mail !== null, statements.length - 1);
}

/**
 * Adds a parcel's tracking code; the same code twice is one code (no second
 * event or mail). The order keeps its status; `status` guards that it did
 * not move meanwhile to where a code makes no sense.
 */
export async function addTrackingCode(
  db: D1Database, orderId: number, status: OrderStatus, tracking: { code: string; carrier: string }, change: DeskChange, now: string,
): Promise<DeskWrite> {
  const fresh = `AND NOT EXISTS (SELECT 1 FROM order_tracking_codes WHERE order_id = ?1 AND code = ?8)`;
  // A code moves nothing: the event names the status it was added at and no new one.
  const event = db.prepare(`${EVENT_IF_AT} ${fresh}`).bind(orderId, change.actor, change.action, status, null, change.note, now, tracking.code);
  const statements = [event];
  if (change.mail) {
    const { kind, subject, text, html } = change.mail;
    statements.push(db.prepare(`${MAIL_IF_AT} ${fresh}`).bind(orderId, kind, subject, text, html, now, status, tracking.code));
  }
  statements.push(db.prepare(ADD_CODE_IF_AT).bind(orderId, tracking.code, tracking.carrier, now, status));
  return writeOf(await db.batch(statements), change.mail !== null, statements.length - 1);
}

const CANCEL = `UPDATE orders SET status = 'manual_cancellation', updated_at = ?3 WHERE id = ?1 AND status = ?2 AND released_at IS NULL`;
/** Holds for the statements before CANCEL only while this batch is the one that cancels (?1 the order, ?2 the status read). */
const STILL_OPEN = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND status = ?2 AND released_at IS NULL)`;
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
 * 'pack_cancelled' event on each other order. False when the order had
 * left `from` meanwhile (nothing changed).
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
