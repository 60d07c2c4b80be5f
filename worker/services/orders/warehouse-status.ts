/**
 * A warehouse system drives the order desk (issue 16 item 5, decision 024):
 * a signed delivery names the order, the status it moved to, and the
 * parcel's tracking code. Its event id is claimed first, so a replay is
 * refused; the move is the desk's own (order-desk-actions.ts), with actor
 * 'warehouse', the same status machine and the same mails. The signature is
 * checked before this runs (api/warehouse-webhook.ts).
 */
import type { WarehouseStatusRequest } from '../../../shared/order/order-desk-schema.ts';
import type { OrderStatus } from '../../../shared/types/order.ts';
import { orderIdByNumber } from '../../data/orders/order-desk.ts';
import { claimWarehouseEvent, releaseWarehouseEvent } from '../../data/warehouse-events.ts';
import type { OrderDeskDeps } from './order-desk-context.ts';
import { moveOrder } from './order-desk-actions.ts';

export const WAREHOUSE_ACTOR = 'warehouse';

export type WarehouseOutcome =
  | { kind: 'applied'; status: OrderStatus; result: 'moved' | 'unchanged' | 'cancelled' | 'refund_failed'; trackingAdded: boolean }
  /** The event id was seen before: nothing is applied twice. */
  | { kind: 'duplicate' }
  | { kind: 'not_found' }
  /** The flow does not allow that move from where the order is. */
  | { kind: 'not_movable'; status: OrderStatus };

export async function applyWarehouseStatus(deps: OrderDeskDeps, request: WarehouseStatusRequest, now: Date): Promise<WarehouseOutcome> {
  const db = deps.env.DB;
  if (!(await claimWarehouseEvent(db, request.event_id, now))) return { kind: 'duplicate' };
  try {
    const orderId = await orderIdByNumber(db, request.order_number);
    if (orderId === null) return { kind: 'not_found' };
    const tracking = request.tracking_code ? { code: request.tracking_code, carrier: request.carrier } : undefined;
    const moved = await moveOrder(deps, { orderId, to: request.status, actor: WAREHOUSE_ACTOR, tracking }, now);
    switch (moved.kind) {
      case 'moved': return { kind: 'applied', status: moved.to, result: 'moved', trackingAdded: tracking !== undefined };
      case 'unchanged': return { kind: 'applied', status: moved.status, result: 'unchanged', trackingAdded: moved.trackingAdded };
      case 'cancelled': case 'refund_failed': return { kind: 'applied', status: 'manual_cancellation', result: moved.kind, trackingAdded: false };
      default: return moved;
    }
  } catch (error) {
    // A fault of the shop's (the database): the warehouse may send the same event again.
    await releaseWarehouseEvent(db, request.event_id).catch(() => {});
    throw error;
  }
}
