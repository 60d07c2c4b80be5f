import type { GridPage } from '../types/grid.ts';
import type { ProductListItem } from '../types/product-list.ts';

/** Grid paging and timing constants (cat 9, cat 4 Grid, cat 5). */
export const SMALL_LIST_PAGE_SIZE = 120;
export const PAGE_SIZE = 60;
export const LOAD_MORE_STEP = 60;
/**
 * Cards a catalogue grid's HTML carries of its page (issue 19): the first
 * screen at any width. The rest of the page comes from the whole list, which
 * the client loads after hydration anyway to filter; crawlers get every card.
 */
export const FIRST_SCREEN_CARDS = 12;
export const SENTINEL_MARGIN_PX = 500;
/** The Back to top button shows when more products than this match (cat 2). */
export const BACK_TO_TOP_THRESHOLD = 12;
export const FILTER_DEBOUNCE_MS = 300;
export const TEXT_FILTER_DEBOUNCE_MS = 500;

/** 120 when the whole list is under 120, else 60 (cat 9). */
export function pageSizeFor(total: number): number {
  return total < SMALL_LIST_PAGE_SIZE ? SMALL_LIST_PAGE_SIZE : PAGE_SIZE;
}

/**
 * One page of the matching items (already filtered and sorted) for the crawlable pager.
 * A page past the end gives the last page, so an old link still shows products.
 */
export function gridPage(matching: readonly ProductListItem[], total: number, page: number): GridPage {
  const pageSize = pageSizeFor(total);
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(pageCount, Math.max(1, wanted));
  const offset = (current - 1) * pageSize;
  return {
    items: matching.slice(offset, offset + pageSize),
    total,
    matching: matching.length,
    offset,
    pageSize,
    pageCount,
  };
}
