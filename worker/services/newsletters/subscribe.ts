/**
 * A newsletter sign-up (issue 16 item 6): double opt-in. The address is
 * stored pending with the consent it gave (version, language, time) and gets
 * a confirmation mail; only the mailed link's page confirms it
 * (confirm-links.ts). The answer is the same whatever the address's state,
 * so the form tells nobody whether an address is subscribed:
 * - new: stored pending, confirmation mailed;
 * - pending or unsubscribed: pending again with the new consent, a new
 *   confirmation mailed (re-subscribing works);
 * - confirmed: nothing changes; its inbox is told it is subscribed already.
 * A filled honeypot and a repeated idempotency key write and mail nothing.
 */
import type { Language } from '../../../shared/languages.ts';
import { HONEYPOT_FIELD } from '../../../shared/service/contact-fields.ts';
import type { SubscribeRequest } from '../../../shared/service/newsletter-schema.ts';
import { outboxMailStatement, returnedIds } from '../../data/form-submissions.ts';
import {
  consentEventStatement, findSubscription, insertSubscriptionStatement, insertTokenStatement, renewSubscriptionStatement, type SignUpRow, type Subscription,
} from '../../data/newsletter-subscriptions.ts';
import { findSubmission, isSubmissionKey, rememberSubmissionStatement } from '../../data/submission-keys.ts';
import { later } from '../auth/account-context.ts';
import { newSecretToken, sha256Hex } from '../auth/secret-token.ts';
import { enqueueEmail } from '../orders/outbox.ts';
import type { FormContext } from '../service-forms/form-context.ts';
import { newsletterMail, newsletterMailKind } from './newsletter-mails.ts';

/** A confirmation link works for a week; unconfirmed sign-ups are deleted after it (purge-subscriptions.ts). */
export const CONFIRM_HOURS = 7 * 24;

const SCOPE = 'newsletter';

/** A new link token: the token for the mail, its hash for the table. */
async function linkToken(): Promise<{ token: string; hash: string }> {
  const token = newSecretToken();
  return { token, hash: await sha256Hex(token) };
}

async function write(context: FormContext, request: SubscribeRequest, language: Language, existing: Subscription | null, key: string | null): Promise<number[]> {
  const { env, now, links } = context;
  const db = env.DB;
  const email = request.email.toLowerCase();
  const address = { list: request.list, email };
  const signUp: SignUpRow = { ...address, name: request.name, company: request.company, language, consentVersion: request.consent_version, siteOrigin: links.origin };
  const unsubscribe = await linkToken();
  const confirmed = existing?.status === 'confirmed';
  const confirm = confirmed ? null : await linkToken();
  const mail = newsletterMail({
    kind: confirmed ? 'already_subscribed' : 'confirm', list: request.list, language, name: request.name || (existing?.name ?? ''), brandName: context.brandName,
    unsubscribeUrl: links.route('newsletterUnsubscribe', language, { token: unsubscribe.token }),
    confirmUrl: confirm ? links.route('newsletterConfirm', language, { token: confirm.token }) : undefined,
  });
  const change = existing === null ? [insertSubscriptionStatement(db, signUp, now)]
    : confirmed ? [] : [renewSubscriptionStatement(db, existing.id, existing.status, signUp, now)];
  const results = await db.batch([
    ...change,
    ...(change.length > 0 ? [consentEventStatement(db, address, { action: 'given', version: request.consent_version, language, onlyIf: 'pending' }, now)] : []),
    ...(confirm ? [insertTokenStatement(db, address, { hash: confirm.hash, purpose: 'confirm', expiresAt: later(now, CONFIRM_HOURS) }, now)] : []),
    insertTokenStatement(db, address, { hash: unsubscribe.hash, purpose: 'unsubscribe', expiresAt: null }, now),
    outboxMailStatement(db, { kind: newsletterMailKind(confirmed ? 'already_subscribed' : 'confirm'), to: email, language, ...mail }, now),
    ...(key ? [rememberSubmissionStatement(db, SCOPE, key, '{}', now)] : []),
  ]);
  return returnedIds(results);
}

export async function subscribeToNewsletter(context: FormContext, request: SubscribeRequest, language: Language): Promise<void> {
  if (request[HONEYPOT_FIELD] !== '') return;
  const db = context.env.DB;
  const key = isSubmissionKey(request.idempotency_key) ? request.idempotency_key : null;
  if (key && (await findSubmission(db, SCOPE, key)) !== null) return;
  for (let attempt = 1; ; attempt += 1) {
    const existing = await findSubscription(db, request.list, request.email.toLowerCase());
    try {
      const mailIds = await write(context, request, language, existing, key);
      for (const id of mailIds) await enqueueEmail(context.env, id);
      return;
    } catch (error) {
      // A double click's twin wrote first; or a sign-up of the same new address came in between (read it again).
      if (key && (await findSubmission(db, SCOPE, key)) !== null) return;
      if (attempt === 2) throw error;
    }
  }
}
