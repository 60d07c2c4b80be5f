/**
 * MAIL_TRANSPORT = 'cloudflare' (decision 020): Cloudflare's `send_email`
 * binding (MAILER), given the raw MIME message this shop builds
 * (mime-message.ts) as an `EmailMessage` from `cloudflare:email`
 * (developers.cloudflare.com/email-service/api/send-emails/workers-api/).
 * The only file that imports `cloudflare:email`: the unit tests run in
 * Node, which has no such module, and select-transport.ts loads this file
 * only when the binding is chosen.
 */
import type { SendEmail } from '@cloudflare/workers-types';
import { EmailMessage } from 'cloudflare:email';
import { MailSendError, type MailTransport } from './mail-transport.ts';
import { parseMailbox } from './mailbox.ts';
import { buildMimeMessage } from './mime-message.ts';

export function cloudflareTransport(binding: SendEmail, now: () => Date = () => new Date()): MailTransport {
  return {
    name: 'cloudflare',
    async send(message) {
      const envelopeFrom = parseMailbox(message.from)?.address;
      if (!envelopeFrom) throw new MailSendError(`Not a mail address: ${JSON.stringify(message.from)}`);
      const { raw, messageId } = buildMimeMessage(message, {
        date: now(), messageKey: message.idempotencyKey ?? crypto.randomUUID(), boundary: crypto.randomUUID().replace(/-/g, ''),
      });
      const result = await binding.send(new EmailMessage(envelopeFrom, message.to, raw));
      // The binding answers Cloudflare's message id; where it answers nothing the Message-ID names the mail.
      return { id: result?.messageId || messageId };
    },
  };
}
