/**
 * The search query (issue 18, decision 032), the same for the header's
 * suggestions, the /search/ page and the worker: normalised once, folded like
 * the index, cut into words, and turned into an FTS5 MATCH expression in
 * which every term is a quoted string, so nothing a shopper types is syntax.
 */

/** Characters of a query that count; the rest is cut off (contract of GET /api/search/suggestions/). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Words of a query that are matched: enough for any real query, and a bound on the MATCH expression. */
export const SEARCH_MAX_WORDS = 8;

/** Letters and digits of any script; everything else separates words, as the index's tokenizer does. */
const TOKEN = /[\p{L}\p{N}]+/gu;
// Whitespace and control characters (a pasted tab or NUL) are one space.
const SPACE_RUN = /[\s\p{Cc}\p{Cf}]+/gu;
// Letters that Unicode does not decompose into a base letter and a mark.
const UNDECOMPOSED: Record<string, string> = { ß: 'ss', ø: 'o', Ø: 'O', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', þ: 'th', Þ: 'TH' };
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'gu');

/** Trimmed, whitespace collapsed to single spaces, cut to SEARCH_QUERY_MAX_LENGTH whole characters. */
export function normaliseSearchQuery(raw: string): string {
  const collapsed = raw.normalize('NFC').replace(SPACE_RUN, ' ').trim();
  const characters = [...collapsed];
  return characters.length <= SEARCH_QUERY_MAX_LENGTH ? collapsed : characters.slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trimEnd();
}

/** The text without diacritics ("kengät" → "kengat", "Crête" → "Crete", "ёлка" → "елка"); case is kept. */
export function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter]).normalize('NFC');
}

/** The lower-case, folded letter-and-digit runs of a text: the terms the index holds and a query asks for. */
export function searchTokens(text: string): string[] {
  return foldDiacritics(text.toLowerCase()).match(TOKEN) ?? [];
}

/** A word of the query as typed between spaces: "Gore-Tex" is one word of the tokens gore and tex. */
export interface SearchWord {
  tokens: string[];
  /** The last word is still being typed: it matches as a prefix. */
  prefix: boolean;
}

/** The words of a (normalised) query that hold a letter or digit, at most SEARCH_MAX_WORDS; the last is a prefix. */
export function searchWords(query: string): SearchWord[] {
  const words = query.split(' ').map(searchTokens).filter((tokens) => tokens.length > 0).slice(0, SEARCH_MAX_WORDS);
  return words.map((tokens, index) => ({ tokens, prefix: index === words.length - 1 }));
}

/** A word's tokens written together: "gore-tex" is also indexed, and asked for, as "goretex". */
export function joinedForm(tokens: string[]): string | null {
  return tokens.length > 1 ? tokens.join('') : null;
}

/** An FTS5 string: double quotes doubled, so the content is never syntax (NEAR, AND, *, : and so on are words). */
export function quoteTerm(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * What one word may match: its tokens as a phrase (a prefix phrase when it is
 * the last word), its joined form, and whole index terms found for it in the
 * vocabulary (compounds that contain it, or close spellings in the fallback).
 */
export interface WordAlternatives {
  word: SearchWord;
  terms: readonly string[];
}

/** One word's group: `("gore tex"* OR "goretex"* OR "goretexkalvo")`. */
function wordExpression({ word, terms }: WordAlternatives): string {
  const star = word.prefix ? '*' : '';
  const joined = joinedForm(word.tokens);
  const ownTerms = [quoteTerm(word.tokens.join(' ')) + star, ...(joined ? [quoteTerm(joined) + star] : [])];
  const covered = joined ?? word.tokens[0];
  // A term the word's own phrase already matches (itself, or under its prefix) adds nothing.
  const extra = [...new Set(terms)].filter((term) => (word.prefix ? !term.startsWith(covered) : term !== covered)).map(quoteTerm);
  return `(${[...ownTerms, ...extra].join(' OR ')})`;
}

/**
 * The MATCH expression of the words: every word (AND), or any of them (OR,
 * the approximate fallback's last try). '' when there is nothing to match.
 */
export function matchExpression(words: readonly WordAlternatives[], join: 'AND' | 'OR' = 'AND'): string {
  return words.map(wordExpression).join(` ${join} `);
}
