/**
 * Reading orders back: the summary the result pages, the lookup and the
 * account show (shared/types/order.ts OrderSummary), with its tracking codes,
 * pack-together links and the history the customer sees (issue 16 item 4).
 * "Not found" is null; the route picks the status. Whether a view token, an
 * email or a session opens an order is the service's check
 * (services/orders/order-read.ts, order-access.ts).
 */
import type { D1Database } from '@cloudflare/workers-types';
import { canPackOrder } from '../../../shared/order/pack-together.ts';
import { isNotShipped } from '../../../shared/order/order-status-flow.ts';
import { lastReturnDay } from '../../../shared/service/return-window.ts';
import type { OrderEvent, OrderRowSummary, OrderSummary, OrderTrackingCode } from '../../../shared/types/order.ts';
import { listDeskEvents } from '../desk-events.ts';

/** What the summary derives or reads beside the order's own row. */
type Derived = 'rows' | 'tracking_codes' | 'can_cancel' | 'return_until' | 'can_pack' | 'packed_with' | 'history';

/**
 * An order without its rows, with what only the server sees: its row id and
 * view token, who placed it, and what pack-together compares (decision: the
 * rule in shared/order/pack-together.ts).
 */
export type OrderHead = Omit<OrderSummary, Derived> & {
  id: number; viewToken: string; customerId: number | null; deliveryMethodId: number | null; address: string; packWithOrderId: number | null;
};

type Row = Record<string, any>;

const ORDER_COLUMNS = `id, order_number, view_token, status, created_at, language, country_code, delivery_method_name, delivery_location,
  postal_code, special_request, products_price, discount, delivery_cost, repack_cost, total_price, gift_card_paid, to_pay, payment_method, email,
  first_name, last_name, address, city, display_currency, display_rate, display_format, charged_amount, charged_currency, delivery_time,
  shipped_at, delivered_at, customer_id, delivery_method_id, pack_with_order_id`;

function headOf(order: Row): OrderHead {
  return {
    id: order.id, viewToken: order.view_token, customerId: order.customer_id ?? null, deliveryMethodId: order.delivery_method_id ?? null,
    address: order.address, packWithOrderId: order.pack_with_order_id ?? null,
    order_number: order.order_number, status: order.status, created: order.created_at, language: order.language, country_code: order.country_code,
    delivery_method: order.delivery_method_name, delivery_location: order.delivery_location, delivery_time: order.delivery_time, postal_code: order.postal_code,
    special_request: order.special_request,
    products_price: order.products_price, discount: order.discount, delivery_cost: order.delivery_cost, repack_cost: order.repack_cost,
    total_price: order.total_price, gift_card_paid: order.gift_card_paid, to_pay: order.to_pay, payment_method: order.payment_method, email: order.email,
    recipient: {
      first_name: order.first_name, last_name: order.last_name, address: order.address, postal_code: order.postal_code, city: order.city,
      country_code: order.country_code,
    },
    display_currency: { code: order.display_currency, rate: order.display_rate, format: order.display_format },
    charged: { amount: order.charged_amount ?? order.to_pay, currency: order.charged_currency },
    shipped_at: order.shipped_at ?? null, delivered_at: order.delivered_at ?? null,
  };
}

export async function getOrderHead(db: D1Database, orderNumber: string): Promise<OrderHead | null> {
  const order = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_number = ?`).bind(orderNumber).first<Row>();
  return order ? headOf(order) : null;
}

/** The summary of an order read by getOrderHead: its rows, tracking codes, packed orders and visible history read, the server's own fields left out. */
export async function getOrderSummary(db: D1Database, head: OrderHead): Promise<OrderSummary> {
  const [rows, trackingCodes, packedWith, events] = await Promise.all([
    db.prepare('SELECT name, variant_text, amount, unit_price, row_total, image, path FROM order_rows WHERE order_id = ? ORDER BY position')
      .bind(head.id).all<OrderRowSummary>(),
    listTrackingCodes(db, head.id),
    listPackedOrderNumbers(db, head.id),
    listDeskEvents(db, 'order', head.id, true),
  ]);
  const { id: _id, viewToken: _viewToken, customerId: _customerId, deliveryMethodId: _method, address: _address, packWithOrderId: _packWith, ...summary } = head;
  // The customer's history never says who at the desk did it (a staff account's email is the desk's business).
  const history: OrderEvent[] = events.map((event) => ({ at: event.createdAt, action: event.action, status: event.toStatus, note: event.note }));
  return {
    ...summary, rows: rows.results, tracking_codes: trackingCodes, can_cancel: isNotShipped(head.status),
    return_until: head.delivered_at ? lastReturnDay(head.delivered_at) : null,
    can_pack: canPackOrder(head), packed_with: packedWith, history,
  };
}

/** The parcels' tracking codes of an order, oldest first. */
export async function listTrackingCodes(db: D1Database, orderId: number): Promise<OrderTrackingCode[]> {
  const { results } = await db.prepare('SELECT code, carrier FROM order_tracking_codes WHERE order_id = ? ORDER BY created_at, code')
    .bind(orderId).all<OrderTrackingCode>();
  return results;
}

/**
 * The order numbers an order ships with (migration 0020): the earlier order
 * it names and the later orders that name it, oldest first; cancelled and
 * failed ones ship nothing and are left out. The order desk shows the same list.
 */
export async function listPackedOrderNumbers(db: D1Database, orderId: number): Promise<string[]> {
  const { results } = await db.prepare(`SELECT order_number FROM orders
    WHERE (id = (SELECT pack_with_order_id FROM orders WHERE id = ?1) OR pack_with_order_id = ?1)
      AND status NOT IN ('cancelled', 'payment_failed', 'manual_cancellation')
    ORDER BY created_at, id`).bind(orderId).all<{ order_number: string }>();
  return results.map((row) => row.order_number);
}

/** cat 8 order lookup: the email (any case) and the order number must both match. */
export async function lookupOrderHead(db: D1Database, email: string, orderNumber: string): Promise<OrderHead | null> {
  const order = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_number = ? AND email = ?`)
    .bind(orderNumber.trim().toUpperCase(), email.trim()).first<Row>();
  return order ? headOf(order) : null;
}

export async function lookupOrder(db: D1Database, email: string, orderNumber: string): Promise<OrderSummary | null> {
  const head = await lookupOrderHead(db, email, orderNumber);
  return head ? getOrderSummary(db, head) : null;
}

/**
 * An order of a logged-in customer, by the rule of the account's order
 * history (data/orders/customer-orders.ts): placed from the account, or a
 * guest order of the activated account's address that no other account placed.
 */
export async function getCustomerOrderHead(db: D1Database, customerId: number, orderNumber: string): Promise<OrderHead | null> {
  const order = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.order_number = ?2 AND (o.customer_id = ?1 OR (o.customer_id IS NULL
      AND EXISTS (SELECT 1 FROM customers c WHERE c.id = ?1 AND c.activated_at IS NOT NULL AND o.email = c.email_key)))`)
    .bind(customerId, orderNumber.trim().toUpperCase()).first<Row>();
  return order ? headOf(order) : null;
}

/**
 * Orders written for a buyer email (any letter case: the column is NOCASE)
 * since a time, and the oldest of them: the per-email order limit counts
 * orders, not attempts, so nobody can lock a stranger's address out with
 * requests that write nothing (decision 017).
 */
export async function ordersOfEmailSince(db: D1Database, email: string, since: string): Promise<{ count: number; oldest: string | null }> {
  const row = await db.prepare('SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM orders WHERE email = ?1 AND created_at >= ?2')
    .bind(email, since).first<{ n: number; oldest: string | null }>();
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
}
