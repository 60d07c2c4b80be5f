/**
 * Deleting an account (core 2 /accounts/delete-account/{token}/, issue 15):
 * the personal data goes, the orders stay for the books, anonymised. One
 * batch, so an account is never half deleted. Sessions, tokens, the
 * wishlist and votes go with the customer row (ON DELETE CASCADE).
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { emailKey } from './customers.ts';

/**
 * The account's orders and the guest orders of its address: buyer name,
 * address, phone and email blanked, the account link cut. Amounts, rows,
 * status and country stay (bookkeeping); the order number no longer leads
 * to a person.
 */
const ANONYMISE_ORDERS = `UPDATE orders SET email = '', first_name = '', last_name = '', address = '', postal_code = '', city = '', phone = '',
    special_request = '', client_key = '', customer_id = NULL, updated_at = ?3
  WHERE customer_id = ?1 OR email = ?2`;

export function deleteCustomerStatements(db: D1Database, customerId: number, email: string, now: string): D1PreparedStatement[] {
  const key = emailKey(email);
  return [
    db.prepare(ANONYMISE_ORDERS).bind(customerId, key, now),
    db.prepare('DELETE FROM outbox_emails WHERE lower(to_email) = ?1 AND sent_at IS NOT NULL').bind(key),
    db.prepare('DELETE FROM stock_notifications WHERE lower(email) = ?1').bind(key),
    db.prepare('DELETE FROM customers WHERE id = ?1').bind(customerId),
  ];
}
