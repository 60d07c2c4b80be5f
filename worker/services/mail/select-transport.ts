/**
 * The transport MAIL_TRANSPORT names (decision 020), or why there is none:
 * no name, an unknown one, or the adapter's binding or secret missing. The
 * consumer sends nothing without one, so a deploy never pretends.
 */
import type { Bindings } from '../../env.ts';
import { devOutboxTransport } from './dev-outbox-transport.ts';
import { httpTransport } from './http-transport.ts';
import { mailSettings } from './mail-settings.ts';
import type { MailTransport } from './mail-transport.ts';

export type TransportChoice = { transport: MailTransport; from: string } | { transport: null; problem: string };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export async function selectMailTransport(env: Bindings, fetch: Fetch): Promise<TransportChoice> {
  const settings = mailSettings(env);
  const from = settings.from;
  switch (settings.transport) {
    case 'dev-outbox':
      return { transport: devOutboxTransport(), from };
    case 'http':
      if (!env.MAIL_API_KEY) return { transport: null, problem: 'MAIL_TRANSPORT is "http" but the MAIL_API_KEY secret is not set' };
      return { transport: httpTransport({ url: settings.apiUrl, apiKey: env.MAIL_API_KEY, fetch }), from };
    case 'cloudflare': {
      if (!env.MAILER) return { transport: null, problem: 'MAIL_TRANSPORT is "cloudflare" but there is no MAILER send_email binding' };
      // Loaded only here: its cloudflare:email import exists in workerd alone.
      const { cloudflareTransport } = await import('./cloudflare-transport.ts');
      return { transport: cloudflareTransport(env.MAILER), from };
    }
    default:
      return { transport: null, problem: settings.problem ?? 'no mail transport' };
  }
}
