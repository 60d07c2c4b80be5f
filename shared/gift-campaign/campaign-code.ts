/**
 * Gift campaign codes (cat 5, cat 7; decision 026): 12 characters from an
 * alphabet of 29 without the confusable 0/O, 1/I/L and U/V (29^12 ≈ 2^58,
 * well over the 40 bits), shown in groups of four
 * ("K7QF-M3XR-9PDA"). A recipient may type them in any case, with spaces or
 * dashes; what is compared is the normalised form.
 */
export const CAMPAIGN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const CAMPAIGN_CODE_LENGTH = 12;
/** Longer than any code typed with dashes and spaces: more is not a code. */
export const MAX_TYPED_CODE_LENGTH = 64;
/** The longest category slug any request or stored cart may name (a catalogue slug's limit, worker/data/catalogue-slugs.ts). */
export const MAX_CATEGORY_SLUG_LENGTH = 300;

/** Upper case, without spaces and dashes: how a code is stored and looked up. */
export function normaliseCampaignCode(typed: string): string {
  return typed.trim().toUpperCase().replace(/[\s-]+/g, '');
}

/** Whether a normalised code could be one of ours (length and alphabet), before any lookup. */
export function isCampaignCodeShape(code: string): boolean {
  if (code.length !== CAMPAIGN_CODE_LENGTH) return false;
  for (const character of code) if (!CAMPAIGN_CODE_ALPHABET.includes(character)) return false;
  return true;
}

/** The code as shown and mailed: groups of four joined by dashes. */
export function formatCampaignCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
