/**
 * Writing a pack-together link (migration 0020; the rule is
 * shared/order/pack-together.ts): the later order names the earlier one, and
 * both orders' histories say so, in one batch. The link is written only if
 * neither order has moved since the rule read them and the later one names
 * no order yet; otherwise a guard row fails the batch and nothing is written.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { OrderStatus } from '../../../shared/types/order.ts';
import { deskEventStatement } from '../desk-events.ts';

export interface PackedOrder { id: number; orderNumber: string; status: OrderStatus }

const LINK = `UPDATE orders SET pack_with_order_id = ?2, updated_at = ?3
  WHERE id = ?1 AND status = ?4 AND pack_with_order_id IS NULL AND EXISTS (SELECT 1 FROM orders WHERE id = ?2 AND status = ?5)`;
/** Right after LINK: ok = 0 (the CHECK of order_guards fails the batch) when the link was not written. */
const GUARD_LINK = `INSERT INTO order_guards (order_id, what, ok) VALUES (?1, 'pack_together', changes() = 1)`;
const CLEAR_GUARD = `DELETE FROM order_guards WHERE order_id = ?1 AND what = 'pack_together'`;

/** The batch that packs `later` with `earlier`, `actor` as the desk records it ('customer', or a staff account's email). */
export function packTogetherStatements(db: D1Database, later: PackedOrder, earlier: PackedOrder, actor: string, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db.prepare(LINK).bind(later.id, earlier.id, at, later.status, earlier.status),
    db.prepare(GUARD_LINK).bind(later.id),
    db.prepare(CLEAR_GUARD).bind(later.id),
    // The note names the other order: both customers' pages and the desk say which parcel it joins.
    deskEventStatement(db, { subject: 'order', subjectId: later.id, actor, action: 'pack_together', note: earlier.orderNumber, visible: true }, now),
    deskEventStatement(db, { subject: 'order', subjectId: earlier.id, actor, action: 'pack_together', note: later.orderNumber, visible: true }, now),
  ];
}

/** The guard stopped the batch: an order moved (shipped, cancelled, packed) between the rule's read and the write. */
export function isPackGuardFailure(error: unknown): boolean {
  return /CHECK constraint failed/i.test(String((error as Error)?.message ?? error));
}
