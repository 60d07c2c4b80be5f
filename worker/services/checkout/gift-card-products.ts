/**
 * Gift cards bought as products (cat 5, cat 9): only the web (2427) and the
 * physical (1412) gift card models, at face value, in steps of 10 from 10 to
 * 10,000 euros. An amount of 0 is what the product page refuses to add; the
 * cart may still hold one, so it is a problem here rather than a 400.
 * Only the web card keeps a recipient, message and picture (decision 028):
 * a physical card's are dropped, and a picture that is not one of ours is a problem.
 */
import type { Translate } from '../../../shared/i18n.ts';
import { GIFT_CARD_STEP, MAX_GIFT_CARD_AMOUNT } from '../../../shared/checkout/checkout-core.ts';
import type { CheckoutGiftCardInput, CheckoutResponse } from '../../../shared/types/checkout.ts';
import { cents } from '../../../shared/money.ts';
import { isGiftCardTemplate } from '../../../shared/gift-card/card-templates.ts';
import { GIFT_CARD_MODELS, WEB_GIFT_CARD_MODEL } from '../../../shared/gift-card/gift-card-rules.ts';

const GIFT_CARD_MODEL_IDS: ReadonlySet<number> = new Set(Object.values(GIFT_CARD_MODELS));

type GiftCardProductRow = CheckoutResponse['gift_card_products'][number];

interface PricedGiftCards { rows: GiftCardProductRow[]; total: number; errors: string[] }

function problemOf(card: CheckoutGiftCardInput, t: Translate): string | null {
  if (!GIFT_CARD_MODEL_IDS.has(card.productId)) return t('checkoutReason.giftCardProductUnknown');
  const valid = Number.isInteger(card.amount) && card.amount >= GIFT_CARD_STEP && card.amount <= MAX_GIFT_CARD_AMOUNT && card.amount % GIFT_CARD_STEP === 0;
  if (!valid) return t('checkoutReason.giftCardAmount', { min: GIFT_CARD_STEP, max: MAX_GIFT_CARD_AMOUNT });
  return card.template === undefined || isGiftCardTemplate(card.template) ? null : t('checkoutReason.giftCardProductUnknown');
}

/** The row as the order keeps it: a physical card carries no recipient, message or picture. */
function kept(card: CheckoutGiftCardInput): CheckoutGiftCardInput {
  if (card.productId === WEB_GIFT_CARD_MODEL) return card;
  return { uid: card.uid, productId: card.productId, amount: card.amount };
}

/** Each card echoed with its problem; the total counts only the cards without one. */
export function priceGiftCardProducts(cards: CheckoutGiftCardInput[], t: Translate): PricedGiftCards {
  const rows: GiftCardProductRow[] = [];
  const errors: string[] = [];
  let total = 0;
  for (const input of cards) {
    const card = kept(input);
    const problem = problemOf(card, t);
    rows.push({ ...card, problem });
    if (problem) errors.push(problem);
    else total += card.amount;
  }
  return { rows, total: cents(total), errors };
}
