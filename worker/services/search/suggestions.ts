/**
 * The header box's suggestions (issue 18 item 1): at most six products,
 * four groups and four brands for what has been typed so far, from the same
 * attempts as the search page (exact, then approximate). Every answer is
 * kept under the catalogue version (decision 038): the first letters
 * everyone types in KV, longer texts in the isolate's memory only.
 */
import { foldDiacritics, normaliseSearchQuery, searchWords } from '../../../shared/search/query.ts';
import type { SearchSuggestions, SuggestedLink } from '../../../shared/search/types.ts';
import type { ProductGroupNode } from '../../../shared/types/catalogue.ts';
import { withRecentVersion, type CatalogueSource } from '../../data/catalogue-cache.ts';
import { getSuggestedProductsByIds } from '../../data/product-list-by-ids.ts';
import { flattenGroups, getProductGroupTree } from '../../data/product-groups.ts';
import { listBrands } from '../../data/resources.ts';
import { getSearchVocabulary, readThroughSearchAnswer, rememberSearchAnswer } from '../../data/search-matches.ts';
import { matchingNames } from './name-match.ts';
import { findModelIds, type SearchInput } from './search-products.ts';
import { withoutTypedLetter } from './typed-letter.ts';
import { searchAttempts } from './vocabulary-match.ts';

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_GROUPS = 4;
export const SUGGESTED_BRANDS = 4;
/** Queries up to this many characters are cached in KV: few of them, asked by everyone, and the widest to match. */
const CACHED_QUERY_LENGTH = 3;
/**
 * How old the catalogue version behind a suggestion may be (decision 038):
 * browsers keep an answer a minute anyway, and a remembered answer then
 * costs no D1 round trip.
 */
export const SUGGESTIONS_VERSION_AGE_MS = 1000;
/** Matches ranked for the six products: the newest this many, so a word in half of a 50,000-model catalogue stays cheap. */
const SUGGESTION_CANDIDATES = 2000;

// One flat list per cached group tree, so its names are tokenised once (name-match.ts).
const flatGroups = new WeakMap<ProductGroupNode[], ProductGroupNode[]>();

function groupListOf(tree: ProductGroupNode[]): ProductGroupNode[] {
  let list = flatGroups.get(tree);
  if (!list) {
    list = flattenGroups(tree);
    flatGroups.set(tree, list);
  }
  return list;
}

async function loadSuggestions(source: CatalogueSource, input: SearchInput, query: string): Promise<SearchSuggestions> {
  const words = searchWords(query);
  const [vocabulary, groupTree, brandList] = await Promise.all([
    getSearchVocabulary(source, input.language),
    getProductGroupTree(source, input.language),
    listBrands(source, input.language),
  ]);
  const groupList = groupListOf(groupTree);
  for (const attempt of searchAttempts(words, vocabulary)) {
    // A single letter names groups and brands only.
    const productAttempt = withoutTypedLetter(attempt);
    const ids = productAttempt ? await findModelIds(source, input, productAttempt, SUGGESTED_PRODUCTS, SUGGESTION_CANDIDATES) : [];
    const groups = matchingNames(groupList, attempt, SUGGESTED_GROUPS).map((group): SuggestedLink => ({ name: group.name, path: group.path }));
    const brands = matchingNames(brandList, attempt, SUGGESTED_BRANDS).map((brand): SuggestedLink => ({ name: brand.name, path: `/${brand.slug}/` }));
    if (ids.length > 0 || groups.length > 0 || brands.length > 0) {
      const products = await getSuggestedProductsByIds(source.db, ids, input.language, input.taxAreaId);
      return { query, approximate: attempt.approximate, products, groups, brands };
    }
  }
  return { query, approximate: false, products: [], groups: [], brands: [] };
}

export async function searchSuggestions(requestSource: CatalogueSource, input: SearchInput): Promise<SearchSuggestions> {
  const source = withRecentVersion(requestSource, SUGGESTIONS_VERSION_AGE_MS);
  const query = normaliseSearchQuery(input.query);
  if (searchWords(query).length === 0) return { query, approximate: false, products: [], groups: [], brands: [] };
  const folded = foldDiacritics(query.toLowerCase());
  const key = `suggestions:${input.language}:${input.taxAreaId}:${folded}`;
  const readThroughCache = [...folded].length > CACHED_QUERY_LENGTH ? rememberSearchAnswer : readThroughSearchAnswer;
  // The answer names the query as typed; the cached one may have been asked with other case or accents.
  const cached = await readThroughCache(source, key, () => loadSuggestions(source, input, query));
  return { ...cached, query };
}
