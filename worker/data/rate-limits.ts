/**
 * The request counts of the fixed-window limits (services/rate-limit.ts
 * holds the rules): one row per key and window in D1, one database for
 * every isolate, so all of them count in the same rows.
 */
import type { D1Database } from '@cloudflare/workers-types';

const COUNT = `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3)
  ON CONFLICT (key, window_start) DO UPDATE SET count = count + ?3 RETURNING count`;
const CLEAN_UP = `DELETE FROM rate_limits WHERE window_start < ?1`;

/**
 * Counts one request (or `weight` things: the mails of one send) under the key in the window that starts at
 * `windowStart` (seconds) and answers the window's count. With
 * `deleteBefore`, the same batch deletes the windows started before it.
 */
export async function countRateLimitHit(db: D1Database, key: string, windowStart: number, deleteBefore: number | null, weight = 1): Promise<number> {
  const count = db.prepare(COUNT).bind(key, windowStart, weight);
  const statements = deleteBefore === null ? [count] : [count, db.prepare(CLEAN_UP).bind(deleteBefore)];
  const [counted] = await db.batch<{ count: number }>(statements);
  return Number(counted.results[0]?.count ?? 1);
}
