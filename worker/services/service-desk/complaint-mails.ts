/**
 * The complaint's mails (issue 16 item 2), through the one layout and the
 * outbox, after the case is saved: the customer's confirmation in their
 * language, with the case number, the link to their case page and signed
 * links to their attachments; and customer service's notice (CONTACT_EMAIL),
 * in the shop's default language, with the staff page's link.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages.ts';
import { EURO, formatAmount } from '../../../shared/money.ts';
import type { ReclamationDetails } from '../../../shared/types/reclamation.ts';
import type { Translate } from '../../../shared/i18n.ts';
import type { Bindings, ShopSettings } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import type { AccountLinks } from '../auth/account-context.ts';
import { composeMail, type MailAction, type MailLine } from '../mail/compose-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { MAIL_LINK_DAYS, signedAttachmentUrls, staffAttachmentPath } from './attachment-links.ts';

/** What the complaint services need besides their input. */
export interface ComplaintContext {
  env: Bindings;
  now: Date;
  settings: ShopSettings;
  /** The mails' links, on the host the customer used. */
  links: AccountLinks;
  /** The request's language: the case and the customer's mail are in it. */
  language: Language;
  /** The logged-in customer, null for a guest. */
  customerId: number | null;
}

export interface FiledComplaint {
  caseNumber: string;
  caseToken: string;
  details: ReclamationDetails;
  attachments: ReadonlyArray<{ id: number; fileName: string }>;
}

/** cat 9: DD.MM.YYYY. */
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('.') : value);

const product = (details: ReclamationDetails) => `${details.manufacturer} ${details.model}`.trim();

function detailLines(t: Translate, details: ReclamationDetails, language: Language): MailLine[] {
  const price = formatAmount(details.price, EURO, language);
  const lines: Array<[string, string]> = [
    ['manufacturer', details.manufacturer],
    ['model', details.model],
    ['color', details.color],
    ['size', details.noSize ? t('reclamation.fields.noSize') : details.size],
    ['salesChannel', t(`reclamation.channels.${details.salesChannel}`)],
    ['store', details.salesChannel === 'S' ? details.store : ''],
    ['orderNumber', details.orderNumber],
    ['receipt', details.receipt],
    ['timeOfPurchase', day(details.timeOfPurchase)],
    ['price', price],
    ['used', t(details.used ? 'reclamation.yes' : 'reclamation.no')],
    ['targetStore', details.targetStore],
  ];
  return lines.filter(([, value]) => value !== '').map(([field, value]) => ({ label: t(`reclamation.fields.${field}`), value }));
}

export async function sendComplaintConfirmation(context: ComplaintContext, filed: FiledComplaint): Promise<void> {
  const { language } = context;
  const t = translatorFor(language);
  const brand = context.settings.brandName;
  const { details, caseNumber } = filed;
  const expiresAt = new Date(context.now.getTime() + MAIL_LINK_DAYS * 86_400_000);
  const urls = await signedAttachmentUrls(context.env.DB, filed.attachments.map((file) => file.id), { expiresAt, origin: context.links.origin, now: context.now });
  const links: MailAction[] = filed.attachments.map((file, index) => ({ label: file.fileName, url: urls[index] }));
  const composed = composeMail({
    subject: t('serviceMail.reclamation.subject', { brand, number: caseNumber }),
    heading: details.customerName ? t('serviceMail.reclamation.greeting', { name: details.customerName }) : t('serviceMail.reclamation.greetingNoName'),
    paragraphs: [t('serviceMail.reclamation.body', { number: caseNumber, product: product(details) }), `${t('reclamation.fields.complaint')}:\n${details.complaint}`],
    table: detailLines(t, details, language),
    action: { label: t('serviceMail.reclamation.action'), url: context.links.route('serviceCase', language, { token: filed.caseToken }) },
    after: [
      ...(links.length > 0 ? [t('serviceMail.reclamation.attachments', { count: links.length, date: day(expiresAt.toISOString().slice(0, 10)) })] : []),
      t('serviceMail.reclamation.after'),
      t('serviceMail.reclamation.signature', { brand }),
    ],
    links,
    brandName: brand,
    language,
  });
  await queueMail(context.env, { kind: 'complaint_confirmation', to: details.email, language, mail: composed }, context.now);
}

/** Customer service hears of the complaint in the shop's own language, with the staff page and the staff links to the files. */
export async function sendComplaintNotice(context: ComplaintContext, filed: FiledComplaint): Promise<void> {
  const language = DEFAULT_LANGUAGE;
  const t = translatorFor(language);
  const brand = context.settings.brandName;
  const { details, caseNumber } = filed;
  const composed = composeMail({
    subject: t('serviceMail.reclamation.notice.subject', { number: caseNumber, product: product(details) }),
    heading: t('serviceMail.reclamation.notice.heading', { number: caseNumber }),
    paragraphs: [
      t('serviceMail.reclamation.notice.body', { name: details.customerName, email: details.email, phone: details.phone, product: product(details) }),
      `${t('reclamation.fields.complaint')}:\n${details.complaint}`,
    ],
    table: detailLines(t, details, language),
    action: { label: t('serviceMail.reclamation.notice.action'), url: context.links.route('staffCase', language, { caseNumber }) },
    links: filed.attachments.map((file) => ({ label: file.fileName, url: `${context.links.origin}${staffAttachmentPath(file.id)}` })),
    brandName: brand,
    language,
  });
  await queueMail(context.env, { kind: 'complaint_notice', to: context.settings.contactEmail, language, mail: composed }, context.now);
}
