import { GRID_SORTS, type GridQuery, type GridSort, type RangeChoice } from '../types/grid.ts';
import {
  MAX_TEXT_LENGTH, capLength, coversRange, formatRange, parseList, parsePage, parseRange,
} from './query-values.ts';
import { readQueryParams } from './query-params.ts';

/** The comma-list filters in their URL order (cat 2). */
const LIST_FILTERS = ['manufacturer', 'color', 'store', 'size', 'group'] as const;

/** Parameter names the grid owns; a property with one of these slugs could not be told apart, so it is not read. */
const RESERVED_PARAMS: ReadonlySet<string> = new Set(['sort', 'text', 'price', 'page', ...LIST_FILTERS]);

interface ParseOptions {
  defaultSort: GridSort;
  propertyFilters: ReadonlyArray<{ slug: string; filter: 'range' | 'checkbox' }>;
  /** The sorts the grid offers; GRID_SORTS when left out. */
  sorts?: readonly GridSort[];
}

interface SerialiseOptions {
  defaultSort: GridSort;
  /** The whole list's ranges: a range covering its full range is left out (cat 4). */
  fullRanges?: { price: RangeChoice | null; properties: Record<string, RangeChoice> };
}

const SORTS: ReadonlySet<string> = new Set(GRID_SORTS);

export function isGridSort(value: unknown): value is GridSort {
  return typeof value === 'string' && SORTS.has(value);
}

/** A query with no filter, on page 1. */
export function emptyGridQuery(sort: GridSort): GridQuery {
  return { sort, text: '', price: null, manufacturer: [], color: [], store: [], size: [], group: [], properties: {}, page: 1 };
}

/** The query after "clear filters": the sort stays, the page goes back to 1. */
export function clearFilters(query: GridQuery): GridQuery {
  return emptyGridQuery(query.sort);
}

/**
 * The grid's URL query, cleaned (cat 2). Never throws: whatever is malformed is dropped,
 * an unknown sort is the default and a negative price bound is 0. Give the search string
 * rather than URLSearchParams when values may hold commas (see readQueryParams).
 */
export function parseGridQuery(search: string | URLSearchParams, options: ParseOptions): GridQuery {
  const params = readQueryParams(search);
  const sort = params.get('sort');
  const offered = options.sorts ?? GRID_SORTS;
  const query = emptyGridQuery(offered.includes(sort as GridSort) ? sort as GridSort : options.defaultSort);
  query.text = capLength((params.get('text') ?? '').trim(), MAX_TEXT_LENGTH).trim();
  const price = parseRange(params.get('price'));
  query.price = price && { min: Math.max(0, price.min), max: Math.max(0, price.max) };
  for (const name of LIST_FILTERS) query[name] = parseList(params.getList(name));
  const properties: Array<[string, RangeChoice | string[]]> = [];
  for (const { slug, filter } of options.propertyFilters) {
    if (RESERVED_PARAMS.has(slug) || !params.has(slug)) continue;
    const value = filter === 'range' ? parseRange(params.get(slug)) : parseList(params.getList(slug));
    if (value !== null && !(Array.isArray(value) && value.length === 0)) properties.push([slug, value]);
  }
  // fromEntries defines own properties, so even a slug like '__proto__' stays a plain key.
  query.properties = Object.fromEntries(properties);
  query.page = parsePage(params.get('page'));
  return query;
}

function isUsableRange(range: RangeChoice): boolean {
  return Number.isFinite(range.min) && Number.isFinite(range.max);
}

function listParam(name: string, values: readonly string[]): string | null {
  if (values.length === 0) return null;
  // Commas between values stay literal; a comma inside a value is %2C.
  return `${encodeURIComponent(name)}=${values.map(encodeURIComponent).join(',')}`;
}

function rangeParam(name: string, range: RangeChoice, full: RangeChoice | null | undefined): string | null {
  if (!isUsableRange(range) || (full && coversRange(range, full))) return null;
  return `${encodeURIComponent(name)}=${formatRange(range)}`;
}

/**
 * The query as a URL search ('' or '?...'), in a stable order: sort, text, price, the lists,
 * the properties, page. Defaults are left out: the default sort, page 1, full ranges (cat 4).
 */
export function serialiseGridQuery(query: GridQuery, options: SerialiseOptions): string {
  const parts: Array<string | null> = [];
  if (query.sort !== options.defaultSort) parts.push(`sort=${query.sort}`);
  if (query.text.trim() !== '') parts.push(`text=${encodeURIComponent(query.text.trim())}`);
  if (query.price) parts.push(rangeParam('price', query.price, options.fullRanges?.price));
  for (const name of LIST_FILTERS) parts.push(listParam(name, query[name]));
  for (const [slug, value] of Object.entries(query.properties)) {
    const fullRanges = options.fullRanges?.properties;
    const full = fullRanges && Object.hasOwn(fullRanges, slug) ? fullRanges[slug] : null;
    parts.push(Array.isArray(value) ? listParam(slug, value) : rangeParam(slug, value, full));
  }
  if (query.page > 1) parts.push(`page=${Math.floor(query.page)}`);
  const present = parts.filter((part): part is string => part !== null);
  return present.length === 0 ? '' : `?${present.join('&')}`;
}

function activeFilters(query: GridQuery): boolean[] {
  return [
    query.text.trim() !== '',
    query.price !== null,
    ...LIST_FILTERS.map((name) => query[name].length > 0),
    ...Object.values(query.properties).map((value) => !Array.isArray(value) || value.length > 0),
  ];
}

/** A grid's URL search ('' or '?...') after the page's own parameters (GridSetup.pageQuery), which come first. */
export function withPageQuery(pageQuery: string | undefined, gridSearch: string): string {
  if (!pageQuery) return gridSearch;
  return `?${pageQuery}${gridSearch ? `&${gridSearch.slice(1)}` : ''}`;
}

/** True when any filter is set; sort and page are not filters. */
export function isFiltered(query: GridQuery): boolean {
  return activeFilters(query).some(Boolean);
}
