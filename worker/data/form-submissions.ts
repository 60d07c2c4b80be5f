/**
 * What the question and corporate forms sent (issue 16 item 6; migration
 * 0021 form_submissions), and the outbox rows of their mails. The service
 * writes the submission, its mails and its idempotency key in one batch, so
 * a submission never exists without its mails, nor a mail without it.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

export type FormKind = 'ask' | 'corporate_info' | 'enterprise';

export interface NewSubmission {
  form: FormKind;
  reference: string;
  email: string;
  name: string;
  language: string;
  /** The form as sent, honeypot and key left out. */
  fields: Record<string, unknown>;
  clientKey: string;
  siteOrigin: string;
}

export interface OutboxMailRow { kind: string; to: string; language: string; subject: string; text: string; html: string }

export function insertSubmissionStatement(db: D1Database, submission: NewSubmission, now: Date): D1PreparedStatement {
  return db.prepare(`INSERT INTO form_submissions (form, reference, email, name, language, fields, client_key, site_origin, created_at)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`).bind(
    submission.form, submission.reference, submission.email, submission.name, submission.language,
    JSON.stringify(submission.fields), submission.clientKey, submission.siteOrigin, now.toISOString(),
  );
}

/** An outbox row in a batch of its own writer; answers the row's id (RETURNING id) for the Queue. */
export function outboxMailStatement(db: D1Database, mail: OutboxMailRow, now: Date): D1PreparedStatement {
  return db.prepare(`INSERT INTO outbox_emails (order_id, kind, to_email, language, subject, body_text, body_html, created_at)
    VALUES (NULL, ?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id`).bind(mail.kind, mail.to, mail.language, mail.subject, mail.text, mail.html, now.toISOString());
}

/** The ids the batch's outbox statements returned, in batch order. */
export function returnedIds(results: ReadonlyArray<{ results?: unknown[] }>): number[] {
  return results.flatMap((result) => (result.results ?? []).map((row) => Number((row as { id: number }).id)));
}

/** A failed batch's cause: another submission already has the reference (one in 10^8: draw another). */
export const isReferenceTaken = (error: unknown): boolean => String(error).includes('form_submissions.reference');
