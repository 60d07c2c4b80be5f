import type { MessageBatch } from '@cloudflare/workers-types';
import { app } from './app.ts';
import type { Bindings, OutboxMessage } from './env.ts';
import { scheduled } from './scheduled.ts';
import { deliverOutbox } from './services/mail/deliver-outbox.ts';

/**
 * The outbox Queue consumer (decisions 011, 020): each message's email goes
 * through the mail transport; a message is acknowledged once its email is
 * sent (or has nothing left to send) and retried when the send failed.
 */
export async function queue(batch: MessageBatch<OutboxMessage>, env: Bindings): Promise<void> {
  await deliverOutbox({ env, now: new Date(), fetch: (input, init) => fetch(input, init) }, batch.messages);
}

export default { fetch: app.fetch, queue, scheduled };
