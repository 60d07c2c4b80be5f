/**
 * The order behind a return (issue 16 item 1): found by its number with the
 * buyer's email, or among a logged-in customer's own orders (the account
 * area's rule, data/orders/customer-orders.ts), and read back with its rows
 * and what each row may still return.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { CurrencyDisplay } from '../../../shared/money.ts';
import type { OrderStatus } from '../../../shared/types/order.ts';

export interface ReturnOrder {
  id: number;
  orderNumber: string;
  email: string;
  status: OrderStatus;
  deliveredAt: string | null;
  countryCode: string;
  taxAreaId: number | null;
  customerId: number | null;
  customerName: string;
  createdAt: string;
  deliveryKind: string;
  /** A pickup order's store slug; the shopper's text otherwise. */
  deliveryLocation: string;
  displayCurrency: CurrencyDisplay;
}

interface OrderRow {
  id: number; order_number: string; email: string; status: OrderStatus; delivered_at: string | null; country_code: string; tax_area_id: number | null;
  customer_id: number | null; first_name: string; last_name: string; created_at: string; delivery_method_kind: string; delivery_location: string;
  display_currency: string; display_rate: number; display_format: string;
}

const COLUMNS = `o.id, o.order_number, o.email, o.status, o.delivered_at, o.country_code, o.tax_area_id, o.customer_id, o.first_name, o.last_name,
  o.created_at, o.delivery_method_kind, o.delivery_location, o.display_currency, o.display_rate, o.display_format`;

function orderOf(row: OrderRow): ReturnOrder {
  return {
    id: row.id, orderNumber: row.order_number, email: row.email, status: row.status, deliveredAt: row.delivered_at, countryCode: row.country_code,
    taxAreaId: row.tax_area_id, customerId: row.customer_id, customerName: `${row.first_name} ${row.last_name}`.trim(), createdAt: row.created_at,
    deliveryKind: row.delivery_method_kind, deliveryLocation: row.delivery_location,
    displayCurrency: { code: row.display_currency, rate: row.display_rate, format: row.display_format },
  };
}

/** cat 8: the number and the buyer's email (any letter case) must both match. An anonymised order's '' matches nobody. */
export async function findOrderByEmail(db: D1Database, orderNumber: string, email: string): Promise<ReturnOrder | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM orders o WHERE o.order_number = ?1 AND o.email = ?2 AND o.email <> ''`)
    .bind(orderNumber, email).first<OrderRow>();
  return row ? orderOf(row) : null;
}

/** One of the customer's orders: placed from the account, or as a guest with the activated account's address. */
export async function findCustomerOrder(db: D1Database, orderNumber: string, customerId: number): Promise<ReturnOrder | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM orders o WHERE o.order_number = ?1 AND (o.customer_id = ?2
      OR (o.customer_id IS NULL AND o.email = (SELECT email_key FROM customers WHERE id = ?2 AND activated_at IS NOT NULL)))`)
    .bind(orderNumber, customerId).first<OrderRow>();
  return row ? orderOf(row) : null;
}

export async function getReturnOrder(db: D1Database, orderId: number): Promise<ReturnOrder | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM orders o WHERE o.id = ?1`).bind(orderId).first<OrderRow>();
  return row ? orderOf(row) : null;
}

export interface ReturnOrderRow {
  position: number;
  /** Null for a bundle row: it goes back whole and cannot be exchanged. */
  variantId: number | null;
  modelId: number;
  name: string;
  variantText: string;
  image: string;
  amount: number;
  unitPrice: number;
  /** Units already in return or complaint cases of the order that were not rejected. */
  claimed: number;
}

interface RowRecord {
  position: number; variant_id: number | null; model_id: number; name: string; variant_text: string; image: string; amount: number; unit_price: number; claimed: number;
}

/** Units of an order row in its cases, rejected ones left out (what the return's batch guards too: data/returns/insert-return.ts). */
export const CLAIMED_UNITS = `SELECT COALESCE(SUM(scr.amount), 0) FROM service_case_rows scr JOIN service_cases sc ON sc.id = scr.case_id
  WHERE sc.order_id = r.order_id AND scr.order_position = r.position AND sc.status <> 'rejected-return'`;

export async function listReturnOrderRows(db: D1Database, orderId: number): Promise<ReturnOrderRow[]> {
  const { results } = await db.prepare(`SELECT r.position, r.variant_id, r.model_id, r.name, r.variant_text, r.image, r.amount, r.unit_price,
      (${CLAIMED_UNITS}) AS claimed
    FROM order_rows r WHERE r.order_id = ?1 ORDER BY r.position`).bind(orderId).all<RowRecord>();
  return results.map((row) => ({
    position: row.position, variantId: row.variant_id, modelId: row.model_id, name: row.name, variantText: row.variant_text, image: row.image,
    amount: row.amount, unitPrice: row.unit_price, claimed: row.claimed,
  }));
}
