/**
 * The outbox's consumer (decision 011). Emails are rows in outbox_emails,
 * written in the batch that settles the order; the Queue carries their ids.
 * There is no mail transport yet: delivering is marking the row sent (and a
 * log line), so locally the email is stored and viewable through
 * GET /api/dev/outbox/. A mail API call goes here when one is chosen.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { OutboxMessage } from '../../env.ts';

export interface OutboxEmail {
  id: number; order_id: number | null; kind: string; to_email: string; language: string;
  subject: string; body_text: string; created_at: string; sent_at: string | null;
}

const MARK_SENT = `UPDATE outbox_emails SET sent_at = ?2 WHERE id = ?1 AND sent_at IS NULL`;

/** Marks each message's email sent, once; an id with no row is dropped (acknowledged, nothing to do). */
export async function deliverOutbox(db: D1Database, messages: readonly { body: OutboxMessage }[], now: Date): Promise<number> {
  const ids = messages.map((message) => Number(message.body?.emailId)).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return 0;
  const results = await db.batch(ids.map((id) => db.prepare(MARK_SENT).bind(id, now.toISOString())));
  const sent = results.reduce((sum, result) => sum + result.meta.changes, 0);
  if (sent > 0) console.log(`Outbox: ${sent} email(s) delivered`, ids);
  return sent;
}

/** The latest emails, newest first (dev outbox). */
export async function latestEmails(db: D1Database, limit = 50): Promise<OutboxEmail[]> {
  const result = await db.prepare('SELECT * FROM outbox_emails ORDER BY id DESC LIMIT ?').bind(limit).all<OutboxEmail>();
  return result.results;
}
