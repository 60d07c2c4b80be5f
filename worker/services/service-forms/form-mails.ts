/**
 * The mails of a submitted question or corporate form (issue 16 item 6):
 * one to customer service with everything sent, and a receipt to the sender
 * in their language with a copy and the reference to quote. Both through
 * the one layout (compose-mail.ts); the long text goes as a paragraph, the
 * short fields as the table.
 */
import type { Translate } from '../../../shared/i18n.ts';
import { LANGUAGE_ENDONYMS, type Language } from '../../../shared/languages.ts';
import { countryName } from '../../../shared/order/order-display.ts';
import type { AskRequest } from '../../../shared/service/ask-schema.ts';
import type { CorporateInfoRequest, EnterpriseRequest } from '../../../shared/service/corporate-schema.ts';
import type { FormKind } from '../../data/form-submissions.ts';
import { translatorFor } from '../../i18n.ts';
import { composeMail, type ComposedMail, type MailLine } from '../mail/compose-mail.ts';

/** Customer service works in Finnish, the shop's home market; the mail names the sender's language for the answer. */
export const SERVICE_LANGUAGE: Language = 'fi';

export type FormRequest =
  | { form: 'ask'; request: AskRequest }
  | { form: 'corporate_info'; request: CorporateInfoRequest }
  | { form: 'enterprise'; request: EnterpriseRequest };

interface FormText {
  /** The table's lines: label and value, empty values left out. */
  lines: MailLine[];
  /** The long text and its label ('' when none was written). */
  long: { label: string; text: string };
  /** What the service mail's subject names: the question's subject or the company. */
  topic: string;
}

const line = (label: string, value: string): MailLine[] => (value === '' ? [] : [{ label, value }]);

function formText(sent: FormRequest, t: Translate, language: Language): FormText {
  if (sent.form === 'ask') {
    const { request } = sent;
    const field = (name: string) => t(`askForm.fields.${name}`);
    return {
      lines: [
        ...line(field('name'), request.name), ...line(field('email'), request.email), ...line(field('order_number'), request.order_number),
        ...line(field('topic'), t(`askForm.topics.${request.topic}`)), ...line(field('subject'), request.subject),
      ],
      long: { label: field('message'), text: request.message },
      topic: request.subject,
    };
  }
  const field = (name: string) => t(`corporateForms.fields.${name}`);
  const contact = (request: { company: string; contact_name: string; email: string; phone: string }) => [
    ...line(field('company'), request.company), ...line(field('contact_name'), request.contact_name),
    ...line(field('email'), request.email), ...line(field('phone'), request.phone),
  ];
  if (sent.form === 'corporate_info') {
    const { request } = sent;
    return {
      lines: [
        ...contact(request), ...line(field('country'), countryName(request.country, language)), ...line(field('vat_number'), request.vat_number),
        ...line(field('interests'), request.interests.map((interest) => t(`corporateForms.interests.${interest}`)).join(', ')),
      ],
      long: { label: field('message'), text: request.message },
      topic: request.company,
    };
  }
  const { request } = sent;
  return {
    lines: [...contact(request), ...line(field('quantity'), request.quantity === null ? '' : String(request.quantity))],
    long: { label: field('needs'), text: request.needs },
    topic: request.company,
  };
}

const longParagraphs = (long: FormText['long']) => (long.text === '' ? [] : [`${long.label}:\n${long.text}`]);

/** To customer service (CONTACT_EMAIL): everything sent, the sender's address and language. */
export function serviceMail(sent: FormRequest, meta: { reference: string; email: string; language: Language; brandName: string }): ComposedMail {
  const t = translatorFor(SERVICE_LANGUAGE);
  const text = formText(sent, t, SERVICE_LANGUAGE);
  const key = `serviceMail.forms.${sent.form}`;
  return composeMail({
    subject: t(`${key}.serviceSubject`, { reference: meta.reference, topic: text.topic }),
    heading: t(`${key}.serviceHeading`),
    paragraphs: [t('serviceMail.forms.serviceIntro', { email: meta.email })],
    table: [
      { label: t('serviceMail.forms.reference'), value: meta.reference },
      ...text.lines,
      { label: t('serviceMail.forms.language'), value: LANGUAGE_ENDONYMS[meta.language] },
    ],
    after: longParagraphs(text.long),
    brandName: meta.brandName,
    language: SERVICE_LANGUAGE,
  });
}

/** To the sender, in their language: received, a copy of what they sent, and the reference. */
export function receiptMail(sent: FormRequest, meta: { reference: string; name: string; language: Language; brandName: string; contactEmail: string }): ComposedMail {
  const t = translatorFor(meta.language);
  const text = formText(sent, t, meta.language);
  const key = `serviceMail.forms.${sent.form}`;
  const brand = meta.brandName;
  return composeMail({
    subject: t(`${key}.receiptSubject`, { brand, reference: meta.reference }),
    heading: meta.name ? t('serviceMail.forms.greeting', { name: meta.name }) : t('serviceMail.forms.greetingNoName'),
    paragraphs: [t(`${key}.receiptBody`, { brand }), t('serviceMail.forms.receiptCopy')],
    table: text.lines,
    after: [
      ...longParagraphs(text.long),
      t('serviceMail.forms.receiptReference', { reference: meta.reference }),
      t('serviceMail.forms.noReply', { email: meta.contactEmail }),
    ],
    brandName: brand,
    language: meta.language,
  });
}

/** The mail kinds as the outbox records them. */
export const mailKinds = (form: FormKind) => ({ service: `form_${form}_service`, receipt: `form_${form}_receipt` });
