import type { GridProps } from './grid-page.ts';

/** /search/?q= (issue 18): the results in the product grid, or the search form alone. */
export interface SearchPageProps {
  /** The normalised query; '' shows the search form alone. */
  query: string;
  /** Nothing matched exactly: the results come from the approximate fallback (cat 8). */
  approximate: boolean;
  /** The search could not run: cat 8's message instead of results (the page answers 503). */
  failed: boolean;
  /** The results' grid; null without a query, without results or when the search failed. */
  grid: GridProps | null;
}
