/**
 * Codes of the gift cards the shop sells (decision 028): 16 characters from
 * the campaign codes' alphabet without confusable characters (29^16 ≈ 2^77),
 * shown and stored in groups of four ("K7QF-M3XR-9PDA-W2HT"), so the code
 * the mail shows is the one the checkout takes. Imported cards (0005) keep
 * codes of their own; the lookup takes both.
 */
import * as v from 'valibot';
import { CAMPAIGN_CODE_ALPHABET } from '../gift-campaign/campaign-code.ts';

export const GIFT_CARD_CODE_LENGTH = 16;
const ALPHABET = CAMPAIGN_CODE_ALPHABET;

/** A drawn code (worker/services/gift-campaigns/code-generator.ts) as stored and shown: groups of four joined by dashes. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** Whether a formatted code has our shape (groups of four from the alphabet). */
export function isGiftCardCodeShape(code: string): boolean {
  return new RegExp(`^[${ALPHABET}]{4}(?:-[${ALPHABET}]{4}){3}$`).test(code);
}

/**
 * A typed code as stored: upper case, without spaces; 16 characters of ours
 * typed without dashes get them back. Other codes (imported cards) stay as typed.
 */
export function normaliseGiftCardCode(typed: string): string {
  const code = typed.trim().toUpperCase().replace(/\s+/g, '');
  const bare = code.replace(/-/g, '');
  const shaped = bare.length === GIFT_CARD_CODE_LENGTH ? formatGiftCardCode(bare) : code;
  return isGiftCardCodeShape(shaped) ? shaped : code;
}

const CODE_MESSAGE = 'giftCards.balance.codeInvalid';
/** The longest code the balance check takes as typed (imported codes are free text). */
export const MAX_GIFT_CARD_CODE_INPUT = 64;

/** POST /api/giftcards/balance/ {code}: a code as printed on a card, any case, spaces allowed. */
export const giftCardBalanceSchema = v.object({
  code: v.pipe(v.string(CODE_MESSAGE), v.trim(), v.minLength(1, 'giftCards.balance.codeRequired'), v.maxLength(MAX_GIFT_CARD_CODE_INPUT, CODE_MESSAGE),
    v.regex(/^[A-Za-z0-9 -]+$/, CODE_MESSAGE), v.transform(normaliseGiftCardCode)),
});

export interface GiftCardBalance { balance: number; expires_at: string | null }
