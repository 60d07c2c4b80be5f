/**
 * Registration (issue 15 item 1). The answer is the same whether the
 * address is new or has an account ("Enumeration"): the new address gets its
 * activation link, an unactivated account a fresh one, an active account a
 * mail saying someone tried to register with it. The password is hashed in
 * every case, so the timing says nothing either.
 */
import type { RegisterRequest } from '../../../shared/account/account-schema.ts';
import type { Language } from '../../../shared/languages.ts';
import { findCustomerByEmail, insertCustomer } from '../../data/customers.ts';
import { randomOrderId } from '../orders/secrets.ts';
import { ACTIVATION_DAYS, later, type AccountContext } from './account-context.ts';
import { sendAccountMail } from './account-mails.ts';
import { issueAccountToken } from './issue-token.ts';
import { hashPassword } from './password.ts';

export async function registerCustomer(context: AccountContext, request: RegisterRequest, language: Language): Promise<void> {
  const db = context.env.DB;
  const passwordHash = await hashPassword(request.password);
  const now = context.now.toISOString();
  const inserted = await insertCustomer(db, {
    // Random like order ids: an id says nothing about how many customers there are.
    id: randomOrderId(), email: request.email, passwordHash, firstName: request.first_name, lastName: request.last_name,
    postcode: request.postcode, language, marketingConsent: request.marketing_consent, joinClub: request.join_club, siteOrigin: context.links.origin, now,
  });
  const customer = await findCustomerByEmail(db, request.email);
  if (!customer) return;
  if (!inserted && customer.activatedAt !== null) {
    const mailLanguage = customer.language as Language;
    await sendAccountMail(context, {
      kind: 'account_exists', to: customer.email, language: mailLanguage, name: customer.firstName,
      actionUrl: context.links.route('accountsResetPassword', mailLanguage),
    });
    return;
  }
  await sendActivationMail(context, customer.id, customer.email, inserted ? language : (customer.language as Language), customer.firstName, 'activation');
}

/** A new activation link (earlier ones keep working until they expire). */
export async function sendActivationMail(
  context: AccountContext, customerId: number, email: string, language: Language, name: string, kind: 'activation' | 'activation_reminder', stopUrl?: string,
): Promise<void> {
  const token = await issueAccountToken(context.env.DB, customerId, 'activate', context.now, later(context.now, ACTIVATION_DAYS * 24));
  await sendAccountMail(context, { kind, to: email, language, name, actionUrl: context.links.route('accountsActivate', language, { hash: token }), stopUrl });
}
