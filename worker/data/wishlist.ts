/** cat 4 Wishlist (migrations/0014): model ids per customer. */
import type { D1Database } from '@cloudflare/workers-types';

export async function listWishlistModelIds(db: D1Database, customerId: number): Promise<number[]> {
  const rows = await db.prepare('SELECT model_id FROM wishlist_items WHERE customer_id = ? ORDER BY added_at DESC').bind(customerId).all<{ model_id: number }>();
  return rows.results.map((row) => row.model_id);
}

/**
 * Adds the model, or removes it when it is there; answers whether it is now
 * on the list. The delete decides: a row it removed was there; otherwise the
 * insert adds one (the primary key keeps a double click to one row).
 */
export async function toggleWishlistModel(db: D1Database, customerId: number, modelId: number, now: string): Promise<boolean> {
  const removed = await db.prepare('DELETE FROM wishlist_items WHERE customer_id = ?1 AND model_id = ?2').bind(customerId, modelId).run();
  if (removed.meta.changes > 0) return false;
  await db.prepare('INSERT INTO wishlist_items (customer_id, model_id, added_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING').bind(customerId, modelId, now).run();
  return true;
}

/** Whether a public model has the id (a wishlist holds only models the shop shows). */
export async function isPublicModel(db: D1Database, modelId: number): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM product_models WHERE id = ? AND is_public = 1').bind(modelId).first<{ found: number }>();
  return row !== null;
}
