/**
 * The codes a shopper typed (core 4: case-insensitive, a duplicate counts
 * once) sorted into the one discount code that applies (cat 5: one per
 * order, the first valid one) and the gift cards that pay (any number).
 * Every other code gets a sentence, and only accepted codes are echoed, so
 * the cart keeps just those (core 4).
 */
import type { Translate } from '../../../shared/i18n.ts';
import type { Language } from '../../../shared/languages.ts';
import { cents, formatPrice, type CurrencyDisplay } from '../../../shared/money.ts';
import type { DiscountCodeRow, GiftCardRow } from '../../data/cart-data.ts';
import { validityAt } from './code-dates.ts';
import { normaliseGiftCardCode } from '../../../shared/gift-card/gift-card-code.ts';

interface AppliedDiscount { code: string; kind: DiscountCodeRow['kind']; amount: number }

interface SortedCodes { discount: AppliedDiscount | null; giftCards: GiftCardRow[]; errors: string[] }

interface CodeContext {
  /** Products (rows and bundles, not gift cards) at their prices: min_basket compares with it. */
  productsValue: number;
  /** The part of it discount codes may reduce (not discount_free products). */
  discountableValue: number;
  now: Date;
  t: Translate;
  language: Language;
  /** The shopper's currency: a minimum basket is named in it (issue 14: no fixed-currency text). */
  currency: CurrencyDisplay;
}

/** The typed codes trimmed, without blanks and without case-insensitive repeats, in the order typed. */
export function distinctCodes(codes: string[]): string[] {
  const seen = new Set<string>();
  return codes.map((code) => code.trim()).filter((code) => {
    const key = code.toLowerCase();
    if (code === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Why the discount code cannot be used, as a sentence; null when it can. */
function discountProblem(row: DiscountCodeRow, typed: string, context: CodeContext): string | null {
  const { t } = context;
  if (row.is_enabled !== 1) return t('checkoutReason.codeInvalid', { code: typed });
  const validity = validityAt(context.now, row.starts_at, row.ends_at);
  if (validity === 'expired') return t('checkoutReason.codeExpired', { code: typed });
  if (validity !== 'valid') return t('checkoutReason.codeNotActive', { code: typed });
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) return t('checkoutReason.codeUsedUp', { code: typed });
  if (context.productsValue < row.min_basket) {
    return t('checkoutReason.codeMinBasket', { code: typed, amount: formatPrice(row.min_basket, context.currency, context.language) });
  }
  return null;
}

/** Percent off, or a fixed amount (never more than the products it reduces), off the discountable products. */
export function discountAmount(row: Pick<DiscountCodeRow, 'kind' | 'value'>, discountableValue: number): number {
  if (row.kind === 'percent') return cents(discountableValue * Math.min(100, row.value) / 100);
  if (row.kind === 'fixed') return cents(Math.min(row.value, discountableValue));
  // Free delivery takes nothing off the products: the delivery costs 0 instead.
  return 0;
}

function giftCardProblem(card: GiftCardRow, typed: string, context: CodeContext): string | null {
  const { t } = context;
  if (card.is_enabled !== 1) return t('checkoutReason.codeInvalid', { code: typed });
  const validity = validityAt(context.now, null, card.expires_at);
  if (validity === 'expired') return t('checkoutReason.giftCardExpired', { code: typed });
  if (validity !== 'valid') return t('checkoutReason.codeInvalid', { code: typed });
  if (!(card.balance > 0)) return t('checkoutReason.giftCardEmpty', { code: typed });
  return null;
}

export function sortCodes(typed: string[], rows: { discountCodes: DiscountCodeRow[]; giftCards: GiftCardRow[] }, context: CodeContext): SortedCodes {
  const discounts = new Map(rows.discountCodes.map((row) => [row.code.toLowerCase(), row]));
  const cards = new Map(rows.giftCards.map((row) => [row.code.toLowerCase(), row]));
  const sorted: SortedCodes = { discount: null, giftCards: [], errors: [] };
  for (const code of distinctCodes(typed)) {
    const discount = discounts.get(code.toLowerCase());
    const card = cards.get(code.toLowerCase()) ?? cards.get(normaliseGiftCardCode(code).toLowerCase());
    if (discount) {
      const problem = discountProblem(discount, code, context);
      if (problem) sorted.errors.push(problem);
      else if (sorted.discount) sorted.errors.push(context.t('checkoutReason.codeOnlyOne', { code }));
      else sorted.discount = { code: discount.code, kind: discount.kind, amount: discountAmount(discount, context.discountableValue) };
    } else if (card) {
      const problem = giftCardProblem(card, code, context);
      if (problem) sorted.errors.push(problem);
      else sorted.giftCards.push(card);
    } else {
      sorted.errors.push(context.t('checkoutReason.codeInvalid', { code }));
    }
  }
  return sorted;
}
