/**
 * The customer packs an order with another of theirs (issue 16 item 4): the
 * rule (shared/order/pack-together.ts) decides on both orders as read, and
 * the link with both orders' history entries is one batch that writes
 * nothing if either order moved in between. An unknown other order is refused
 * like an ineligible one, so the answer says nothing about other people's orders.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { decidePackTogether, type PackOrder } from '../../../shared/order/pack-together.ts';
import { getOrderHead, type OrderHead } from '../../data/orders/order-reads.ts';
import { isPackGuardFailure, packTogetherStatements } from '../../data/orders/pack-together.ts';

export type PackOutcome =
  | { kind: 'packed' }
  /** cat 8 "pack-together not possible with the given order". */
  | { kind: 'not_possible' }
  /** cat 8 "pack-with-another-order failure": an order moved while the link was written. */
  | { kind: 'failed' };

const packOrderOf = (head: OrderHead): PackOrder => ({
  id: head.id, status: head.status, createdAt: head.created, customerId: head.customerId, email: head.email,
  deliveryMethodId: head.deliveryMethodId, deliveryLocation: head.delivery_location, countryCode: head.country_code,
  address: head.address, postalCode: head.postal_code, packWithOrderId: head.packWithOrderId,
});

/** `order` is the one the customer proved theirs; `withOrderNumber` the one they named. */
export async function packOrders(db: D1Database, order: OrderHead, withOrderNumber: string, actor: string, now: Date): Promise<PackOutcome> {
  const other = await getOrderHead(db, withOrderNumber);
  if (!other) return { kind: 'not_possible' };
  const decision = decidePackTogether(packOrderOf(order), packOrderOf(other));
  if (!decision.ok) return { kind: 'not_possible' };
  const [later, earlier] = decision.later.id === order.id ? [order, other] : [other, order];
  try {
    await db.batch(packTogetherStatements(db,
      { id: later.id, orderNumber: later.order_number, status: later.status },
      { id: earlier.id, orderNumber: earlier.order_number, status: earlier.status }, actor, now));
  } catch (error) {
    if (isPackGuardFailure(error)) return { kind: 'failed' };
    throw error;
  }
  return { kind: 'packed' };
}
