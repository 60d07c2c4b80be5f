/**
 * The outbox's safety net (decision 011, "Timeouts"): an email row is
 * written in the batch that pays the order whether or not the Queue send
 * after it works, so a row still unsent after 10 minutes is handed to the
 * Queue again. Each try is counted on the row: the pause before the next
 * grows (10, 20, 30 ... minutes) and after OUTBOX_MAX_ATTEMPTS the row is
 * left alone and logged, so one broken row is not sent every run forever.
 * The consumer marks a row sent only once (outbox.ts), so a message that
 * was merely slow and is sent twice still delivers one email.
 */
import { claimEmailAttempts, listDueEmails } from '../../data/outbox-emails.ts';
import type { Bindings } from '../../env.ts';

const OUTBOX_RETRY_AFTER_MINUTES = 10;
export const OUTBOX_MAX_ATTEMPTS = 10;
/** Rows handed to the Queue per run (a Queue batch takes up to 100 messages). */
const OUTBOX_RETRY_BATCH = 50;

/** Hands due unsent emails to the Queue again; answers how many were sent to it. */
export async function retryOutbox(env: Bindings, now: Date): Promise<number> {
  if (!env.OUTBOX) return 0;
  const db = env.DB;
  const firstPause = new Date(now.getTime() - OUTBOX_RETRY_AFTER_MINUTES * 60_000).toISOString();
  // Unsent rows older than the first pause whose last try is at least attempts × the pause ago.
  const due = await listDueEmails(db, {
    before: firstPause, maxAttempts: OUTBOX_MAX_ATTEMPTS, now, pauseMinutes: OUTBOX_RETRY_AFTER_MINUTES, limit: OUTBOX_RETRY_BATCH,
  });
  if (due.length === 0) return 0;
  // The try is counted before the send: a send that throws is a try too.
  const ids = await claimEmailAttempts(db, due, now);
  for (const row of due) {
    if (row.attempts + 1 >= OUTBOX_MAX_ATTEMPTS) console.error(`Outbox email ${row.id}: last retry (${OUTBOX_MAX_ATTEMPTS}); if it stays unsent it needs a look`);
  }
  if (ids.length === 0) return 0;
  try {
    await env.OUTBOX.sendBatch(ids.map((emailId) => ({ body: { emailId } })));
  } catch (error) {
    console.error('Outbox retry: the Queue send failed; tried again after the next pause', ids, error);
    return 0;
  }
  console.log(`Outbox retry: ${ids.length} unsent email(s) handed to the Queue again`, ids);
  return ids.length;
}
