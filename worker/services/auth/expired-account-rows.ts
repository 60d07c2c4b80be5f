import type { D1Database } from '@cloudflare/workers-types';
import { deleteOldAccountTokens } from '../../data/account-tokens.ts';
import { deleteExpiredSessions } from '../../data/customer-sessions.ts';

/** Sessions past their expiry, and mail-link tokens used or expired a month ago, are deleted (decision 019). */
export async function deleteExpiredAccountRows(db: D1Database, now: Date): Promise<void> {
  const monthAgo = new Date(now.getTime() - 30 * 24 * 3600 * 1000).toISOString();
  await Promise.all([deleteExpiredSessions(db, now.toISOString()), deleteOldAccountTokens(db, monthAgo)]);
}
