/**
 * The back-in-stock confirmation mail (double opt-in, decision 017): in the
 * subscription's language, text and HTML in the shop's one mail layout
 * (decision 020), with the link that confirms it and the one that removes
 * it. Until confirmed the subscription sends nothing.
 */
import type { Translate } from '../../../shared/i18n.ts';
import { composeMail, type ComposedMail } from '../mail/compose-mail.ts';

export interface AlertEmailInput {
  /** 'Norrvik Jacket (Red, M)'; '' when the catalogue has no name for it. */
  product: string;
  confirmUrl: string;
  removeUrl: string;
  brandName: string;
  language: string;
}

export function stockAlertEmail({ product, confirmUrl, removeUrl, brandName, language }: AlertEmailInput, t: Translate): ComposedMail {
  return composeMail({
    subject: t('stockAlert.subject', { brand: brandName }),
    heading: t('stockAlert.confirmTitle'),
    paragraphs: [t('stockAlert.mailIntro'), product || t('stockAlert.thisProduct')],
    action: { label: t('stockAlert.confirmButton'), url: confirmUrl },
    after: [t('stockAlert.mailIgnore')],
    links: [{ label: t('stockAlert.removeLink'), url: removeUrl }],
    brandName,
    language,
  });
}
