/**
 * MAIL_TRANSPORT = 'http' (decision 020): Resend's send API,
 * `POST {MAIL_API_URL}` with `Authorization: Bearer {MAIL_API_KEY}` and
 * JSON `{ from, to, subject, text, html, headers }`, answered `{ id }`
 * (resend.com/docs/api-reference/emails/send-email). The row's key goes
 * as Idempotency-Key: Resend answers a repeated key (within 24 hours)
 * with the first mail's id instead of sending it again. Any answer but a
 * 2xx with an id is a failure; the row stays unsent and is tried again.
 */
import { MailSendError, type MailTransport } from './mail-transport.ts';

/** A send never outlives the outbox claim (deliver-outbox.ts): a hung API is a failed try. */
const SEND_TIMEOUT_MS = 30_000;

interface HttpTransportOptions {
  url: string;
  apiKey: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

export function httpTransport({ url, apiKey, fetch }: HttpTransportOptions): MailTransport {
  return {
    name: 'http',
    async send(message) {
      const headers: Record<string, string> = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' };
      if (message.idempotencyKey) headers['Idempotency-Key'] = message.idempotencyKey;
      const body = {
        from: message.from, to: [message.to], subject: message.subject, text: message.text,
        ...(message.html ? { html: message.html } : {}), ...(message.headers ? { headers: message.headers } : {}),
      };
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      const answer = await response.text();
      if (!response.ok) throw new MailSendError(`Mail API answered ${response.status}: ${answer.slice(0, 300)}`);
      const id = idOf(answer);
      if (!id) throw new MailSendError(`Mail API answered ${response.status} without an id: ${answer.slice(0, 300)}`);
      return { id };
    },
  };
}

function idOf(answer: string): string | null {
  try {
    const parsed: unknown = JSON.parse(answer);
    const id = typeof parsed === 'object' && parsed !== null ? (parsed as { id?: unknown }).id : undefined;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}
