/**
 * Where an order may go next (issue 16 item 5; cat 3 order status labels).
 * The shop itself moves awaiting_payment to processing, payment_failed or
 * cancelled (decision 011); from processing on, staff and the warehouse move
 * it through fulfilment. manual_cancellation is the desk's cancel, which
 * releases the stock (and refunds what was paid). A delivered or cancelled
 * order moves no more.
 */
import type { OrderStatus } from '../types/order.ts';

/** The statuses of fulfilment, in the order a parcel usually passes them. */
export const FULFILMENT_STATUSES = [
  'processing', 'skis_in_installation', 'transfer_to_packing', 'ready_for_packing', 'ready_for_pick_up',
  'transported_to_pickuplocation', 'shipped', 'delivered', 'manual_cancellation',
] as const satisfies readonly OrderStatus[];
export type FulfilmentStatus = typeof FULFILMENT_STATUSES[number];

/** Before the goods leave: the customer may still cancel, and a later order may be packed with it. */
const NOT_SHIPPED: readonly OrderStatus[] = ['processing', 'skis_in_installation', 'transfer_to_packing', 'ready_for_packing'];
const ON_THE_WAY: readonly OrderStatus[] = ['ready_for_pick_up', 'transported_to_pickuplocation', 'shipped'];

export const isFulfilmentStatus = (value: unknown): value is FulfilmentStatus =>
  typeof value === 'string' && (FULFILMENT_STATUSES as readonly string[]).includes(value);

/** Not yet shipped (cat 8 "order or return cancel"): the customer's cancel and pack-together apply. */
export const isNotShipped = (status: OrderStatus): boolean => NOT_SHIPPED.includes(status);

/** Staff and the warehouse may move a paid order to any other fulfilment status until it is delivered or cancelled. */
export function canMoveOrder(from: OrderStatus, to: FulfilmentStatus): boolean {
  if (from === to) return false;
  if (NOT_SHIPPED.includes(from)) return true;
  if (ON_THE_WAY.includes(from)) return to !== 'processing' && to !== 'manual_cancellation' && !NOT_SHIPPED.includes(to);
  return false;
}

/** The goods have left the shop: the 100-day return window may start (cat 9) once delivered. */
export const hasShipped = (status: OrderStatus): boolean => ON_THE_WAY.includes(status) || status === 'delivered';
