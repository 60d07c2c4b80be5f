/**
 * The buyer's gift card mail (decision 028): the codes with their values and
 * a link to each printable card, in the order's language, through the shop's
 * one mail layout (giftMail.giftCard.* texts, worker-only).
 */
import type { Translate } from '../../../shared/i18n.ts';
import type { Language } from '../../../shared/languages.ts';
import { EURO, formatPrice } from '../../../shared/money.ts';
import { displayDate } from '../../../shared/product/product-title.ts';
import { composeMail, type ComposedMail } from '../mail/compose-mail.ts';

interface MailedCard { amount: number; recipient: string; code: string; printUrl: string }

interface GiftCardMailInput {
  t: Translate; language: Language; brandName: string; orderNumber: string; name: string; expiresAt: string; cards: MailedCard[];
}

export function giftCardMail({ t, language, brandName, orderNumber, name, expiresAt, cards }: GiftCardMailInput): ComposedMail {
  const one = cards.length === 1;
  const value = (card: MailedCard) => formatPrice(card.amount, EURO, language);
  const label = (card: MailedCard) => (card.recipient
    ? t('giftMail.giftCard.cardFor', { amount: value(card), name: card.recipient })
    : t('giftMail.giftCard.card', { amount: value(card) }));
  return composeMail({
    subject: t(one ? 'giftMail.giftCard.subjectOne' : 'giftMail.giftCard.subjectMany', { brand: brandName, number: orderNumber }),
    heading: name ? t('giftMail.giftCard.greeting', { name }) : t('giftMail.giftCard.greetingNoName'),
    paragraphs: [t(one ? 'giftMail.giftCard.bodyOne' : 'giftMail.giftCard.bodyMany', { number: orderNumber })],
    table: [
      ...cards.map((card) => ({ label: label(card), value: card.code, strong: true })),
      { label: t('giftMail.giftCard.validUntil'), value: displayDate(expiresAt), divider: true },
    ],
    action: one ? { label: t('giftMail.giftCard.print'), url: cards[0].printUrl } : undefined,
    links: one ? [] : cards.map((card) => ({ label: `${t('giftMail.giftCard.print')}: ${label(card)}`, url: card.printUrl })),
    after: [t('giftMail.giftCard.howToUse', { brand: brandName }), t('giftMail.giftCard.keepSafe')],
    brandName,
    language,
  });
}
