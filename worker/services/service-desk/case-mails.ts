/**
 * The case desk's mails (issue 16 item 3): every status change and every
 * question mails the customer in the case's language, with the new status
 * and the link to their case page; an answer from the customer mails
 * customer service (CONTACT_EMAIL) with the link to the staff page. All go
 * through the one layout and the outbox (decision 020): each is composed
 * before the change and its outbox row written in the change's batch, as the
 * order desk's mails, so no change is saved without its mail; the Queue gets
 * the row's id after the batch, and a send that fails is left to the outbox
 * retry job.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/languages.ts';
import type { CaseStatus } from '../../../shared/service/case-status.ts';
import type { D1PreparedStatement } from '@cloudflare/workers-types';
import type { CaseRecord } from '../../data/case-desk-reads.ts';
import { runCaseBatchWithMail } from '../../data/case-desk-writes.ts';
import type { OutboxMailRow } from '../../data/form-submissions.ts';
import type { Bindings, ShopSettings } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import { accountLinksFor } from '../auth/account-links.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { enqueueEmail } from '../orders/outbox.ts';

/** What the case desk's services need besides their input. */
export interface CaseDeskContext {
  env: Bindings;
  now: Date;
  settings: ShopSettings;
}

export const caseLanguage = (record: Pick<CaseRecord, 'language'>): Language => (isLanguage(record.language) ? record.language : DEFAULT_LANGUAGE);

/**
 * Writes the change's statements and its mail in one batch, then hands the
 * mail to the Queue (enqueueEmail logs a failed send; the retry job sends the
 * row later). False when a condition of the change no longer held: neither
 * the change nor the mail was written.
 */
export async function changeCaseWithMail(context: CaseDeskContext, statements: D1PreparedStatement[], mail: OutboxMailRow): Promise<boolean> {
  const emailId = await runCaseBatchWithMail(context.env.DB, statements, mail, context.now);
  if (emailId === null) return false;
  await enqueueEmail(context.env, emailId);
  return true;
}

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

function mailCustomer(context: CaseDeskContext, mail: CustomerMail): OutboxMailRow {
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
  return { kind: mail.kind, to: mail.record.email, language, ...composed };
}

/** The mail that the status is now `status`; `note` is customer service's message with it ('' for none), `withdrawn` when the customer withdrew it. */
export function caseStatusMail(context: CaseDeskContext, record: CaseRecord, change: { status: CaseStatus; note: string; token: string; withdrawn?: boolean }): OutboxMailRow {
  const t = translatorFor(caseLanguage(record));
  const number = record.caseNumber;
  const status = t(`serviceCase.statuses.${change.status}`);
  return mailCustomer(context, {
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

/** The mail of customer service's `question`; the customer answers on the case page. */
export function caseQuestionMail(context: CaseDeskContext, record: CaseRecord, question: string, token: string): OutboxMailRow {
  const t = translatorFor(caseLanguage(record));
  const number = record.caseNumber;
  return mailCustomer(context, {
    kind: 'case_question',
    record,
    subject: t(`deskMail.question.subject.${record.kind}`, { number }),
    paragraphs: [t(`deskMail.question.body.${record.kind}`, { number }), question],
    action: t('deskMail.question.action'),
    token,
  });
}

/** The customer answered: the mail telling customer service, in the shop's default language, with the staff page's link. */
export function caseAnswerMail(context: CaseDeskContext, record: CaseRecord, answer: string): OutboxMailRow {
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
  return { kind: 'case_answer', to: context.settings.contactEmail, language, ...composed };
}
