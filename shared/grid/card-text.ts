import { truncateAtWord } from '../text.ts';
import type { ListColour, ProductListItem } from '../types/product-list.ts';

/** The product card's short description is about this long (cat 9). */
export const SHORT_DESCRIPTION_LENGTH = 75;
// Cut at 72 so the '...' keeps the whole near 75 (cat 9).
const SHORT_DESCRIPTION_CUT = 72;

/** Description trims at sentence ends (cat 9). */
export const DESCRIPTION_TRIM = { mobile: 300, desktop: 500, brand: 700 } as const;

/**
 * The card's short description (cat 9): kept whole when it fits in 75 minus what the card
 * reserves (a property shown beside it), else cut at a word within 72 minus that, with '...'.
 */
export function cutShortDescription(text: string, reservedLength = 0): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= SHORT_DESCRIPTION_LENGTH - reservedLength) return clean;
  const limit = SHORT_DESCRIPTION_CUT - reservedLength;
  // No room left for even a word: show nothing rather than a lone '...'.
  return limit > 0 ? truncateAtWord(clean, limit) : '';
}

const SENTENCE_END = /[.!?…](?=\s|$)/g;

/**
 * Text up to its last sentence end within max (cat 9 description trims); without a sentence
 * end in reach it is cut at a word instead.
 */
export function trimAtSentence(text: string, max: number): { text: string; trimmed: boolean } {
  const clean = text.trim();
  if (clean.length <= max) return { text: clean, trimmed: false };
  let end = -1;
  for (const match of clean.matchAll(SENTENCE_END)) {
    if (match.index >= max) break;
    end = match.index + 1;
  }
  return { text: end > 0 ? clean.slice(0, end) : truncateAtWord(clean, max), trimmed: true };
}

/** The colour a card shows: the first one the colour filter asks for, else the first (cat 2). */
export function cardColour(item: ProductListItem, colorFilter: readonly string[]): ListColour | null {
  const wanted = new Set(colorFilter);
  return item.colors.find((colour) => wanted.has(colour.control)) ?? item.colors[0] ?? null;
}

/** The card's link: {path}?select-color={color} (cat 2). */
export function cardHref(item: ProductListItem, colour: ListColour | null): string {
  return colour ? `${item.path}?select-color=${encodeURIComponent(colour.slug)}` : item.path;
}

/** The card's image: the colour's, else the product's; '' means the missing-image placeholder (cat 2). */
export function cardImage(item: ProductListItem, colour: ListColour | null): string {
  return colour?.image || item.image || '';
}
