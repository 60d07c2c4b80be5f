/**
 * A customer's order history (issue 15, the account area): the orders placed
 * from the account, and the orders placed as a guest with the account's
 * address. An account exists only once activated, so the address is proven
 * to be the customer's; an order another account placed is never included,
 * whatever address its form gave.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { CurrencyDisplay } from '../../../shared/money.ts';

export interface CustomerOrderRecord {
  orderNumber: string;
  viewToken: string;
  status: string;
  createdAt: string;
  /** Euro, as every order amount is stored. */
  totalPrice: number;
  displayCurrency: CurrencyDisplay;
}

interface Row {
  order_number: string; view_token: string; status: string; created_at: string; total_price: number;
  display_currency: string; display_rate: number; display_format: string;
}

const COLUMNS = 'o.order_number, o.view_token, o.status, o.created_at, o.total_price, o.display_currency, o.display_rate, o.display_format';

/*
 * Two indexed reads joined: orders_customer for the account's own orders,
 * orders_email for the guest orders of its address (orders.email is NOCASE,
 * the key lower case; an anonymised order's '' matches no account).
 */
const CUSTOMER_ORDERS = `SELECT ${COLUMNS} FROM orders o WHERE o.customer_id = ?1
  UNION ALL
  SELECT ${COLUMNS} FROM orders o JOIN customers c ON c.id = ?1 AND c.activated_at IS NOT NULL AND o.email = c.email_key
    WHERE o.customer_id IS NULL
  ORDER BY created_at DESC, order_number DESC
  LIMIT ?2`;

export async function listCustomerOrders(db: D1Database, customerId: number, limit: number): Promise<CustomerOrderRecord[]> {
  const rows = await db.prepare(CUSTOMER_ORDERS).bind(customerId, limit).all<Row>();
  return rows.results.map((row) => ({
    orderNumber: row.order_number, viewToken: row.view_token, status: row.status, createdAt: row.created_at, totalPrice: row.total_price,
    displayCurrency: { code: row.display_currency, rate: row.display_rate, format: row.display_format },
  }));
}
