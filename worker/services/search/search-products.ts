/**
 * The search page's results (issue 18 item 1, decision 032): every listed
 * model that matches the query, best first, as the same grid items as a
 * group page. Exact matching first; when it finds nothing, the approximate
 * fallback (vocabulary-match.ts), and the answer says so.
 */
import type { Language } from '../../../shared/languages.ts';
import { matchExpression, normaliseSearchQuery, searchWords } from '../../../shared/search/query.ts';
import type { ProductListItem } from '../../../shared/types/product-list.ts';
import type { CatalogueSource } from '../../data/catalogue-cache.ts';
import { getProductListItemsByIds } from '../../data/product-list-by-ids.ts';
import { getSearchVocabulary, matchSearchModels } from '../../data/search-matches.ts';
import { searchAttempts, type SearchAttempt } from './vocabulary-match.ts';

/** Results of one search: enough for any grid, and a bound on the list read. */
export const SEARCH_RESULT_LIMIT = 1000;

export interface SearchInput { language: Language; taxAreaId: number; query: string }

/** The attempt's model ids, best first, ranked among at most `candidates` matches when given (none for an attempt with nothing to match). */
export function findModelIds(source: CatalogueSource, input: SearchInput, attempt: SearchAttempt, limit: number, candidates?: number): Promise<number[]> {
  return matchSearchModels(source, input.language, input.taxAreaId, matchExpression(attempt.alternatives, attempt.join), limit, candidates);
}

export async function searchProducts(
  source: CatalogueSource, input: SearchInput,
): Promise<{ query: string; approximate: boolean; items: ProductListItem[] }> {
  const query = normaliseSearchQuery(input.query);
  const words = searchWords(query);
  if (words.length === 0) return { query, approximate: false, items: [] };
  const vocabulary = await getSearchVocabulary(source, input.language);
  for (const attempt of searchAttempts(words, vocabulary)) {
    const ids = await findModelIds(source, input, attempt, SEARCH_RESULT_LIMIT);
    if (ids.length > 0) {
      return { query, approximate: attempt.approximate, items: await getProductListItemsByIds(source.db, ids, input.language, input.taxAreaId) };
    }
  }
  return { query, approximate: false, items: [] };
}
