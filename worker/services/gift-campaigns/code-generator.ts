/**
 * New codes, the shop's one generator: gift campaign codes (issue 17 item 2,
 * decision 027) and the codes of gift cards sold (decision 028). Each
 * character is drawn from the 29-letter alphabet of
 * shared/gift-campaign/campaign-code.ts with the platform's cryptographic
 * random source, by rejection sampling (a byte of 232 or more is drawn again:
 * 232 = 8 × 29), so every character is equally likely: a campaign code
 * carries 12 × log2(29) ≈ 58 bits, a gift card's 16 × log2(29) ≈ 77.
 */
import { CAMPAIGN_CODE_ALPHABET, CAMPAIGN_CODE_LENGTH } from '../../../shared/gift-campaign/campaign-code.ts';
import { formatGiftCardCode, GIFT_CARD_CODE_LENGTH } from '../../../shared/gift-card/gift-card-code.ts';

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const LIMIT = Math.floor(256 / CAMPAIGN_CODE_ALPHABET.length) * CAMPAIGN_CODE_ALPHABET.length;

const cryptoRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/** `length` characters of the alphabet, upper case, no dashes. */
export function randomCode(length: number, random: RandomSource = cryptoRandom): string {
  let code = '';
  const bytes = new Uint8Array(length * 2);
  while (code.length < length) {
    random(bytes);
    for (const byte of bytes) {
      if (byte >= LIMIT) continue;
      code += CAMPAIGN_CODE_ALPHABET[byte % CAMPAIGN_CODE_ALPHABET.length];
      if (code.length === length) break;
    }
  }
  return code;
}

/** One normalised campaign code (upper case, no dashes). */
export function newCampaignCode(random: RandomSource = cryptoRandom): string {
  return randomCode(CAMPAIGN_CODE_LENGTH, random);
}

/** One gift card code as stored and shown (XXXX-XXXX-XXXX-XXXX, decision 028). */
export function newGiftCardCode(random: RandomSource = cryptoRandom): string {
  return formatGiftCardCode(randomCode(GIFT_CARD_CODE_LENGTH, random));
}

/** `count` distinct codes. */
export function newCampaignCodes(count: number, random: RandomSource = cryptoRandom): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newCampaignCode(random));
  return [...codes];
}

/** Bits of entropy of one code. */
export const CAMPAIGN_CODE_BITS = CAMPAIGN_CODE_LENGTH * Math.log2(CAMPAIGN_CODE_ALPHABET.length);
