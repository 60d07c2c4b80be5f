/**
 * Companies for gift campaigns (issue 17 item 2, cat 6 "registration
 * confirmed after company information is verified"; decision 027): a
 * logged-in customer registers their company, staff verify or reject it,
 * and verifying makes its users organisation users (the 'org' role, decision
 * 021) and tells them by mail in each one's language.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { CompanyRegistration } from '../../../shared/gift-campaign/company-schema.ts';
import { isLanguage } from '../../../shared/languages.ts';
import type { CompanyView } from '../../../shared/types/campaign-admin.ts';
import { decideCompany, findCompanyById, findCompanyOfCustomer, insertCompany, listCompanyUsers, vatNumberTaken } from '../../data/companies.ts';
import { translatorFor } from '../../i18n.ts';
import type { AccountContext } from '../auth/account-context.ts';
import { changeCustomerRoles } from '../auth/customer-roles.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';

export type RegisterOutcome =
  | { kind: 'registered'; company: CompanyView }
  /** The customer acts for a company already (pending or verified): one company per customer. */
  | { kind: 'already'; company: CompanyView }
  | { kind: 'vat_taken' };

export async function registerCompany(db: D1Database, customerId: number, input: CompanyRegistration, now: Date): Promise<RegisterOutcome> {
  const current = await findCompanyOfCustomer(db, customerId);
  if (current && current.status !== 'rejected') return { kind: 'already', company: current };
  if (await vatNumberTaken(db, input.country, input.vat_number)) return { kind: 'vat_taken' };
  const id = await insertCompany(db, {
    customerId, name: input.name, country: input.country, vatNumber: input.vat_number, contactName: input.contact_name,
    contactEmail: input.contact_email, contactPhone: input.contact_phone, now: now.toISOString(),
  });
  const company = id === null ? null : await findCompanyById(db, id);
  return company ? { kind: 'registered', company } : { kind: 'vat_taken' };
}

export type DecideOutcome = { kind: 'decided'; company: CompanyView } | { kind: 'not_found' } | { kind: 'not_pending'; company: CompanyView };

/** Verifies or rejects a pending company; verifying grants its users 'org' and mails each of them. */
export async function decideCompanyRegistration(context: AccountContext, companyId: number, decision: 'verified' | 'rejected', actor: string): Promise<DecideOutcome> {
  const db = context.env.DB;
  const before = await findCompanyById(db, companyId);
  if (!before) return { kind: 'not_found' };
  if (!(await decideCompany(db, companyId, decision, actor, context.now.toISOString()))) return { kind: 'not_pending', company: before };
  if (decision === 'verified') {
    for (const user of await listCompanyUsers(db, companyId)) {
      await changeCustomerRoles(db, user.email, { kind: 'grant', roles: ['org'] }, { now: context.now });
      await sendCompanyVerifiedMail(context, user, before.name);
    }
  }
  const company = await findCompanyById(db, companyId);
  return company ? { kind: 'decided', company } : { kind: 'not_found' };
}

async function sendCompanyVerifiedMail(context: AccountContext, user: { email: string; language: string; firstName: string }, companyName: string): Promise<void> {
  const language = isLanguage(user.language) ? user.language : 'fi';
  const t = translatorFor(language);
  const brand = context.brandName;
  const mail = composeMail({
    subject: t('giftMail.companyVerified.subject', { company: companyName }),
    heading: user.firstName ? t('giftMail.companyVerified.greeting', { name: user.firstName }) : t('giftMail.companyVerified.greetingNoName'),
    paragraphs: [t('giftMail.companyVerified.body', { company: companyName, brand })],
    action: { label: t('giftMail.companyVerified.action'), url: context.links.route('accountsGiftCampaigns', language) },
    brandName: brand,
    language,
  });
  await queueMail(context.env, { kind: 'company_verified', to: user.email, language, mail }, context.now);
}
