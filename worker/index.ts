import type { MessageBatch } from '@cloudflare/workers-types';
import { app } from './app.ts';
import type { Bindings, OutboxMessage } from './env.ts';
import { scheduled } from './scheduled.ts';
import { deliverOutbox } from './services/orders/outbox.ts';

/** The outbox Queue consumer (decision 011): every message is acknowledged once its email is marked sent. */
export async function queue(batch: MessageBatch<OutboxMessage>, env: Bindings): Promise<void> {
  await deliverOutbox(env.DB, batch.messages, new Date());
  batch.ackAll();
}

export default { fetch: app.fetch, queue, scheduled };
