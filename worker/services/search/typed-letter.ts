import type { SearchAttempt } from './vocabulary-match.ts';

/**
 * The attempt for the suggestions' product match without a last single
 * letter still being typed ("light d", "cross-c"): the index has no prefix
 * index below two characters (migration 0025), so a one-letter prefix
 * would read every term it begins; the next keystroke brings the word back.
 * Null when nothing is left to match. Groups and brands still match the
 * letter (in memory, decision 032).
 */
export function withoutTypedLetter(attempt: SearchAttempt): SearchAttempt | null {
  const last = attempt.alternatives.at(-1);
  if (!last || !last.word.prefix || last.word.tokens.at(-1)!.length > 1) return attempt;
  const tokens = last.word.tokens.slice(0, -1);
  const alternatives = tokens.length > 0
    ? [...attempt.alternatives.slice(0, -1), { word: { tokens, prefix: true }, terms: last.terms }]
    : attempt.alternatives.slice(0, -1);
  return alternatives.length > 0 ? { ...attempt, alternatives } : null;
}
