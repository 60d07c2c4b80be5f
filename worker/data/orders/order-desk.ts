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
import type { PaymentRecord } from './payments.ts';

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

export function changeStatements(db: D1Database, orderId: number, from: string, change: DeskChange, now: string): D1PreparedStatement[] {
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
