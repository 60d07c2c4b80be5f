import type { ProductListItem } from '../types/product-list.ts';
import { joinedForm, searchTokens, searchWords } from './query.ts';

/** Ranks of textMatchRank: every query word in the name or brand, some of them, none. */
export const TEXT_MATCH_RANKS = { all: 0, some: 1, none: 2 } as const;

/** The folded terms of a text as the index holds them: each token, and a hyphenated word's tokens joined ("goretex"). */
function termsOf(text: string): string[] {
  return text.split(' ').flatMap((word) => {
    const tokens = searchTokens(word);
    const joined = joinedForm(tokens);
    return joined ? [...tokens, joined] : tokens;
  });
}

/**
 * The first key of core 4's A/B search sort (text match, then most-converted,
 * then most-viewed; decision 033): how many of the query's words begin a term
 * of the item's name or brand. An item found only through its description,
 * groups, colours or the approximate fallback ranks last.
 */
export function textMatchRank(query: string): (item: ProductListItem) => number {
  const needles = searchWords(query).map((word) => word.tokens.join(''));
  return (item) => {
    if (needles.length === 0) return TEXT_MATCH_RANKS.all;
    const terms = termsOf(`${item.manufacturer} ${item.name}`);
    const found = needles.filter((needle) => terms.some((term) => term.startsWith(needle))).length;
    if (found === needles.length) return TEXT_MATCH_RANKS.all;
    return found > 0 ? TEXT_MATCH_RANKS.some : TEXT_MATCH_RANKS.none;
  };
}
