/**
 * Exchange replacements waiting for their return (cat 4 "Exchange": released
 * for sale if the return is not received within 3 weeks). A release puts the
 * reserved units back on the shelf they came from, sets released_at and
 * records the audit trail's event, in one batch that a guard fails when the
 * row was released or received meanwhile, so it happens once.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { deskEventStatement } from '../desk-events.ts';

export interface PendingExchange {
  caseId: number;
  position: number;
  orderId: number;
  variantId: number;
  storeId: number;
  amount: number;
}

interface Row { case_id: number; position: number; order_id: number | null; exchange_variant_id: number; reserve_store_id: number; amount: number }

/** Rows of cases created before `createdBefore`, still neither received nor released; served by service_case_rows_pending_exchange. */
export async function listOverdueExchanges(db: D1Database, createdBefore: string, limit: number): Promise<PendingExchange[]> {
  const { results } = await db.prepare(`SELECT r.case_id, r.position, c.order_id, r.exchange_variant_id, r.reserve_store_id, r.amount
    FROM service_case_rows r JOIN service_cases c ON c.id = r.case_id
    WHERE r.action = 'exchange' AND r.received_at IS NULL AND r.released_at IS NULL AND r.reserve_store_id IS NOT NULL
      AND r.exchange_variant_id IS NOT NULL AND c.created_at < ?1
    ORDER BY c.created_at LIMIT ?2`).bind(createdBefore, limit).all<Row>();
  return results.map((row) => ({
    caseId: row.case_id, position: row.position, orderId: row.order_id ?? 0, variantId: row.exchange_variant_id, storeId: row.reserve_store_id, amount: row.amount,
  }));
}

const WAITING = `SELECT 1 FROM service_case_rows WHERE case_id = ?2 AND position = ?3 AND received_at IS NULL AND released_at IS NULL`;

export function releaseExchangeStatements(db: D1Database, row: PendingExchange, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db.prepare(`INSERT INTO order_guards (order_id, what, ok) SELECT ?1, 'exchange release', EXISTS (${WAITING})`).bind(row.orderId, row.caseId, row.position),
    // An upsert: the stock row may have gone to 0 and away meanwhile; a variant or store deleted since takes nothing back.
    db.prepare(`INSERT INTO variant_stocks (variant_id, store_id, quantity)
      SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM variants WHERE id = ?1) AND EXISTS (SELECT 1 FROM stores WHERE id = ?2)
      ON CONFLICT (variant_id, store_id) DO UPDATE SET quantity = quantity + excluded.quantity`).bind(row.variantId, row.storeId, row.amount),
    db.prepare('UPDATE service_case_rows SET released_at = ?3 WHERE case_id = ?1 AND position = ?2 AND released_at IS NULL').bind(row.caseId, row.position, at),
    deskEventStatement(db, {
      subject: 'case', subjectId: row.caseId, actor: 'system', action: 'released',
      note: `row ${row.position + 1}: ${row.amount} × variant ${row.variantId} back to store ${row.storeId}`,
    }, now),
    db.prepare('DELETE FROM order_guards WHERE order_id = ?1').bind(row.orderId),
  ];
}
