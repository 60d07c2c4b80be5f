/**
 * The outbox Queue consumer (decisions 011 and 020): each message names an
 * outbox_emails row; the row is claimed, handed to the mail transport, and
 * marked sent only once the transport took it. Messages are acknowledged
 * or retried one by one, never as a batch.
 *
 * Claim before send, at least once after: the claim (sending_since, a
 * lease of CLAIM_MINUTES) means a slow message and its retry never send one
 * row at the same time, and a sent row is never claimed again. A sender
 * that dies after the provider took the mail but before the mark leaves the
 * row unsent: once the lease is over the retry job sends it again. That
 * rare second copy carries the same Idempotency-Key (Resend sends it once)
 * and Message-ID; losing a mail would be worse than that copy.
 */
import { claimEmail, markEmailDelivered, releaseEmail, type EmailToDeliver } from '../../data/outbox-delivery.ts';
import type { Bindings, OutboxMessage } from '../../env.ts';
import type { MailMessage } from './mail-transport.ts';
import { selectMailTransport, type TransportChoice } from './select-transport.ts';

/** How long a claim holds: longer than a send may take (http-transport.ts stops at 30 s). */
export const CLAIM_MINUTES = 5;
/** The Queue's own retry of a failed send: 30 s, doubling, at most 10 minutes; after max_retries the retry job takes over. */
const retryDelay = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 600);

/** The part of a Queue message the consumer uses (workers-types `Message`). */
export interface OutboxQueueMessage {
  readonly body: OutboxMessage;
  readonly attempts: number;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}

export interface DeliveryRun {
  env: Bindings;
  now: Date;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

type Outcome = 'sent' | 'skipped' | 'failed' | 'refused';

/** Delivers each message's row; answers how many rows were sent. */
export async function deliverOutbox(run: DeliveryRun, messages: readonly OutboxQueueMessage[]): Promise<number> {
  const choice = await selectMailTransport(run.env, run.fetch);
  if (!choice.transport) console.error(`Outbox: no mail is sent (${choice.problem}); the rows stay unsent (decision 020)`);
  const outcomes = await Promise.all(messages.map(async (message): Promise<Outcome> => {
    try {
      return await deliverOne(run, choice, message);
    } catch (error) {
      // The database failed around the send: the Queue brings the message again.
      console.error('Outbox: delivery failed; the message is retried', message.body?.emailId, error);
      message.retry({ delaySeconds: retryDelay(message.attempts) });
      return 'failed';
    }
  }));
  return outcomes.filter((outcome) => outcome === 'sent').length;
}

async function deliverOne(run: DeliveryRun, choice: TransportChoice, message: OutboxQueueMessage): Promise<Outcome> {
  const db = run.env.DB;
  const id = Number(message.body?.emailId);
  if (!Number.isSafeInteger(id) || id <= 0) {
    message.ack();
    return 'skipped';
  }
  if (!choice.transport) {
    // Nothing can send it until the configuration changes: the row keeps the reason, the retry job brings it back later.
    await releaseEmail(db, id, choice.problem);
    message.ack();
    return 'refused';
  }
  const row = await claimEmail(db, id, run.now, new Date(run.now.getTime() - CLAIM_MINUTES * 60_000));
  if (!row) {
    // Already sent, no such row, or another delivery is sending it right now.
    message.ack();
    return 'skipped';
  }
  let providerMessageId: string;
  try {
    providerMessageId = (await choice.transport.send(mailOf(row, choice.from))).id;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Outbox email ${id}: ${choice.transport.name} failed; retried`, reason);
    await releaseEmail(db, id, reason);
    message.retry({ delaySeconds: retryDelay(message.attempts) });
    return 'failed';
  }
  await markEmailDelivered(db, id, { transport: choice.transport.name, providerMessageId }, new Date());
  console.log(`Outbox email ${id} (${row.kind}) sent by ${choice.transport.name}: ${providerMessageId}`);
  message.ack();
  return 'sent';
}

/** One key for every try of the row: its id and creation time, unique across databases too. */
export const idempotencyKeyOf = (row: Pick<EmailToDeliver, 'id' | 'created_at'>) => `outbox-${row.id}-${Date.parse(row.created_at) || 0}`;

function mailOf(row: EmailToDeliver, from: string): MailMessage {
  return { from, to: row.to_email, subject: row.subject, text: row.body_text, html: row.body_html, idempotencyKey: idempotencyKeyOf(row) };
}
