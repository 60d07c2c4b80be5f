/**
 * The order desk's answers (issue 16 item 5): the staff list and an order as
 * staff see it (GET /api/staff/orders/...), and the warehouse webhook's.
 * Amounts are euro unless a currency is named (payments are in theirs).
 */
import type { FulfilmentStatus } from '../order/order-status-flow.ts';
import type { DeskStore } from './case-desk.ts';
import type { DeskEvent } from './desk.ts';
import type { OrderStatus, OrderSummary } from './order.ts';

export interface DeskDeliveryMethod { id: number; name: string }

export interface StaffOrderListRow {
  order_number: string;
  status: OrderStatus;
  created_at: string;
  customer_name: string;
  email: string;
  delivery_method: string;
  /** The stores its goods are reserved from, and the pickup store: short names, comma-separated. */
  stores: string;
  total_price: number;
  display_currency: OrderSummary['display_currency'];
}

export interface StaffOrderListResponse {
  orders: StaffOrderListRow[];
  page: number;
  pages: number;
  total: number;
  /** Every store and delivery method, for the list's filters. */
  stores: DeskStore[];
  delivery_methods: DeskDeliveryMethod[];
}

export interface StaffOrderPayment {
  provider: string;
  status: string;
  amount: number;
  currency: string;
  created_at: string;
  refunded_at: string | null;
  refunded_amount: number | null;
  /** A cancel's refund due and not made (failed, or the worker stopped), or money that came after a release: finance refunds it from here. */
  needs_refund_at: string | null;
}

export interface StaffOrderStore { id: number; name: string; quantity: number }

/**
 * A gift card the order bought, issued when it was paid (decision 028): a web card was mailed to the buyer; a
 * physical card's code is printed in the warehouse from its printable card (`print_path`) and packed with the order.
 */
export interface StaffOrderGiftCard {
  position: number;
  kind: 'web' | 'physical';
  code: string;
  /** Face value and what is left, in euro. */
  value: number;
  balance: number;
  /** False once the order was cancelled. */
  enabled: boolean;
  print_path: string;
}

export interface StaffOrderResponse {
  /** The order as its customer reads it (rows, totals, recipient, tracking codes, dates). */
  order: OrderSummary;
  phone: string;
  /** The account that placed it, null for a guest. */
  customer_id: number | null;
  payments: StaffOrderPayment[];
  /** Where its units are reserved (units per store), and the pickup store with 0 units when it gives none. */
  stores: StaffOrderStore[];
  pickup_store: DeskStore | null;
  /** When the reservation was given back (a cancel), null while it holds. */
  released_at: string | null;
  /** The moves staff may make now (shared/order/order-status-flow.ts canMoveOrder); the cancel is its own action. */
  next_statuses: FulfilmentStatus[];
  /** Not yet shipped: staff may cancel it. */
  can_cancel: boolean;
  /** A parcel code may be added (paid, not cancelled). */
  can_track: boolean;
  events: DeskEvent[];
  /** The gift cards it bought, once paid. */
  gift_cards: StaffOrderGiftCard[];
}

/** What a staff action answers: the order as it is now. */
export type StaffOrderActionResponse = StaffOrderResponse & {
  /** The cancel's refund: made, failed (marked for finance) or none. */
  refund?: 'refunded' | 'failed' | 'none';
};

export interface WarehouseStatusResponse {
  order_number: string;
  status: OrderStatus;
  result: 'moved' | 'unchanged' | 'cancelled' | 'refund_failed';
  tracking_added: boolean;
}

/** /staff/orders/{orderNumber}/: the number is the address's; the order loads in the browser. */
export interface StaffOrderPageProps { orderNumber: string }
