/**
 * One D1 batch writes a return (issue 16 item 1, decision 023): the
 * idempotency key, the link used, the case, its rows, each exchange's
 * replacement reserved from one store's stock, and the 'created' event of the
 * audit trail. Conditions an INSERT cannot fail on (the link still unused,
 * the replacement still in stock, the rows not returned meanwhile through
 * another link) insert a row into order_guards whose CHECK (ok = 1) fails the
 * whole batch, as the order batch does (data/orders/order-sql.ts).
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { deskEventStatement } from '../desk-events.ts';
import { useReturnLinkStatements } from '../return-links.ts';
import { rememberSubmissionStatement } from '../submission-keys.ts';

export interface NewReturnCase {
  id: number;
  caseNumber: string;
  accessTokenHash: string;
  orderId: number;
  customerId: number | null;
  email: string;
  customerName: string;
  language: string;
  storeId: number | null;
  siteOrigin: string;
  now: string;
}

export interface NewReturnRow {
  orderPosition: number;
  variantId: number | null;
  name: string;
  variantText: string;
  amount: number;
  reason: string;
  action: 'return' | 'exchange';
  exchangeVariantId: number | null;
  trackingCode: string;
}

export const RETURN_SUBMISSION_SCOPE = 'returns';

const INSERT_CASE = `INSERT INTO service_cases (id, kind, case_number, status, order_id, customer_id, email, customer_name, language, store_id,
    access_token_hash, site_origin, created_at, updated_at)
  VALUES (?1, 'return', ?2, 'new-return', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)`;

/**
 * A replacement comes from one store that can give all ?3 units of variant
 * ?2 now, in the order's preference without a pickup store: the central
 * warehouse 20, the web store, then the shops by stock display order. No
 * such store leaves reserve_store_id NULL, which the guard below refuses.
 */
const RESERVE_STORE = `(SELECT vs.store_id FROM variant_stocks vs JOIN stores s ON s.id = vs.store_id
  WHERE vs.variant_id = ?2 AND vs.quantity - vs.blocked >= ?3
  ORDER BY CASE WHEN s.id = 20 THEN 0 WHEN s.slug = 'product' THEN 1 ELSE 2 END, s.stock_display_order, s.id LIMIT 1)`;

const INSERT_ROW = `INSERT INTO service_case_rows (case_id, position, order_position, variant_id, name, variant_text, amount, reason, action,
    exchange_variant_id, reserve_store_id, tracking_code)
  VALUES (?1, ?4, ?5, ?6, ?7, ?8, ?3, ?9, ?10, ?2, CASE WHEN ?10 = 'exchange' THEN ${RESERVE_STORE} END, ?11)`;

const GUARD_RESERVED = `INSERT INTO order_guards (order_id, what, ok)
  SELECT ?1, 'exchange stock', EXISTS (SELECT 1 FROM service_case_rows WHERE case_id = ?2 AND position = ?3 AND reserve_store_id IS NOT NULL)`;

/** Takes the units off the chosen store's shelf; the condition holds by construction and is kept as a second lock. */
const TAKE_RESERVED = `UPDATE variant_stocks SET quantity = quantity - ?3
  WHERE variant_id = ?2 AND store_id = (SELECT reserve_store_id FROM service_case_rows WHERE case_id = ?1 AND position = ?4)
    AND quantity - blocked >= ?3`;

/** No order row is in its cases more often than it was ordered (rejected cases left out), counted after this case's rows. */
const GUARD_RETURNABLE = `INSERT INTO order_guards (order_id, what, ok)
  SELECT ?1, 'returnable', NOT EXISTS (SELECT 1 FROM order_rows r WHERE r.order_id = ?1 AND r.amount < (
    SELECT COALESCE(SUM(scr.amount), 0) FROM service_case_rows scr JOIN service_cases sc ON sc.id = scr.case_id
    WHERE sc.order_id = ?1 AND scr.order_position = r.position AND sc.status <> 'rejected-return'))`;

const CLEAR_GUARDS = `DELETE FROM order_guards WHERE order_id = ?1`;

/** The statements, in order; the service runs them as one batch(). `submission` keeps the answer for a repeated key. */
export function insertReturnBatch(
  db: D1Database, newCase: NewReturnCase, rows: readonly NewReturnRow[], linkHash: string, submission: { key: string; result: string } | null,
): D1PreparedStatement[] {
  const now = new Date(newCase.now);
  const statements: D1PreparedStatement[] = [];
  if (submission) statements.push(rememberSubmissionStatement(db, RETURN_SUBMISSION_SCOPE, submission.key, submission.result, now));
  statements.push(...useReturnLinkStatements(db, linkHash, newCase.orderId, newCase.now));
  statements.push(db.prepare(INSERT_CASE).bind(
    newCase.id, newCase.caseNumber, newCase.orderId, newCase.customerId, newCase.email, newCase.customerName, newCase.language, newCase.storeId,
    newCase.accessTokenHash, newCase.siteOrigin, newCase.now,
  ));
  rows.forEach((row, position) => {
    const exchange = row.action === 'exchange' ? row.exchangeVariantId : null;
    statements.push(db.prepare(INSERT_ROW).bind(
      newCase.id, exchange, row.amount, position, row.orderPosition, row.variantId, row.name, row.variantText, row.reason, row.action, row.trackingCode,
    ));
    if (exchange !== null) {
      statements.push(db.prepare(GUARD_RESERVED).bind(newCase.orderId, newCase.id, position));
      statements.push(db.prepare(TAKE_RESERVED).bind(newCase.id, exchange, row.amount, position));
    }
  });
  statements.push(db.prepare(GUARD_RETURNABLE).bind(newCase.orderId));
  statements.push(deskEventStatement(db, {
    subject: 'case', subjectId: newCase.id, actor: 'customer', action: 'created', toStatus: 'new-return', visible: true,
  }, now));
  statements.push(db.prepare(CLEAR_GUARDS).bind(newCase.orderId));
  return statements;
}
