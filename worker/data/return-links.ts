/**
 * The return form's one-time links (issue 16 item 1; migration 0017): the
 * SHA-256 of the token, the order it opens, when it expires and when it was
 * used. The link is used by the batch that writes the return, guarded so
 * that two submits of one link cannot both write.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

export async function insertReturnLink(db: D1Database, link: { tokenHash: string; orderId: number; now: string; expiresAt: string }): Promise<void> {
  await db.prepare('INSERT INTO return_links (token_hash, order_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(link.tokenHash, link.orderId, link.now, link.expiresAt).run();
}

export type ReturnLinkState = { kind: 'valid'; orderId: number } | { kind: 'used' | 'expired' | 'unknown' };

export async function readReturnLink(db: D1Database, tokenHash: string, now: string): Promise<ReturnLinkState> {
  const row = await db.prepare('SELECT order_id, expires_at, used_at FROM return_links WHERE token_hash = ?1')
    .bind(tokenHash).first<{ order_id: number; expires_at: string; used_at: string | null }>();
  if (!row) return { kind: 'unknown' };
  if (row.used_at !== null) return { kind: 'used' };
  if (row.expires_at <= now) return { kind: 'expired' };
  return { kind: 'valid', orderId: row.order_id };
}

/**
 * For the return's batch: fails it (order_guards' CHECK) unless the link is
 * still unused and unexpired, then marks it used. Batches run one at a time,
 * so the second of two submits finds it used.
 */
export function useReturnLinkStatements(db: D1Database, tokenHash: string, orderId: number, now: string): D1PreparedStatement[] {
  return [
    db.prepare(`INSERT INTO order_guards (order_id, what, ok)
      SELECT ?1, 'return link', EXISTS (SELECT 1 FROM return_links WHERE token_hash = ?2 AND order_id = ?1 AND used_at IS NULL AND expires_at > ?3)`)
      .bind(orderId, tokenHash, now),
    db.prepare('UPDATE return_links SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL').bind(tokenHash, now),
  ];
}

/** Links expired or used before `before` open nothing any more. */
export async function deleteOldReturnLinks(db: D1Database, before: string): Promise<number> {
  const result = await db.prepare('DELETE FROM return_links WHERE expires_at < ?1 OR used_at < ?1').bind(before).run();
  return result.meta.changes;
}
