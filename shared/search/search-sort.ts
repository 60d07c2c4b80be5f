import { GRID_SORTS, type GridSort } from '../types/grid.ts';

/**
 * core 4's A/B split of the search sort (decision 033): arm 'a' sorts as the
 * general setting frosmo_search_sort_by says, arm 'b' by text match, then
 * most-converted, then most-viewed. A visitor's arm is drawn once and kept in
 * a cookie; the cookie, or the parameter that sets it, chooses an arm for tests.
 */
export type SearchSortArm = 'a' | 'b';

export const SEARCH_SORT_COOKIE = 'so_search_sort';
/** `?search_sort=a` or `=b` puts the visitor in that arm (and keeps it in the cookie). */
export const SEARCH_SORT_PARAM = 'search_sort';
/** Days the arm is kept, as long as the locale cookies (core 7). */
export const SEARCH_SORT_COOKIE_DAYS = 365;

export function isSearchSortArm(value: unknown): value is SearchSortArm {
  return value === 'a' || value === 'b';
}

/** The arm of a uniform draw in [0, 1): half the visitors each. */
export function armOfDraw(draw: number): SearchSortArm {
  return draw < 0.5 ? 'a' : 'b';
}

/** The arm from the override parameter, else the cookie, else a new draw; `keep` when the cookie must be (re)written. */
export function chooseSearchSortArm(param: string | null | undefined, cookie: string | null | undefined, draw: () => number): { arm: SearchSortArm; keep: boolean } {
  if (isSearchSortArm(param)) return { arm: param, keep: param !== cookie };
  if (isSearchSortArm(cookie)) return { arm: cookie, keep: false };
  return { arm: armOfDraw(draw()), keep: true };
}

/** The normal search sort frosmo_search_sort_by names: 'relevance' (the demo's), a grid sort by its URL name, else relevance. */
export function normalSearchSort(setting: string): GridSort {
  const name = setting.trim().toLowerCase();
  return (GRID_SORTS as readonly string[]).includes(name) ? (name as GridSort) : 'relevance';
}

/** The search grid's default sort in an arm and the sorts its toolbar offers: the arm's best match first, then the grid's. */
export function searchSortsFor(arm: SearchSortArm, setting: string): { defaultSort: GridSort; sorts: GridSort[] } {
  const bestMatch: GridSort = arm === 'b' ? 'textMatch' : 'relevance';
  return { defaultSort: arm === 'b' ? 'textMatch' : normalSearchSort(setting), sorts: [bestMatch, ...GRID_SORTS] };
}
