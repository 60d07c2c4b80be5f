/**
 * The return mails (issue 16 item 1), in the customer's language through the
 * one layout and the outbox: the one-time link to the form, and the
 * confirmation with the return number, the rows, the instructions and the
 * link to the case's own page (/service-cases/{token}/).
 */
import type { Language } from '../../../shared/languages.ts';
import type { ReturnPlace } from '../../../shared/types/returns.ts';
import { translatorFor } from '../../i18n.ts';
import type { AccountContext } from '../auth/account-context.ts';
import { composeMail, type MailLine } from '../mail/compose-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { RETURN_LINK_DAYS } from './return-context.ts';

const greeting = (t: ReturnType<typeof translatorFor>, name: string) =>
  (name ? t('serviceMail.returns.greeting', { name }) : t('serviceMail.returns.greetingNoName'));

export async function sendReturnLinkMail(
  context: AccountContext, mail: { to: string; name: string; language: Language; orderNumber: string; formUrl: string },
): Promise<void> {
  const t = translatorFor(mail.language);
  const brand = context.brandName;
  const composed = composeMail({
    subject: t('serviceMail.returns.link.subject', { brand, number: mail.orderNumber }),
    heading: greeting(t, mail.name),
    paragraphs: [t('serviceMail.returns.link.body', { number: mail.orderNumber, days: RETURN_LINK_DAYS })],
    action: { label: t('serviceMail.returns.link.action'), url: mail.formUrl },
    after: [t('serviceMail.returns.link.after')],
    brandName: brand,
    language: mail.language,
  });
  await queueMail(context.env, { kind: 'return_link', to: mail.to, language: mail.language, mail: composed }, context.now);
}

export interface ConfirmationRow { name: string; variantText: string; amount: number; reason: string; exchangeTo: string | null }

interface Confirmation {
  to: string;
  name: string;
  language: Language;
  caseNumber: string;
  orderNumber: string;
  rows: ConfirmationRow[];
  instructions: string[];
  place: ReturnPlace;
  caseUrl: string;
}

export async function sendReturnConfirmation(context: AccountContext, mail: Confirmation): Promise<void> {
  const t = translatorFor(mail.language);
  const brand = context.brandName;
  const table: MailLine[] = mail.rows.map((row) => ({
    label: [row.name, row.variantText].filter(Boolean).join(', '),
    value: [
      row.exchangeTo === null ? t('serviceMail.returns.returnRow', { amount: row.amount }) : t('serviceMail.returns.exchangeRow', { amount: row.amount, to: row.exchangeTo }),
      t(`serviceForm.reasons.${row.reason}`),
    ].join(' · '),
  }));
  const composed = composeMail({
    subject: t('serviceMail.returns.confirmation.subject', { brand, number: mail.caseNumber }),
    heading: greeting(t, mail.name),
    paragraphs: [t('serviceMail.returns.confirmation.intro', { number: mail.caseNumber, order: mail.orderNumber })],
    table,
    action: { label: t('serviceMail.returns.confirmation.action'), url: mail.caseUrl },
    after: [
      ...mail.instructions,
      [t('serviceMail.returns.confirmation.address'), mail.place.name, ...mail.place.address_lines].join('\n'),
      t('serviceMail.returns.confirmation.after'),
    ],
    brandName: brand,
    language: mail.language,
  });
  await queueMail(context.env, { kind: 'return_confirmation', to: mail.to, language: mail.language, mail: composed }, context.now);
}
