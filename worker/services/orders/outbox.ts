/**
 * The outbox's consumer (decision 011). Emails are rows in outbox_emails,
 * written in the batch that settles the order; the Queue carries their ids.
 * There is no mail transport yet: delivering is marking the row sent (and a
 * log line), so locally the email is stored and viewable through
 * GET /api/dev/outbox/. A mail API call goes here when one is chosen.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { markEmailsSent } from '../../data/outbox-emails.ts';
import type { Bindings, OutboxMessage } from '../../env.ts';

/** Marks each message's email sent, once; an id with no row is dropped (acknowledged, nothing to do). */
export async function deliverOutbox(db: D1Database, messages: readonly { body: OutboxMessage }[], now: Date): Promise<number> {
  const ids = messages.map((message) => Number(message.body?.emailId)).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return 0;
  const sent = await markEmailsSent(db, ids, now);
  if (sent > 0) console.log(`Outbox: ${sent} email(s) delivered`, ids);
  return sent;
}

/**
 * Hands a written outbox row to the Queue consumer. A send that fails leaves
 * the row unsent (sent_at NULL), where the dev outbox shows it and the retry
 * job picks it up (outbox-retry.ts): what wrote the row is not undone for it.
 */
export async function enqueueEmail(env: Bindings, emailId: number): Promise<void> {
  if (!env.OUTBOX) return;
  try {
    await env.OUTBOX.send({ emailId });
  } catch (error) {
    console.error('Outbox queue send failed; the email stays in outbox_emails', emailId, error);
  }
}
