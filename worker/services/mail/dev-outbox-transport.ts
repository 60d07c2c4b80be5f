/**
 * MAIL_TRANSPORT = 'dev-outbox' (local runs, decision 020): the outbox row
 * is the mail. Delivering records it as delivered to the dev outbox, where
 * it is read at GET /api/dev/outbox/ and on the /dev/outbox/ page; nothing
 * leaves the machine. Never the deploy setting: it would mark mail sent
 * that nobody received.
 */
import type { MailTransport } from './mail-transport.ts';

export function devOutboxTransport(): MailTransport {
  return {
    name: 'dev-outbox',
    async send(message) {
      return { id: `dev-${message.idempotencyKey ?? crypto.randomUUID()}` };
    },
  };
}
