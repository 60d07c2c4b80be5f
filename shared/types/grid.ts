import type { ProductListItem } from './product-list.ts';

/** Sort options of cat 9 (the URL value); `backend` is the spec's backend name. */
export const GRID_SORTS = ['default', 'popular', 'newest', 'stars', 'offers', 'lowest', 'highest', 'alphabetical'] as const;
/**
 * The search grid's own sorts (issue 18, decision 033): `relevance` keeps the
 * search's order; `textMatch` is core 4's A/B variant, text match, then
 * most-converted, then most-viewed. Only a grid that offers them reads them.
 */
export const SEARCH_SORTS = ['relevance', 'textMatch'] as const;
export type GridSort = (typeof GRID_SORTS)[number] | (typeof SEARCH_SORTS)[number];

/** A range filter's chosen bounds, inclusive. */
export interface RangeChoice { min: number; max: number }

/**
 * Everything the grid's URL query says (cat 2 parameter names), parsed and
 * cleaned: unknown sorts fall back to the default, reversed ranges are swapped.
 */
export interface GridQuery {
  sort: GridSort;
  /** The text filter as typed (trimmed); '' for none. */
  text: string;
  /** In the visitor's currency. */
  price: RangeChoice | null;
  manufacturer: string[];
  /** Swatch keys. */
  color: string[];
  /** Store slugs. */
  store: string[];
  size: string[];
  /** Subgroup slugs. */
  group: string[];
  /** One entry per dynamic property slug: a range or the chosen values. */
  properties: Record<string, RangeChoice | string[]>;
  /** 1-based page of the crawlable pagination (`?page=N`). */
  page: number;
}

/** What filtering needs beyond the items: the page's own choices and the visitor's currency. */
export interface GridContext {
  language: string;
  /** Converts a euro price to the shown currency (rounded as shown). */
  toShownPrice(euro: number): number;
  /** The group's default sort, omitted from the URL (cat 4). */
  defaultSort: GridSort;
  /** Subgroups offered by the group filter. */
  subgroups: Array<{ id: number; slug: string; name: string }>;
  /** Retail stores for the store filter, in display order. */
  stores: Array<{ slug: string; name: string }>;
  /** Property filters of this grid, in display order. */
  propertyFilters: Array<{ slug: string; name: string; unit: string; filter: 'range' | 'checkbox' }>;
  /** Manufacturer names by slug, for the manufacturer filter's labels. */
  manufacturerNames?: Record<string, string>;
  /** A search grid's text-match rank of an item, lower first: the textMatch sort's first key. */
  textMatch?: (item: ProductListItem) => number;
}

/** A checkbox option with how many products it would show with the other filters kept. */
export interface FilterOption { value: string; label: string; count: number }

/** The filter modal's choices, from the whole list (cat 2). */
export interface FilterFacets {
  price: RangeChoice | null;
  manufacturer: FilterOption[];
  color: FilterOption[];
  store: FilterOption[];
  size: FilterOption[];
  group: FilterOption[];
  properties: Array<
    | { slug: string; name: string; unit: string; filter: 'range'; range: RangeChoice }
    | { slug: string; name: string; unit: string; filter: 'checkbox'; options: FilterOption[] }
  >;
}

/** Server-rendered grid state: the first page and what the toolbar shows before the full list arrives. */
export interface GridPage {
  items: ProductListItem[];
  /** Products in the whole list. */
  total: number;
  /** Products matching the query. */
  matching: number;
  /** Index of `items[0]` in the matching list (page N starts further in). */
  offset: number;
  pageSize: number;
  pageCount: number;
}
