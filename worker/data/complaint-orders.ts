/**
 * What a complaint reads of the shop (issue 16 item 2): the stores it may
 * name, and the order it is about with the rows the form can be filled from
 * (core 3 "can be prefilled from a row"): found among a logged-in customer's
 * own orders (the account area's rule, data/orders/customer-orders.ts), or by
 * its number with the buyer's email.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { VARIANT_TEXT_COLUMNS, variantTextJoins, type VariantTextRow } from './variant-text-sql.ts';

export interface ComplaintStore { id: number; name: string; type: 'retail' | 'web' }

/** The web shop and the retail stores, in the shop's display order (the first retail store is the main store, core 5). */
export async function listComplaintStores(db: D1Database): Promise<ComplaintStore[]> {
  const { results } = await db.prepare(`SELECT id, name, type FROM stores WHERE type IN ('retail', 'web') ORDER BY stock_display_order, name, id`)
    .all<ComplaintStore>();
  return results;
}

export interface ComplaintOrder {
  id: number;
  orderNumber: string;
  createdAt: string;
  email: string;
  firstName: string; lastName: string; phone: string; address: string; postalCode: string; city: string;
  /** Euro: the products' total before the order's discount, and the discount. */
  productsPrice: number;
  discount: number;
}

interface OrderRow {
  id: number; order_number: string; created_at: string; email: string; first_name: string; last_name: string; phone: string; address: string;
  postal_code: string; city: string; products_price: number; discount: number;
}

const COLUMNS = `o.id, o.order_number, o.created_at, o.email, o.first_name, o.last_name, o.phone, o.address, o.postal_code, o.city,
  o.products_price, o.discount`;

const orderOf = (row: OrderRow): ComplaintOrder => ({
  id: row.id, orderNumber: row.order_number, createdAt: row.created_at, email: row.email, firstName: row.first_name, lastName: row.last_name,
  phone: row.phone, address: row.address, postalCode: row.postal_code, city: row.city, productsPrice: row.products_price, discount: row.discount,
});

/** Who shows the order is theirs: a logged-in customer (their own orders), or the buyer's email beside the number. */
export type OrderOwner = { customerId: number } | { email: string };

export async function findComplaintOrder(db: D1Database, orderNumber: string, owner: OrderOwner): Promise<ComplaintOrder | null> {
  const row = 'customerId' in owner
    ? await db.prepare(`SELECT ${COLUMNS} FROM orders o WHERE o.order_number = ?1 AND (o.customer_id = ?2
        OR (o.customer_id IS NULL AND o.email = (SELECT email_key FROM customers WHERE id = ?2 AND activated_at IS NOT NULL)))`)
      .bind(orderNumber, owner.customerId).first<OrderRow>()
    // An anonymised order's '' matches nobody.
    : await db.prepare(`SELECT ${COLUMNS} FROM orders o WHERE o.order_number = ?1 AND o.email = ?2 AND o.email <> ''`)
      .bind(orderNumber, owner.email).first<OrderRow>();
  return row ? orderOf(row) : null;
}

export interface ComplaintOrderRow {
  position: number;
  variantId: number | null;
  /** The model's name as ordered, and its variant as the order's text put it. */
  name: string;
  variantText: string;
  manufacturer: string;
  /** The variant's colour and size in the language asked for; '' where it has none. */
  colour: string;
  size: string;
  amount: number;
  /** Euro per unit as charged before the order's discount, and the row's total. */
  unitPrice: number;
  rowTotal: number;
}

interface RowRow extends VariantTextRow {
  position: number; variant_id: number | null; name: string; variant_text: string; manufacturer: string | null; amount: number;
  unit_price: number; row_total: number;
}

/** The order's rows in order, each with its brand and its variant's colour and size in `language`. */
export async function listComplaintOrderRows(db: D1Database, orderId: number, language: string): Promise<ComplaintOrderRow[]> {
  const { results } = await db.prepare(`SELECT r.position, r.variant_id, r.name, r.variant_text, m.name AS manufacturer, r.amount, r.unit_price, r.row_total,
      ${VARIANT_TEXT_COLUMNS}
    FROM order_rows r
    LEFT JOIN product_models pm ON pm.id = r.model_id
    LEFT JOIN manufacturers m ON m.id = pm.manufacturer_id
    LEFT JOIN variants v ON v.id = r.variant_id
    ${variantTextJoins('?2')}
    WHERE r.order_id = ?1 ORDER BY r.position`).bind(orderId, language).all<RowRow>();
  return results.map((row) => ({
    position: row.position, variantId: row.variant_id, name: row.name, variantText: row.variant_text, manufacturer: row.manufacturer ?? '',
    colour: row.colour, size: row.size, amount: row.amount, unitPrice: row.unit_price, rowTotal: row.row_total,
  }));
}
