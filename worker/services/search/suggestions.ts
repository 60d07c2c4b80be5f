/**
 * The header box's suggestions (issue 18 item 1): at most six products,
 * four groups and four brands for what has been typed so far, from the same
 * attempts as the search page (exact, then approximate). The first letters
 * everyone types are cached under the catalogue version.
 */
import { foldDiacritics, normaliseSearchQuery, searchWords } from '../../../shared/search/query.ts';
import type { SearchSuggestions, SuggestedLink } from '../../../shared/search/types.ts';
import type { ProductGroupNode } from '../../../shared/types/catalogue.ts';
import type { CatalogueSource } from '../../data/catalogue-cache.ts';
import { getSuggestedProductsByIds } from '../../data/product-list-by-ids.ts';
import { flattenGroups, getProductGroupTree } from '../../data/product-groups.ts';
import { listBrands } from '../../data/resources.ts';
import { getSearchVocabulary, readThroughSearchAnswer } from '../../data/search-matches.ts';
import { matchingNames } from './name-match.ts';
import { findModelIds, type SearchInput } from './search-products.ts';
import { withoutTypedLetter } from './typed-letter.ts';
import { searchAttempts } from './vocabulary-match.ts';

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_GROUPS = 4;
export const SUGGESTED_BRANDS = 4;
/** Queries up to this many characters are cached: few of them, asked by everyone, and the widest to match. */
const CACHED_QUERY_LENGTH = 3;
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

export async function searchSuggestions(source: CatalogueSource, input: SearchInput): Promise<SearchSuggestions> {
  const query = normaliseSearchQuery(input.query);
  if (searchWords(query).length === 0) return { query, approximate: false, products: [], groups: [], brands: [] };
  const folded = foldDiacritics(query.toLowerCase());
  if ([...folded].length > CACHED_QUERY_LENGTH) return loadSuggestions(source, input, query);
  // The answer names the query as typed; the cached one may have been asked with other case or accents.
  const cached = await readThroughSearchAnswer(source, `suggestions:${input.language}:${input.taxAreaId}:${folded}`, () => loadSuggestions(source, input, query));
  return { ...cached, query };
}
