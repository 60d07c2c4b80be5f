/**
 * Reading orders back: the summary the result pages and the lookup show
 * (shared/types/order.ts OrderSummary). "Not found" is null; the route picks
 * the status. Whether a view token opens an order is the service's check
 * (services/orders/order-read.ts).
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { OrderRowSummary, OrderSummary } from '../../../shared/types/order.ts';

/** An order without its rows, with what only the server sees: its row id and view token. */
type OrderHead = Omit<OrderSummary, 'rows'> & { id: number; viewToken: string };

type Row = Record<string, any>;

const ORDER_COLUMNS = `id, order_number, view_token, status, created_at, language, country_code, delivery_method_name, delivery_location,
  postal_code, special_request, products_price, discount, delivery_cost, repack_cost, total_price, gift_card_paid, to_pay, payment_method, email,
  first_name, last_name, address, city, display_currency, display_rate, display_format, charged_amount, charged_currency, delivery_time`;

function headOf(order: Row): OrderHead {
  return {
    id: order.id, viewToken: order.view_token,
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
  };
}

export async function getOrderHead(db: D1Database, orderNumber: string): Promise<OrderHead | null> {
  const order = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_number = ?`).bind(orderNumber).first<Row>();
  return order ? headOf(order) : null;
}

/** The summary of an order read by getOrderHead: its rows read, the server's own fields left out. */
export async function getOrderSummary(db: D1Database, head: OrderHead): Promise<OrderSummary> {
  const rows = await db.prepare('SELECT name, variant_text, amount, unit_price, row_total, image, path FROM order_rows WHERE order_id = ? ORDER BY position')
    .bind(head.id).all<OrderRowSummary>();
  const { id: _id, viewToken: _viewToken, ...summary } = head;
  return { ...summary, rows: rows.results };
}

/** cat 8 order lookup: the email (any case) and the order number must both match. */
export async function lookupOrder(db: D1Database, email: string, orderNumber: string): Promise<OrderSummary | null> {
  const order = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_number = ? AND email = ?`)
    .bind(orderNumber.trim().toUpperCase(), email.trim()).first<Row>();
  return order ? getOrderSummary(db, headOf(order)) : null;
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
