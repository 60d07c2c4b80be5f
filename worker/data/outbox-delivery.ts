/**
 * Delivering an outbox row (decision 020; migrations 0006, 0014, 0015): the
 * consumer claims the row, sends it, then marks it sent with the transport
 * and the provider's id, or frees it with the error. Every statement is
 * conditional on sent_at IS NULL, so a row is marked sent once.
 */
import type { D1Database } from '@cloudflare/workers-types';

export interface EmailToDeliver {
  id: number;
  kind: string;
  to_email: string;
  language: string;
  subject: string;
  body_text: string;
  body_html: string;
  created_at: string;
}

/**
 * Takes the row for one sender: unsent, and not claimed by another since
 * `staleBefore` (a claim older than that belongs to a sender that died).
 * null: no such row, already sent, or being sent right now.
 */
const CLAIM = `UPDATE outbox_emails SET sending_since = ?2
  WHERE id = ?1 AND sent_at IS NULL AND (sending_since IS NULL OR sending_since < ?3)
  RETURNING id, kind, to_email, language, subject, body_text, body_html, created_at`;

export async function claimEmail(db: D1Database, id: number, now: Date, staleBefore: Date): Promise<EmailToDeliver | null> {
  return db.prepare(CLAIM).bind(id, now.toISOString(), staleBefore.toISOString()).first<EmailToDeliver>();
}

const MARK_SENT = `UPDATE outbox_emails SET sent_at = ?2, transport = ?3, provider_message_id = ?4, last_error = NULL, sending_since = NULL
  WHERE id = ?1 AND sent_at IS NULL`;

/** The transport took the mail: sent, by which transport, under which provider id. False when it already was sent. */
export async function markEmailDelivered(db: D1Database, id: number, delivery: { transport: string; providerMessageId: string }, now: Date): Promise<boolean> {
  const result = await db.prepare(MARK_SENT).bind(id, now.toISOString(), delivery.transport, delivery.providerMessageId).run();
  return result.meta.changes > 0;
}

/** The try failed (or could not be made): the claim is freed and the reason kept; the row stays unsent for the next try. */
export async function releaseEmail(db: D1Database, id: number, error: string): Promise<void> {
  await db.prepare('UPDATE outbox_emails SET sending_since = NULL, last_error = ?2 WHERE id = ?1 AND sent_at IS NULL')
    .bind(id, error.slice(0, 1000)).run();
}
