/**
 * What one client's unpaid orders hold (decision 017, migration 0012): the
 * orders still awaiting payment and created since a time, and the units
 * their reservations took per variant. The caps are checked inside the
 * order's own batch (the rule: concurrent orders of one client are counted
 * one after the other), and read again to tell the shopper when to retry.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

export interface HoldCaps {
  /** Unpaid orders, the new one included. */
  orders: number;
  /** Units of one variant reserved by them. */
  unitsPerVariant: number;
  /** Units reserved by them in all. */
  units: number;
}

export interface ClientHolds {
  orders: number;
  /** created_at of the oldest of them; null when there are none. */
  oldestCreatedAt: string | null;
  /** Units reserved per variant. */
  units: Map<number, number>;
}

// ?1 the client, ?2 counted from (ISO time); orders_unpaid_client serves the WHERE.
const UNPAID_ORDERS = `FROM orders WHERE client_key = ?1 AND status = 'awaiting_payment' AND created_at >= ?2`;
const HELD_UNITS = `SELECT r.variant_id, SUM(r.quantity) AS units FROM stock_reservations r
  WHERE r.order_id IN (SELECT id ${UNPAID_ORDERS}) GROUP BY r.variant_id`;

const SET_CLIENT = `UPDATE orders SET client_key = ?1 WHERE id = ?2`;
// ?3 the order, ?4-?6 the caps. A failing row stops the batch (client_hold_limit).
const GUARD_HOLDS = `INSERT INTO client_hold_guards (order_id, ok)
  SELECT ?3, (SELECT COUNT(*) ${UNPAID_ORDERS}) <= ?4
    AND COALESCE((SELECT MAX(units) FROM (${HELD_UNITS})), 0) <= ?5
    AND COALESCE((SELECT SUM(units) FROM (${HELD_UNITS})), 0) <= ?6`;
const CLEAR_GUARD = `DELETE FROM client_hold_guards WHERE order_id = ?1`;

/** The client's unpaid orders created since `since` and the units they hold. */
export async function getClientHolds(db: D1Database, clientKey: string, since: string): Promise<ClientHolds> {
  const [orders, units] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS orders, MIN(created_at) AS oldest ${UNPAID_ORDERS}`).bind(clientKey, since),
    db.prepare(HELD_UNITS).bind(clientKey, since),
  ]);
  const counted = (orders.results as Array<{ orders: number; oldest: string | null }>)[0];
  return {
    orders: Number(counted?.orders ?? 0),
    oldestCreatedAt: counted?.oldest ?? null,
    units: new Map((units.results as Array<{ variant_id: number; units: number }>).map((row) => [row.variant_id, Number(row.units)])),
  };
}

/**
 * For the end of an order's batch (after the order and its reservation are
 * written): the order takes its client, and the client's unpaid orders,
 * this one included, must stay within the caps or the batch fails.
 */
export function clientHoldStatements(db: D1Database, order: { id: number; clientKey: string }, since: string, caps: HoldCaps): D1PreparedStatement[] {
  return [
    db.prepare(SET_CLIENT).bind(order.clientKey, order.id),
    db.prepare(GUARD_HOLDS).bind(order.clientKey, since, order.id, caps.orders, caps.unitsPerVariant, caps.units),
    db.prepare(CLEAR_GUARD).bind(order.id),
  ];
}

/** The batch failed on the client caps, not on stock or a code (those are order_guards and other CHECKs). */
export function isClientHoldFailure(error: unknown): boolean {
  return /client_hold_limit/.test(String((error as Error)?.message ?? error));
}
