/**
 * Transfer requests (core 3 transferRequest*, migrations/0007): the shop's store
 * ids, and the one D1 batch (one transaction) that writes a request with
 * its rows and, when asked, blocks the picked units at their source stores
 * (core 3 transferrequest_reserve_quantity). Lists go in as JSON through
 * json_each, so the batch has the same five statements however big the cart.
 * Bound values: ?1 is always the request id.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { StoreAmounts } from '../../shared/checkout/transfer-request.ts';

export interface TransferRequestRecord {
  id: number;
  number: string;
  from: number[];
  to: number[];
  highPriority: boolean;
  reserveQuantity: boolean;
  postDelivery: boolean;
  specialRequest: string;
  language: string;
  createdAt: string;
  rows: Array<{ variantId: number; amount: number; pickedFrom: StoreAmounts; deliverTo: StoreAmounts }>;
}

const INSERT_REQUEST = `INSERT INTO transfer_requests (id, number, from_store_ids, to_store_ids, high_priority, reserve_quantity, post_delivery,
    special_request, language, status, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'new', ?10)`;

/** ?2: [{ variant_id, amount, picked_from, deliver_to }] in row order. */
const INSERT_ROWS = `INSERT INTO transfer_request_rows (request_id, position, variant_id, amount, picked_from, deliver_to)
  SELECT ?1, key, json_extract(value, '$.variant_id'), json_extract(value, '$.amount'),
    json_extract(value, '$.picked_from'), json_extract(value, '$.deliver_to')
  FROM json_each(?2)`;

/** ?2: [[variant id, store id, units]], one entry per pair. */
const PICKS = `SELECT json_extract(value, '$[0]') AS variant_id, json_extract(value, '$[1]') AS store_id, json_extract(value, '$[2]') AS units FROM json_each(?2)`;

/**
 * Fails the batch (order_guards' CHECK (ok = 1), migrations/0006) unless every
 * source store still has the picked units free, read inside the transaction:
 * a concurrent request or order is already counted. The guard row never
 * outlives the batch, so sharing the table with orders' ids is harmless.
 */
const GUARD_PICKS = `INSERT INTO order_guards (order_id, what, ok)
  SELECT ?1, 'transfer request stock', NOT EXISTS (
    SELECT 1 FROM (${PICKS}) p LEFT JOIN variant_stocks vs ON vs.variant_id = p.variant_id AND vs.store_id = p.store_id
    WHERE COALESCE(vs.quantity - vs.blocked, 0) < p.units)`;

const BLOCK_PICKS = `UPDATE variant_stocks
  SET blocked = blocked + (SELECT p.units FROM (${PICKS}) p WHERE p.variant_id = variant_stocks.variant_id AND p.store_id = variant_stocks.store_id)
  WHERE (variant_id, store_id) IN (SELECT variant_id, store_id FROM (${PICKS}))`;

const CLEAR_GUARDS = 'DELETE FROM order_guards WHERE order_id = ?1';

/** Units per (variant, source store) across all rows: two rows of one variant block once, summed. */
function picksOf(record: TransferRequestRecord): Array<[number, number, number]> {
  const totals = new Map<string, [number, number, number]>();
  for (const row of record.rows) {
    for (const [store, units] of Object.entries(row.pickedFrom)) {
      const key = `${row.variantId}:${store}`;
      const entry = totals.get(key) ?? [row.variantId, Number(store), 0];
      entry[2] += units;
      totals.set(key, entry);
    }
  }
  return [...totals.values()];
}

/** The batch's statements; the service runs them as one batch(). */
export function insertTransferRequestBatch(db: D1Database, record: TransferRequestRecord): D1PreparedStatement[] {
  const rows = record.rows.map((row) => ({ variant_id: row.variantId, amount: row.amount, picked_from: row.pickedFrom, deliver_to: row.deliverTo }));
  const statements = [
    db.prepare(INSERT_REQUEST).bind(
      record.id, record.number, JSON.stringify(record.from), JSON.stringify(record.to), record.highPriority ? 1 : 0,
      record.reserveQuantity ? 1 : 0, record.postDelivery ? 1 : 0, record.specialRequest, record.language, record.createdAt,
    ),
    db.prepare(INSERT_ROWS).bind(record.id, JSON.stringify(rows)),
  ];
  if (record.reserveQuantity) {
    const picks = JSON.stringify(picksOf(record));
    statements.push(db.prepare(GUARD_PICKS).bind(record.id, picks), db.prepare(BLOCK_PICKS).bind(record.id, picks), db.prepare(CLEAR_GUARDS).bind(record.id));
  }
  return statements;
}

/** The ids among these that are stores of the shop. */
export async function knownStoreIds(db: D1Database, ids: number[]): Promise<Set<number>> {
  const rows = await db.prepare('SELECT id FROM stores WHERE id IN (SELECT value FROM json_each(?))').bind(JSON.stringify(ids)).all<{ id: number }>();
  return new Set(rows.results.map((row) => row.id));
}

/** The guard stopped the batch: a source store no longer has the units free. */
export function isStockGuardFailure(error: unknown): boolean {
  return /CHECK constraint failed/i.test(String((error as Error)?.message ?? error));
}

/** Two requests drew the same random number or id: the batch is tried again with new ones. */
export function isRequestNumberCollision(error: unknown): boolean {
  return /UNIQUE constraint failed: transfer_requests\.(number|id)/i.test(String((error as Error)?.message ?? error));
}
