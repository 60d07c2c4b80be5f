/**
 * Gift cards for sale (cat 5, cat 9; decision 028): the web card (model
 * 2427) is mailed as a code and a printable card, with a recipient, a message
 * and a picture; the physical card (model 1412) ships like a product and has
 * none of them. The amount is the card's face value in euro: steps of 10 up
 * to 10,000, 50 by default; 0 is what the page starts refusing at.
 */
import { GIFT_CARD_STEP, MAX_GIFT_CARD_AMOUNT, MAX_GIFT_MESSAGE_LENGTH, MAX_RECIPIENT_LENGTH } from '../checkout/checkout-core.ts';

export const WEB_GIFT_CARD_MODEL = 2427;
export const PHYSICAL_GIFT_CARD_MODEL = 1412;
export const DEFAULT_GIFT_CARD_AMOUNT = 50;
/** The cart's own bounds (checkout-core.ts), by the names the page reads. */
export const GIFT_CARD_MESSAGE_MAX = MAX_GIFT_MESSAGE_LENGTH;
export const GIFT_CARD_RECIPIENT_MAX = MAX_RECIPIENT_LENGTH;
/** A card is valid this many years from its issue (decision 028). */
export const GIFT_CARD_VALID_YEARS = 3;

export type GiftCardKind = 'web' | 'physical';

export const GIFT_CARD_MODELS: Record<GiftCardKind, number> = { web: WEB_GIFT_CARD_MODEL, physical: PHYSICAL_GIFT_CARD_MODEL };

/** Why an amount cannot be added; null when it can. */
export type GiftCardAmountProblem = 'required' | 'tooLarge' | 'step';

export function giftCardAmountProblem(amount: number): GiftCardAmountProblem | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'required';
  if (amount > MAX_GIFT_CARD_AMOUNT) return 'tooLarge';
  return Number.isInteger(amount) && amount % GIFT_CARD_STEP === 0 ? null : 'step';
}

/** The typed amount field as a number: '' and anything not a number read as 0 (nothing to add). */
export function readGiftCardAmount(typed: string): number {
  const value = Number(typed.trim().replace(',', '.'));
  return typed.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

/** The card's expiry date (YYYY-MM-DD, as gift_cards.expires_at), GIFT_CARD_VALID_YEARS after `issued`. */
export function giftCardExpiry(issued: Date): string {
  const expires = new Date(issued.getTime());
  expires.setUTCFullYear(expires.getUTCFullYear() + GIFT_CARD_VALID_YEARS);
  return expires.toISOString().slice(0, 10);
}
