/**
 * The case desk's mails (issue 16 item 3): every status change and every
 * question mails the customer in the case's language, with the new status
 * and the link to their case page; an answer from the customer mails
 * customer service (CONTACT_EMAIL) with the link to the staff page. All go
 * through the one layout and the outbox (decision 020), after the change is
 * saved: a mail that fails retries from the outbox, the case stays changed.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/languages.ts';
import type { CaseStatus } from '../../../shared/service/case-status.ts';
import type { CaseRecord } from '../../data/case-desk-reads.ts';
import type { Bindings, ShopSettings } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import { accountLinksFor } from '../auth/account-links.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';

/** What the case desk's services need besides their input. */
export interface CaseDeskContext {
  env: Bindings;
  now: Date;
  settings: ShopSettings;
}

export const caseLanguage = (record: Pick<CaseRecord, 'language'>): Language => (isLanguage(record.language) ? record.language : DEFAULT_LANGUAGE);

/** The customer's case page on the host the case was filed on, in the case's language. */
export function casePageUrl(context: CaseDeskContext, record: CaseRecord, token: string): string {
  return accountLinksFor(context.settings, record.siteOrigin).route('serviceCase', caseLanguage(record), { token });
}

interface CustomerMail {
  kind: 'case_status' | 'case_question';
  record: CaseRecord;
  subject: string;
  paragraphs: string[];
  action: string;
  token: string;
}

async function mailCustomer(context: CaseDeskContext, mail: CustomerMail): Promise<void> {
  const language = caseLanguage(mail.record);
  const t = translatorFor(language);
  const brand = context.settings.brandName;
  const name = mail.record.customerName.trim();
  const composed = composeMail({
    subject: mail.subject,
    heading: name ? t('deskMail.greeting', { name }) : t('deskMail.greetingNoName'),
    paragraphs: mail.paragraphs.filter((paragraph) => paragraph !== ''),
    action: { label: mail.action, url: casePageUrl(context, mail.record, mail.token) },
    after: [t('deskMail.linkNote'), t('deskMail.signature', { brand })],
    brandName: brand,
    language,
  });
  await queueMail(context.env, { kind: mail.kind, to: mail.record.email, language, mail: composed }, context.now);
}

/** The status is now `status`; `note` is customer service's message with it ('' for none), `withdrawn` when the customer withdrew it. */
export async function sendCaseStatusMail(context: CaseDeskContext, record: CaseRecord, change: { status: CaseStatus; note: string; token: string; withdrawn?: boolean }): Promise<void> {
  const t = translatorFor(caseLanguage(record));
  const number = record.caseNumber;
  const status = t(`serviceCase.statuses.${change.status}`);
  await mailCustomer(context, {
    kind: 'case_status',
    record,
    subject: change.withdrawn ? t(`deskMail.status.withdrawnSubject.${record.kind}`, { number }) : t(`deskMail.status.subject.${record.kind}`, { number, status }),
    paragraphs: [
      change.withdrawn ? t(`deskMail.status.withdrawn.${record.kind}`, { number }) : t(`deskMail.status.body.${record.kind}`, { number, status }),
      change.withdrawn ? '' : t(`deskMail.status.explain.${change.status}`),
      change.note ? `${t('deskMail.message')}\n${change.note}` : '',
    ],
    action: t('deskMail.action'),
    token: change.token,
  });
}

/** Customer service asks `question`; the customer answers on the case page. */
export async function sendCaseQuestionMail(context: CaseDeskContext, record: CaseRecord, question: string, token: string): Promise<void> {
  const t = translatorFor(caseLanguage(record));
  const number = record.caseNumber;
  await mailCustomer(context, {
    kind: 'case_question',
    record,
    subject: t(`deskMail.question.subject.${record.kind}`, { number }),
    paragraphs: [t(`deskMail.question.body.${record.kind}`, { number }), question],
    action: t('deskMail.question.action'),
    token,
  });
}

/** The customer answered: customer service hears of it, in the shop's default language, with the staff page's link. */
export async function sendCaseAnswerMail(context: CaseDeskContext, record: CaseRecord, answer: string): Promise<void> {
  const language = DEFAULT_LANGUAGE;
  const t = translatorFor(language);
  const brand = context.settings.brandName;
  const number = record.caseNumber;
  const composed = composeMail({
    subject: t('deskMail.answer.subject', { number }),
    heading: t('deskMail.answer.heading', { number }),
    paragraphs: [t('deskMail.answer.body', { number, email: record.email }), answer],
    action: { label: t('deskMail.answer.action'), url: accountLinksFor(context.settings, record.siteOrigin).route('staffCase', language, { caseNumber: number }) },
    brandName: brand,
    language,
  });
  await queueMail(context.env, { kind: 'case_answer', to: context.settings.contactEmail, language, mail: composed }, context.now);
}
