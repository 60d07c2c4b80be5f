/**
 * The one way a mail leaves the shop (architecture: "mail only through the
 * outbox queue and the mail transport"): a row in outbox_emails, its id on
 * the Queue, and the consumer hands it to the transport.
 */
import type { D1PreparedStatement } from '@cloudflare/workers-types';
import { insertOutboxEmail, insertOutboxEmailStatement } from '../../data/outbox-emails.ts';
import type { Bindings } from '../../env.ts';
import { enqueueEmail, enqueueEmails } from '../orders/outbox.ts';
import type { ComposedMail } from './compose-mail.ts';

export interface MailToQueue { kind: string; to: string; language: string; mail: ComposedMail }

/** Writes the mail to the outbox and queues it; answers the outbox id. */
export async function queueMail(env: Bindings, { kind, to, language, mail }: MailToQueue, now: Date): Promise<number> {
  const id = await insertOutboxEmail(env.DB, { kind, to, language, subject: mail.subject, body: mail.text, html: mail.html, createdAt: now.toISOString() });
  await enqueueEmail(env, id);
  return id;
}

/** Mails written per D1 batch by queueMails, each with its own statement beside it. */
const MAILS_PER_BATCH = 50;

/**
 * queueMail for many mails at once (a campaign's recipients): the outbox rows
 * go in D1 batches, each mail's `with` statement (marking what it was sent
 * for) in the same batch as its row, and the ids go to the Queue with
 * sendBatch. Answers the outbox ids in the mails' order.
 */
export async function queueMails(env: Bindings, mails: Array<MailToQueue & { with?: D1PreparedStatement }>, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < mails.length; start += MAILS_PER_BATCH) {
    const chunk = mails.slice(start, start + MAILS_PER_BATCH);
    const statements: D1PreparedStatement[] = [];
    const inserts: number[] = [];
    for (const { kind, to, language, mail, with: beside } of chunk) {
      inserts.push(statements.length);
      statements.push(insertOutboxEmailStatement(env.DB, { kind, to, language, subject: mail.subject, body: mail.text, html: mail.html, createdAt: now.toISOString() }));
      if (beside) statements.push(beside);
    }
    const results = await env.DB.batch(statements);
    ids.push(...inserts.map((index) => Number(results[index].meta.last_row_id)));
  }
  await enqueueEmails(env, ids);
  return ids;
}
