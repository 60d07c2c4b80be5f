/**
 * Words matched against the index's vocabulary (decision 032). Exact search
 * widens a word to the compounds that contain it ("kengät" finds
 * "polkujuoksukengät"); when that finds nothing, the approximate fallback
 * adds the terms within a small edit distance ("goretx" → "goretex",
 * "rossingol" → "rossignol") and, last, lets any one word match.
 */
import { joinedForm, type SearchWord, type WordAlternatives } from '../../../shared/search/query.ts';
import type { SearchVocabulary } from '../../data/search-matches.ts';

/** A word shorter than this is neither looked for inside compounds nor corrected: too many terms would match. */
export const MIN_PART_LENGTH = 4;
const MAX_COMPOUNDS = 32;
const MAX_CORRECTIONS = 8;

/** Typos forgiven in a word of this many characters: none below 4, one up to 7, two from 8. */
export function allowedEdits(length: number): number {
  if (length < MIN_PART_LENGTH) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions
 * and swaps of neighbours, "ng" ↔ "gn" is one edit), or max + 1 as soon as
 * it must exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

/** The word as one term: its only token, or its tokens written together. */
const partOf = (word: SearchWord) => joinedForm(word.tokens) ?? word.tokens[0];

/** Indexes of the vocabulary ordered by how many rows hold the term, most first, cut to count. */
function mostCommon(vocabulary: SearchVocabulary, indexes: number[], count: number): string[] {
  return indexes.sort((x, y) => vocabulary.documents[y] - vocabulary.documents[x] || (vocabulary.terms[x] < vocabulary.terms[y] ? -1 : 1))
    .slice(0, count).map((index) => vocabulary.terms[index]);
}

/**
 * Longer terms that hold the word: one that starts or ends with it (an
 * inflected form, or a compound whose head it is: Finnish, Swedish and
 * German put the head last); the word still being typed anywhere inside.
 */
export function compoundTerms(vocabulary: SearchVocabulary, word: SearchWord): string[] {
  const part = partOf(word);
  if (part.length < MIN_PART_LENGTH) return [];
  const found: number[] = [];
  vocabulary.terms.forEach((term, index) => {
    if (term === part || term.length <= part.length) return;
    // A term under the typed prefix is matched by the prefix itself.
    if (word.prefix ? term.includes(part) && !term.startsWith(part) : term.startsWith(part) || term.endsWith(part)) found.push(index);
  });
  return mostCommon(vocabulary, found, MAX_COMPOUNDS);
}

/**
 * Terms within allowedEdits of the word, nearest first, then the most
 * common; the word being typed is compared with the terms' beginnings.
 */
export function closeTerms(vocabulary: SearchVocabulary, word: SearchWord): string[] {
  const part = partOf(word);
  const max = allowedEdits(part.length);
  if (max === 0) return [];
  const found: Array<{ index: number; distance: number }> = [];
  vocabulary.terms.forEach((term, index) => {
    let distance = max + 1;
    if (word.prefix) {
      for (let length = part.length - max; length <= part.length + max && length <= term.length; length++) {
        distance = Math.min(distance, editDistance(part, term.slice(0, length), max));
      }
    } else {
      distance = editDistance(part, term, max);
    }
    if (distance > 0 && distance <= max) found.push({ index, distance });
  });
  found.sort((x, y) => x.distance - y.distance || vocabulary.documents[y.index] - vocabulary.documents[x.index]);
  return found.slice(0, MAX_CORRECTIONS).map(({ index }) => vocabulary.terms[index]);
}

/** One way to ask the index: the words' alternatives, all of them (AND) or any (OR). */
export interface SearchAttempt {
  alternatives: WordAlternatives[];
  join: 'AND' | 'OR';
  /** Found through the fallback: the answer says so (cat 8's "results are approximate"). */
  approximate: boolean;
}

/**
 * The attempts in order, the first that finds anything wins: every word
 * exactly (with its compounds); then, only when some word has a close
 * spelling, every word with its corrections; then, for several words, any
 * one of them. Lazy: the corrections are looked for only when the exact
 * attempt found nothing.
 */
export function* searchAttempts(words: SearchWord[], vocabulary: SearchVocabulary): Generator<SearchAttempt> {
  if (words.length === 0) return;
  const exact = words.map((word) => ({ word, terms: compoundTerms(vocabulary, word) }));
  yield { alternatives: exact, join: 'AND', approximate: false };
  const corrections = words.map((word) => closeTerms(vocabulary, word));
  const corrected = exact.map(({ word, terms }, index) => ({ word, terms: [...terms, ...corrections[index]] }));
  if (corrections.some((terms) => terms.length > 0)) yield { alternatives: corrected, join: 'AND', approximate: true };
  if (words.length > 1) yield { alternatives: corrected, join: 'OR', approximate: true };
}
