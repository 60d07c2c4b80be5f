/** The store a return goes to (cat 3 "place of return"): its id for the desk's lists and its address for the customer. */
import type { D1Database } from '@cloudflare/workers-types';

export interface ReturnStore { id: number; slug: string; name: string; type: string; streetAddress: string; postalCode: string; city: string }

interface Row { id: number; slug: string; name: string; type: string; street_address: string; postal_code: string; city: string }

export async function findStoreBySlug(db: D1Database, slug: string): Promise<ReturnStore | null> {
  const row = await db.prepare('SELECT id, slug, name, type, street_address, postal_code, city FROM stores WHERE slug = ?1').bind(slug).first<Row>();
  return row ? { id: row.id, slug: row.slug, name: row.name, type: row.type, streetAddress: row.street_address, postalCode: row.postal_code, city: row.city } : null;
}
