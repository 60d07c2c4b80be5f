import type { ListPrice } from '../types/product-list.ts';

/** A product the header's suggestions list: its card in brief (price in euro, as the catalogue holds it). */
export interface SuggestedProduct {
  id: number;
  name: string;
  manufacturer: string;
  /** Local path of the product page, with outer slashes, no locale prefix. */
  path: string;
  /** The model's first image; '' when it has none. */
  image: string;
  price: ListPrice;
  /** The variants' active prices differ: the price is prefixed "from". */
  fromPrefix: boolean;
}

/** A product group or brand the suggestions name. */
export interface SuggestedLink {
  name: string;
  /** Local path with outer slashes, no locale prefix. */
  path: string;
}

/**
 * Answer of `GET /api/search/suggestions/?q={query}&lang={language}` (issue 18).
 * `query` is the normalised query the answer is for (the client drops an
 * answer for an older query); `approximate` is true when nothing matched
 * exactly and the lists come from the approximate fallback (cat 8).
 */
export interface SearchSuggestions {
  query: string;
  approximate: boolean;
  products: SuggestedProduct[];
  groups: SuggestedLink[];
  brands: SuggestedLink[];
}
