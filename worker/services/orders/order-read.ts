/**
 * Reading orders back: the summary the result pages and the lookup show
 * (shared/types/order.ts OrderSummary), and a payment with its order for
 * the provider callbacks. "Not found" is null; the route picks the status.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { OrderRowSummary, OrderSummary } from '../../../shared/types/order.ts';
import type { PaymentRecord } from '../payments/provider.ts';
import { sameSecret } from './secrets.ts';

type Row = Record<string, any>;

const ORDER_COLUMNS = `id, order_number, view_token, status, created_at, language, country_code, delivery_method_name, delivery_location,
  postal_code, special_request, products_price, discount, delivery_cost, repack_cost, total_price, gift_card_paid, to_pay, payment_method, email`;

async function summaryOf(db: D1Database, order: Row): Promise<OrderSummary> {
  const rows = await db.prepare('SELECT name, variant_text, amount, unit_price, row_total, image, path FROM order_rows WHERE order_id = ? ORDER BY position')
    .bind(order.id).all<OrderRowSummary>();
  return {
    order_number: order.order_number, status: order.status, created: order.created_at, language: order.language, country_code: order.country_code,
    delivery_method: order.delivery_method_name, delivery_location: order.delivery_location, postal_code: order.postal_code,
    special_request: order.special_request, rows: rows.results,
    products_price: order.products_price, discount: order.discount, delivery_cost: order.delivery_cost, repack_cost: order.repack_cost,
    total_price: order.total_price, gift_card_paid: order.gift_card_paid, to_pay: order.to_pay, payment_method: order.payment_method, email: order.email,
  };
}

/** The order when the token is its view token (compared in constant time). */
export async function getOrderByToken(db: D1Database, orderNumber: string, token: string): Promise<OrderSummary | null> {
  const order = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_number = ?`).bind(orderNumber).first<Row>();
  return order && sameSecret(token, order.view_token) ? summaryOf(db, order) : null;
}

/** cat 8 order lookup: the email (any case) and the order number must both match. */
export async function lookupOrder(db: D1Database, email: string, orderNumber: string): Promise<OrderSummary | null> {
  const order = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_number = ? AND email = ?`)
    .bind(orderNumber.trim().toUpperCase(), email.trim()).first<Row>();
  return order ? summaryOf(db, order) : null;
}

export interface PaymentWithOrder {
  payment: PaymentRecord;
  order: { id: number; orderNumber: string; viewToken: string; language: string; status: string };
}

export async function getPayment(db: D1Database, paymentId: string): Promise<PaymentWithOrder | null> {
  const row = await db.prepare(`SELECT p.id, p.order_id, p.provider, p.status, p.amount, p.provider_reference, p.callback_secret,
      o.order_number, o.view_token, o.language, o.status AS order_status
    FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ?`).bind(paymentId).first<Row>();
  if (!row) return null;
  return {
    payment: {
      id: row.id, orderId: row.order_id, provider: row.provider, status: row.status, amount: row.amount,
      providerReference: row.provider_reference, callbackSecret: row.callback_secret,
    },
    order: { id: row.order_id, orderNumber: row.order_number, viewToken: row.view_token, language: row.language, status: row.order_status },
  };
}
