/**
 * The back-in-stock confirmation mail (double opt-in, decision 017): plain
 * text in the subscription's language, with the link that confirms it and
 * the one that removes it. Until confirmed the subscription sends nothing.
 */
import type { Translate } from '../../../shared/i18n.ts';

interface EmailText { subject: string; body: string }

export interface AlertEmailInput {
  /** 'Norrvik Jacket (Red, M)'; '' when the catalogue has no name for it. */
  product: string;
  confirmUrl: string;
  removeUrl: string;
  brandName: string;
}

export function stockAlertEmail({ product, confirmUrl, removeUrl, brandName }: AlertEmailInput, t: Translate): EmailText {
  const lines = [
    t('stockAlert.mailIntro'),
    product || t('stockAlert.thisProduct'),
    '',
    t('stockAlert.mailConfirm'),
    confirmUrl,
    '',
    t('stockAlert.mailIgnore'),
    '',
    t('stockAlert.mailRemove'),
    removeUrl,
    '',
    brandName,
  ];
  return { subject: t('stockAlert.subject', { brand: brandName }), body: lines.join('\n') };
}
