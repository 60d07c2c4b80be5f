/**
 * Payments (migrations/0006, 0008, 0009): one per order, read with its
 * order for the provider callbacks and the unpaid-order timeout. "Not
 * found" is null; the route picks the status.
 */
import type { D1Database } from '@cloudflare/workers-types';

type PaymentStatus = 'pending' | 'paid' | 'cancelled' | 'failed';

export interface PaymentRecord {
  id: string;
  orderId: number;
  provider: string;
  status: PaymentStatus;
  /** What the provider collects, in `currency` (decision 016). */
  amount: number;
  /** Lower-case ISO code. */
  currency: string;
  providerReference: string;
  callbackSecret: string;
}

export interface PaymentWithOrder {
  payment: PaymentRecord;
  /** display: the currency the order was shown in, to write the charge in its format (decision 016). */
  order: { id: number; orderNumber: string; viewToken: string; language: string; status: string; display: { code: string; format: string } };
}

type Row = Record<string, any>;

const PAYMENT_WITH_ORDER = `SELECT p.id, p.order_id, p.provider, p.status, p.amount, p.currency, p.provider_reference, p.callback_secret,
    o.order_number, o.view_token, o.language, o.status AS order_status, o.display_currency, o.display_format
  FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ?`;

export async function getPayment(db: D1Database, paymentId: string): Promise<PaymentWithOrder | null> {
  const row = await db.prepare(PAYMENT_WITH_ORDER).bind(paymentId).first<Row>();
  if (!row) return null;
  return {
    payment: {
      id: row.id, orderId: row.order_id, provider: row.provider, status: row.status, amount: row.amount, currency: row.currency,
      providerReference: row.provider_reference, callbackSecret: row.callback_secret,
    },
    order: { id: row.order_id, orderNumber: row.order_number, viewToken: row.view_token, language: row.language, status: row.order_status,
      display: { code: row.display_currency, format: row.display_format } },
  };
}

/** The payment's status as it is now (after a settlement that may have lost a race). */
export async function getPaymentStatus(db: D1Database, paymentId: string): Promise<PaymentStatus | null> {
  return db.prepare('SELECT status FROM payments WHERE id = ?').bind(paymentId).first<PaymentStatus>('status');
}

/**
 * A payment found by its provider's own id (the Klarna order id of core 2's
 * /checkout/klarna/confirm/?klarna_order_id=). The index
 * payments_provider_reference (migration 0009) serves it.
 */
export async function getPaymentIdByReference(db: D1Database, provider: 'klarna' | 'paypal', reference: string): Promise<string | null> {
  if (!reference) return null;
  return db.prepare(`SELECT id FROM payments WHERE provider = ?1 AND provider_reference = ?2 AND provider_reference <> '' LIMIT 1`)
    .bind(provider, reference).first<string>('id');
}

/** The provider's id of a started payment, on the payment and its order, in one batch. */
export async function setPaymentReference(db: D1Database, found: PaymentWithOrder, reference: string): Promise<void> {
  await db.batch([
    db.prepare('UPDATE payments SET provider_reference = ?2 WHERE id = ?1').bind(found.payment.id, reference),
    db.prepare('UPDATE orders SET provider_reference = ?2 WHERE id = ?1').bind(found.order.id, reference),
  ]);
}

/**
 * Pending payments created before `before` (Klarna's before `klarnaBefore`)
 * whose order still awaits payment: those never asked about (or asked
 * longest ago) first, then the oldest. The partial index payments_pending
 * (0008) serves status = 'pending' AND created_at < ?1.
 */
const DUE_PAYMENTS = `SELECT p.id, p.timeout_checked_at FROM payments p JOIN orders o ON o.id = p.order_id
  WHERE p.status = 'pending' AND p.created_at < ?1 AND (p.provider <> 'klarna' OR p.created_at < ?2) AND o.status = 'awaiting_payment'
  ORDER BY COALESCE(p.timeout_checked_at, p.created_at), p.created_at LIMIT ?3`;

interface DuePayment { id: string; timeout_checked_at: string | null }

export async function listDuePayments(db: D1Database, before: string, klarnaBefore: string, limit: number): Promise<DuePayment[]> {
  const due = await db.prepare(DUE_PAYMENTS).bind(before, klarnaBefore, limit).all<DuePayment>();
  return due.results;
}

/** Notes when the timeout job last asked about a payment still pending. */
export async function markPaymentChecked(db: D1Database, paymentId: string, now: Date): Promise<void> {
  await db.prepare(`UPDATE payments SET timeout_checked_at = ?2 WHERE id = ?1 AND status = 'pending'`).bind(paymentId, now.toISOString()).run();
}
