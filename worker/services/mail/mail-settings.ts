/**
 * The mail configuration (decision 020), parsed like worker/env.ts parses
 * the shop's: zod, a bad value falls back. MAIL_TRANSPORT names the adapter;
 * empty (wrangler.toml's deploy default) or unknown means none, and the
 * consumer then sends nothing and marks nothing sent. MAIL_FROM defaults to
 * the brand's name at noreply@ on its default-language host.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, productionHost } from '../../../shared/languages.ts';
import { shopSettings, type Bindings } from '../../env.ts';
import { TRANSPORT_NAMES, type TransportName } from './mail-transport.ts';
import { parseMailbox } from './mailbox.ts';

/** Resend's send endpoint (resend.com/docs/api-reference/emails/send-email). */
export const RESEND_API_URL = 'https://api.resend.com/emails';

export interface MailSettings {
  /** null: no transport configured; `problem` says why. */
  transport: TransportName | null;
  problem: string | null;
  from: string;
  apiUrl: string;
}

const isTransportName = (value: string): value is TransportName => (TRANSPORT_NAMES as readonly string[]).includes(value);

const schema = z.object({
  MAIL_TRANSPORT: z.string().trim().toLowerCase().catch(''),
  MAIL_FROM: z.string().trim().refine((value) => parseMailbox(value) !== null).nullable().catch(null),
  MAIL_API_URL: z.string().trim().url().refine((value) => /^https?:\/\//.test(value)).catch(RESEND_API_URL),
});

export function mailSettings(env: Bindings): MailSettings {
  const parsed = schema.parse({ MAIL_TRANSPORT: env.MAIL_TRANSPORT ?? '', MAIL_FROM: env.MAIL_FROM || null, MAIL_API_URL: env.MAIL_API_URL || RESEND_API_URL });
  const { brandName, brandDomain } = shopSettings(env);
  const from = parsed.MAIL_FROM ?? `${brandName} <noreply@${productionHost(brandDomain, DEFAULT_LANGUAGE)}>`;
  const named = parsed.MAIL_TRANSPORT;
  const transport = isTransportName(named) ? named : null;
  const problem = transport ? null
    : named === '' ? 'MAIL_TRANSPORT is not set'
      : `MAIL_TRANSPORT ${JSON.stringify(named)} is not one of ${TRANSPORT_NAMES.join(', ')}`;
  return { transport, problem, from, apiUrl: parsed.MAIL_API_URL };
}
