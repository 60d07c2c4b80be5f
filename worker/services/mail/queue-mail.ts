/**
 * The one way a mail leaves the shop (architecture: "mail only through the
 * outbox queue and the mail transport"): a row in outbox_emails, its id on
 * the Queue, and the consumer hands it to the transport.
 */
import { insertOutboxEmail } from '../../data/outbox-emails.ts';
import type { Bindings } from '../../env.ts';
import { enqueueEmail } from '../orders/outbox.ts';
import type { ComposedMail } from './compose-mail.ts';

export interface MailToQueue { kind: string; to: string; language: string; mail: ComposedMail }

/** Writes the mail to the outbox and queues it; answers the outbox id. */
export async function queueMail(env: Bindings, { kind, to, language, mail }: MailToQueue, now: Date): Promise<number> {
  const id = await insertOutboxEmail(env.DB, { kind, to, language, subject: mail.subject, body: mail.text, html: mail.html, createdAt: now.toISOString() });
  await enqueueEmail(env, id);
  return id;
}
