/**
 * A payment found by its provider's own id (the Klarna order id of core 2's
 * /checkout/klarna/confirm/?klarna_order_id=). The index
 * payments_provider_reference (migration 0009) serves it. "Not found" is null.
 */
import type { D1Database } from '@cloudflare/workers-types';

const BY_REFERENCE = `SELECT id FROM payments WHERE provider = ?1 AND provider_reference = ?2 AND provider_reference <> '' LIMIT 1`;

export async function getPaymentIdByReference(db: D1Database, provider: 'klarna' | 'paypal', reference: string): Promise<string | null> {
  if (!reference) return null;
  return db.prepare(BY_REFERENCE).bind(provider, reference).first<string>('id');
}
