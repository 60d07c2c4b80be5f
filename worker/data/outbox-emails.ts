/**
 * The outbox (decision 011; migrations/0006, 0008): emails are rows in
 * outbox_emails, written in the batch that settles the order (or by a
 * back-in-stock sign-up, decision 017), and the Queue carries their ids.
 * The consumer sends and marks them (outbox-delivery.ts, decision 020).
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

/** A row as the dev outbox lists it (migrations 0006, 0008, 0014, 0015). */
export interface OutboxEmail {
  id: number; order_id: number | null; kind: string; to_email: string; language: string;
  subject: string; body_text: string; body_html: string; created_at: string; sent_at: string | null;
  attempts: number; last_attempt_at: string | null;
  /** Which transport delivered it and the provider's id for it; null while unsent. */
  transport: string | null; provider_message_id: string | null;
  /** Why the last try failed; null once sent. */
  last_error: string | null; sending_since: string | null;
}

interface NewEmail { kind: string; to: string; language: string; subject: string; body: string; html?: string; createdAt: string }

/** Writes an email that belongs to no order (an account mail, a back-in-stock confirmation); answers its id for the Queue. */
export async function insertOutboxEmail(db: D1Database, email: NewEmail): Promise<number> {
  const inserted = await db.prepare(`INSERT INTO outbox_emails (order_id, kind, to_email, language, subject, body_text, body_html, created_at)
    VALUES (NULL, ?1, ?2, ?3, ?4, ?5, ?6, ?7)`).bind(email.kind, email.to, email.language, email.subject, email.body, email.html ?? '', email.createdAt).run();
  return Number(inserted.meta.last_row_id);
}

/** The same insert as a statement for a batch of many (queueMails): its result's last_row_id is the id. */
export function insertOutboxEmailStatement(db: D1Database, email: NewEmail): D1PreparedStatement {
  return db.prepare(`INSERT INTO outbox_emails (order_id, kind, to_email, language, subject, body_text, body_html, created_at)
    VALUES (NULL, ?1, ?2, ?3, ?4, ?5, ?6, ?7)`).bind(email.kind, email.to, email.language, email.subject, email.body, email.html ?? '', email.createdAt);
}

/** The latest emails, newest first (dev outbox). */
export async function listLatestEmails(db: D1Database, limit = 50): Promise<OutboxEmail[]> {
  const result = await db.prepare('SELECT * FROM outbox_emails ORDER BY id DESC LIMIT ?').bind(limit).all<OutboxEmail>();
  return result.results;
}

interface DueEmail { id: number; attempts: number }

/**
 * Unsent rows created before `before` with fewer than `maxAttempts` tries,
 * whose last try is at least attempts × `pauseMinutes` before `now`, oldest
 * first; the partial index outbox_emails_unsent (0008) serves
 * sent_at IS NULL AND created_at < ?1.
 */
const DUE_EMAILS = `SELECT id, attempts FROM outbox_emails
  WHERE sent_at IS NULL AND created_at < ?1 AND attempts < ?2
    AND (last_attempt_at IS NULL OR julianday(last_attempt_at) <= julianday(?3) - attempts * ?4 / 1440.0)
  ORDER BY created_at LIMIT ?5`;

export async function listDueEmails(
  db: D1Database, due: { before: string; maxAttempts: number; now: Date; pauseMinutes: number; limit: number },
): Promise<DueEmail[]> {
  const rows = await db.prepare(DUE_EMAILS).bind(due.before, due.maxAttempts, due.now.toISOString(), due.pauseMinutes, due.limit).all<DueEmail>();
  return rows.results;
}

/** Claims the try: a run that overlaps this one read the same attempts and finds the row claimed (no second send). */
const COUNT_ATTEMPT = `UPDATE outbox_emails SET attempts = attempts + 1, last_attempt_at = ?2 WHERE id = ?1 AND sent_at IS NULL AND attempts = ?3`;

/** Counts one more try on each row, in one batch; answers the ids this run claimed. */
export async function claimEmailAttempts(db: D1Database, rows: DueEmail[], now: Date): Promise<number[]> {
  const counted = await db.batch(rows.map((row) => db.prepare(COUNT_ATTEMPT).bind(row.id, now.toISOString(), row.attempts)));
  return rows.filter((_, index) => counted[index].meta.changes > 0).map((row) => row.id);
}
