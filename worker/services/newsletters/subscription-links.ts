/**
 * What the newsletter mails' links do (issue 16 item 6), called by the
 * buttons of their pages, never by opening them: a mail scanner that opens
 * every link changes nothing (decision 017's rule).
 * - Confirm: a pending subscription becomes confirmed, with its consent
 *   event and a welcome mail carrying an unsubscribe link; confirming again
 *   is "confirmed". A link past its week is "expired"; one that names
 *   nothing (forged, or its subscription was unsubscribed or purged) "invalid".
 * - Unsubscribe: the address leaves the list, with its withdrawal event, and
 *   its confirm links stop working; unsubscribing again is "unsubscribed".
 */
import type { Language } from '../../../shared/languages.ts';
import { isLanguage } from '../../../shared/languages.ts';
import type { NewsletterList } from '../../../shared/service/newsletter-schema.ts';
import { returnedIds } from '../../data/form-submissions.ts';
import {
  confirmStatement, consentEventStatement, findByToken, insertTokenStatement, mailIfChangedStatement, unsubscribeStatements,
} from '../../data/newsletter-subscriptions.ts';
import { newSecretToken, sha256Hex } from '../auth/secret-token.ts';
import { enqueueEmail } from '../orders/outbox.ts';
import type { FormContext } from '../service-forms/form-context.ts';
import { newsletterMail, newsletterMailKind } from './newsletter-mails.ts';

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

type LinkContext = Pick<FormContext, 'env' | 'now' | 'brandName' | 'links'>;

export async function confirmSubscription(context: LinkContext, token: string): Promise<ConfirmOutcome> {
  const { env, now } = context;
  const db = env.DB;
  const found = await findByToken(db, await sha256Hex(token), 'confirm', now);
  if (!found || found.subscription.status === 'unsubscribed') return 'invalid';
  const { subscription } = found;
  if (subscription.status === 'confirmed') return 'confirmed';
  if (found.expired) return 'expired';
  const language: Language = isLanguage(subscription.language) ? subscription.language : 'fi';
  const address = { list: subscription.list, email: subscription.email };
  const unsubscribe = newSecretToken();
  const mail = newsletterMail({
    kind: 'welcome', list: subscription.list as NewsletterList, language, name: subscription.name, brandName: context.brandName,
    unsubscribeUrl: context.links.route('newsletterUnsubscribe', language, { token: unsubscribe }),
  });
  const results = await db.batch([
    confirmStatement(db, subscription.id, now),
    consentEventStatement(db, address, { action: 'confirmed', version: subscription.consentVersion, language, onlyIf: 'confirmed' }, now),
    insertTokenStatement(db, address, { hash: await sha256Hex(unsubscribe), purpose: 'unsubscribe', expiresAt: null }, now),
    mailIfChangedStatement(db, address, { kind: newsletterMailKind('welcome'), to: subscription.email, language, ...mail }, 'confirmed', now),
  ]);
  for (const id of returnedIds(results)) await enqueueEmail(env, id);
  return 'confirmed';
}

export async function unsubscribe(context: Pick<FormContext, 'env' | 'now'>, token: string): Promise<UnsubscribeOutcome> {
  const { env, now } = context;
  const db = env.DB;
  const found = await findByToken(db, await sha256Hex(token), 'unsubscribe', now);
  if (!found) return 'invalid';
  const { subscription } = found;
  if (subscription.status === 'unsubscribed') return 'unsubscribed';
  const address = { list: subscription.list, email: subscription.email };
  await db.batch([
    ...unsubscribeStatements(db, subscription.id, now),
    consentEventStatement(db, address, { action: 'withdrawn', version: subscription.consentVersion, language: subscription.language, onlyIf: 'unsubscribed' }, now),
  ]);
  return 'unsubscribed';
}
