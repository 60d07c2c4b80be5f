/**
 * After payment (issue 17 item 3, decision 028): each gift card row of the
 * order gets a code, a balance and a printable card; the buyer gets one mail
 * with the web cards (a physical card's code is printed in the warehouse from
 * the staff order view, never mailed), all in the batch that marks the payment paid
 * (services/orders/settle-payment.ts). Codes are drawn before the batch; the
 * batch writes them only for rows without a card, so a repeated paid event
 * changes nothing and the mail (one per order) names the codes written.
 */
import type { D1PreparedStatement } from '@cloudflare/workers-types';
import { giftCardExpiry } from '../../../shared/gift-card/gift-card-rules.ts';
import type { Language } from '../../../shared/languages.ts';
import { WEB_GIFT_CARD_MODEL } from '../../../shared/gift-card/gift-card-rules.ts';
import { issueCardStatements, listUnissuedCards, type CardToIssue } from '../../data/gift-cards.ts';
import type { Bindings } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import { newGiftCardCode } from '../gift-campaigns/code-generator.ts';
import { randomToken } from '../orders/secrets.ts';
import { giftCardMail } from './gift-card-mail.ts';

export const giftCardPrintPath = (token: string) => `/service-products/giftcards/card/${token}/`;

interface IssueContext { env: Bindings; brandName: string; now: Date; origin: string }

interface Buyer { orderId: number; orderNumber: string; language: Language; firstName: string }

/** The statements for the paid batch (none when the order bought no card, or all are issued); `mailed`: the last one is the web cards' mail. */
export async function giftCardIssueStatements(context: IssueContext, buyer: Buyer): Promise<{ statements: D1PreparedStatement[]; mailed: boolean }> {
  const rows = await listUnissuedCards(context.env.DB, buyer.orderId);
  if (rows.length === 0) return { statements: [], mailed: false };
  const cards: CardToIssue[] = rows.map((row) => ({ position: row.position, code: newGiftCardCode(), printToken: randomToken(24) }));
  const expiresAt = giftCardExpiry(context.now);
  const web = rows.flatMap((row, index) => (row.model === WEB_GIFT_CARD_MODEL ? [{ row, card: cards[index] }] : []));
  const mail = web.length === 0 ? null : giftCardMail({
    t: translatorFor(buyer.language), language: buyer.language, brandName: context.brandName, orderNumber: buyer.orderNumber, name: buyer.firstName,
    expiresAt,
    cards: web.map(({ row, card }) => ({ amount: row.amount, recipient: row.recipient, code: card.code, printUrl: `${context.origin}${giftCardPrintPath(card.printToken)}` })),
  });
  return { statements: issueCardStatements(context.env.DB, buyer.orderId, cards, expiresAt, context.now.toISOString(), mail), mailed: mail !== null };
}
