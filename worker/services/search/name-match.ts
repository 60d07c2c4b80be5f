/**
 * Group and brand names matched against a search attempt in memory (the
 * lists are small and cached): the same rules the index applies to a
 * model's name, so the suggestions' groups and brands agree with its products.
 */
import { indexText } from '../../../shared/search/index-text.ts';
import { joinedForm, type WordAlternatives } from '../../../shared/search/query.ts';
import type { SearchAttempt } from './vocabulary-match.ts';

/** The word's tokens side by side in the name, the last as a prefix when it is being typed. */
function hasPhrase(tokens: string[], { word }: WordAlternatives): boolean {
  const last = word.tokens.length - 1;
  return tokens.some((_, start) => word.tokens.every((token, offset) => {
    const candidate = tokens[start + offset];
    if (candidate === undefined) return false;
    return word.prefix && offset === last ? candidate.startsWith(token) : candidate === token;
  }));
}

function wordMatches(tokens: string[], alternatives: WordAlternatives): boolean {
  if (hasPhrase(tokens, alternatives)) return true;
  const joined = joinedForm(alternatives.word.tokens);
  if (joined && tokens.some((token) => (alternatives.word.prefix ? token.startsWith(joined) : token === joined))) return true;
  return alternatives.terms.some((term) => tokens.includes(term));
}

/** Whether the name answers the attempt: every word (AND) or one of them (OR). */
export function nameMatches(name: string, attempt: SearchAttempt): boolean {
  return tokensMatch(indexText(name).split(' '), attempt);
}

function tokensMatch(tokens: string[], attempt: SearchAttempt): boolean {
  const matches = (alternatives: WordAlternatives) => wordMatches(tokens, alternatives);
  return attempt.join === 'AND' ? attempt.alternatives.every(matches) : attempt.alternatives.some(matches);
}

// The lists are the cached catalogue values, shared by every request of a catalogue version: their names are tokenised once.
const listTokens = new WeakMap<readonly { name: string }[], string[][]>();

function tokensOf(items: readonly { name: string }[]): string[][] {
  let tokens = listTokens.get(items);
  if (!tokens) {
    tokens = items.map((item) => indexText(item.name).split(' '));
    listTokens.set(items, tokens);
  }
  return tokens;
}

/**
 * The items whose name answers the attempt, best first: a name that begins
 * with the query's first word, then fewer words, then shorter, then the
 * list's own order; a name already taken is skipped. At most limit.
 */
export function matchingNames<T extends { name: string }>(items: readonly T[], attempt: SearchAttempt, limit: number): T[] {
  const first = attempt.alternatives[0]?.word.tokens[0] ?? '';
  const tokens = tokensOf(items);
  const ranked = items
    .map((item, order) => ({ item, order, tokens: tokens[order] }))
    .filter(({ tokens }) => tokensMatch(tokens, attempt))
    .map((entry) => ({ ...entry, leads: entry.tokens[0]?.startsWith(first) ? 0 : 1 }))
    .sort((x, y) => x.leads - y.leads || x.tokens.length - y.tokens.length || x.item.name.length - y.item.name.length || x.order - y.order);
  const seen = new Set<string>();
  const chosen: T[] = [];
  for (const { item } of ranked) {
    const key = item.name.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(item);
    if (chosen.length === limit) break;
  }
  return chosen;
}
