/**
 * The back-in-stock notice (cat 5 notifier, decision 020): in the
 * sign-up's language, text and HTML in the shop's one mail layout, naming
 * the product, linking to its page and to the link page that removes the
 * alert. Sent once per sign-up.
 */
import type { Translate } from '../../../shared/i18n.ts';
import { composeMail, type ComposedMail } from '../mail/compose-mail.ts';

export interface NoticeEmailInput {
  /** 'Norrvik Jacket (Red, M)'; '' when the catalogue has no name for it. */
  product: string;
  productUrl: string;
  removeUrl: string;
  brandName: string;
  language: string;
}

export function stockNoticeEmail({ product, productUrl, removeUrl, brandName, language }: NoticeEmailInput, t: Translate): ComposedMail {
  const named = product || t('stockAlert.thisProduct');
  return composeMail({
    subject: t('mail.stockNotice.subject', { product: named, brand: brandName }),
    heading: t('mail.stockNotice.heading'),
    paragraphs: [t('mail.stockNotice.text', { product: named })],
    action: { label: t('mail.stockNotice.action'), url: productUrl },
    after: [t('mail.stockNotice.why')],
    links: [{ label: t('stockAlert.removeLink'), url: removeUrl }],
    brandName,
    language,
  });
}
