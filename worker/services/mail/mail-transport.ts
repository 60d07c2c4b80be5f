/**
 * The one mail transport (issue 15 item 8, decision 020): the outbox
 * consumer hands every mail to a `MailTransport`; which one is chosen by
 * MAIL_TRANSPORT (select-transport.ts). Adapters: the Cloudflare
 * `send_email` binding, one HTTP email API (Resend), and the dev outbox.
 */

/** The adapters, as MAIL_TRANSPORT names them and as outbox_emails.transport records them. */
export const TRANSPORT_NAMES = ['dev-outbox', 'cloudflare', 'http'] as const;
export type TransportName = (typeof TRANSPORT_NAMES)[number];

export interface MailMessage {
  /** 'Kaira Outdoor <noreply@kaira.fi>' or a bare address. */
  from: string;
  /** One bare address. */
  to: string;
  subject: string;
  text: string;
  /** The HTML part; '' sends text only (rows written before mails had HTML). */
  html: string;
  /** Extra header lines (ASCII); never From, To, Subject or the MIME headers. */
  headers?: Record<string, string>;
  /**
   * The same key for every try of one outbox row: the HTTP API sends it as
   * Idempotency-Key (a retried request is one mail), the MIME message makes
   * its Message-ID of it (mail clients fold copies of one Message-ID).
   */
  idempotencyKey?: string;
}

export interface MailTransport {
  readonly name: TransportName;
  /** Resolves once the provider took the mail, with its message id; throws when it did not. */
  send(message: MailMessage): Promise<{ id: string }>;
}

/** A provider refused or failed the mail; the message is kept in outbox_emails.last_error. */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';
}
