/**
 * The newsletter mails (issue 16 item 6), in the subscriber's language
 * through the one layout: the double opt-in's confirmation, the welcome once
 * confirmed, and the answer to a sign-up of an address already on the list.
 * Every one carries an unsubscribe link of its own (RFC 8058's spirit: a
 * newsletter mail always says how to stop it).
 */
import type { Language } from '../../../shared/languages.ts';
import type { NewsletterList } from '../../../shared/service/newsletter-schema.ts';
import { translatorFor } from '../../i18n.ts';
import { composeMail, type ComposedMail } from '../mail/compose-mail.ts';

export type NewsletterMailKind = 'confirm' | 'welcome' | 'already_subscribed';

interface NewsletterMail {
  kind: NewsletterMailKind;
  list: NewsletterList;
  language: Language;
  name: string;
  brandName: string;
  unsubscribeUrl: string;
  /** The confirmation's button. */
  confirmUrl?: string;
}

export function newsletterMail(mail: NewsletterMail): ComposedMail {
  const t = translatorFor(mail.language);
  const brand = mail.brandName;
  const list = t(`serviceMail.newsletter.lists.${mail.list}`);
  const key = `serviceMail.newsletter.${mail.kind}`;
  return composeMail({
    subject: t(`${key}.subject`, { brand, list }),
    heading: mail.name ? t('serviceMail.forms.greeting', { name: mail.name }) : t('serviceMail.forms.greetingNoName'),
    paragraphs: [t(`${key}.body`, { brand, list })],
    action: mail.confirmUrl ? { label: t('serviceMail.newsletter.confirm.action'), url: mail.confirmUrl } : undefined,
    after: [t(`${key}.after`, { brand, list })],
    links: [{ label: t('serviceMail.newsletter.unsubscribe'), url: mail.unsubscribeUrl }],
    brandName: brand,
    language: mail.language,
  });
}

/** The mail kinds as the outbox records them. */
export const newsletterMailKind = (kind: NewsletterMailKind): string => `newsletter_${kind}`;
