/**
 * The outbox (decisions 011, 020). Emails are rows in outbox_emails,
 * written in the batch that settles the order (or by queueMail); the
 * Queue carries their ids to the consumer (services/mail/deliver-outbox.ts),
 * which sends them through the mail transport and marks them sent.
 */
import type { Bindings } from '../../env.ts';

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

/** A Queue's sendBatch takes at most this many messages. */
const QUEUE_BATCH_LIMIT = 100;

/** enqueueEmail for many rows: one sendBatch per hundred; a failed send leaves its rows to the retry job likewise. */
export async function enqueueEmails(env: Bindings, emailIds: number[]): Promise<void> {
  if (!env.OUTBOX) return;
  for (let start = 0; start < emailIds.length; start += QUEUE_BATCH_LIMIT) {
    const ids = emailIds.slice(start, start + QUEUE_BATCH_LIMIT);
    try {
      await env.OUTBOX.sendBatch(ids.map((emailId) => ({ body: { emailId } })));
    } catch (error) {
      console.error('Outbox queue send failed; the emails stay in outbox_emails', ids, error);
    }
  }
}
