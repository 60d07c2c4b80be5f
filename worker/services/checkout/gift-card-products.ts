/**
 * Gift cards bought as products (cat 5, cat 9): only the web (2427) and the
 * physical (1412) gift card models, at face value, in steps of 10 from 10 to
 * 10,000 euros. An amount of 0 is what the product page refuses to add; the
 * cart may still hold one, so it is a problem here rather than a 400.
 */
import type { Translate } from '../../../shared/i18n.ts';
import { GIFT_CARD_MAX, GIFT_CARD_STEP } from '../../../shared/checkout/checkout-schema.ts';
import type { CheckoutGiftCardInput, CheckoutResponse } from '../../../shared/types/checkout.ts';
import { cents } from '../../../shared/money.ts';

const GIFT_CARD_MODEL_IDS: ReadonlySet<number> = new Set([2427, 1412]);

type GiftCardProductRow = CheckoutResponse['gift_card_products'][number];

interface PricedGiftCards { rows: GiftCardProductRow[]; total: number; errors: string[] }

function problemOf(card: CheckoutGiftCardInput, t: Translate): string | null {
  if (!GIFT_CARD_MODEL_IDS.has(card.productId)) return t('checkoutReason.giftCardProductUnknown');
  const valid = Number.isInteger(card.amount) && card.amount >= GIFT_CARD_STEP && card.amount <= GIFT_CARD_MAX && card.amount % GIFT_CARD_STEP === 0;
  return valid ? null : t('checkoutReason.giftCardAmount', { min: GIFT_CARD_STEP, max: GIFT_CARD_MAX });
}

/** Each card echoed with its problem; the total counts only the cards without one. */
export function priceGiftCardProducts(cards: CheckoutGiftCardInput[], t: Translate): PricedGiftCards {
  const rows: GiftCardProductRow[] = [];
  const errors: string[] = [];
  let total = 0;
  for (const card of cards) {
    const problem = problemOf(card, t);
    rows.push({ ...card, problem });
    if (problem) errors.push(problem);
    else total += card.amount;
  }
  return { rows, total: cents(total), errors };
}
