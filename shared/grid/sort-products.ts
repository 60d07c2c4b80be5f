import type { GridSort } from '../types/grid.ts';
import type { ListPrice, ProductListItem } from '../types/product-list.ts';
import { collatorFor } from './collators.ts';
import { percentOff } from './price-display.ts';

/** Percent off the reference price; the offers sort orders by it (cat 9). */
export function discountPercent(price: ListPrice): number {
  return percentOff(price.active, price.reference);
}

interface SortKey { value: (item: ProductListItem) => number; descending: boolean }

const desc = (value: SortKey['value']): SortKey => ({ value, descending: true });

const NUMERIC_SORTS: Record<Exclude<GridSort, 'alphabetical' | 'relevance' | 'textMatch'>, SortKey[]> = {
  default: [desc((item) => item.viewCount)],
  popular: [desc((item) => item.soldAmount)],
  newest: [desc((item) => Date.parse(item.published))],
  stars: [desc((item) => item.rating), desc((item) => item.ratingCount)],
  offers: [desc((item) => discountPercent(item.price))],
  lowest: [{ value: (item) => item.price.active, descending: false }],
  highest: [desc((item) => item.price.active)],
};

// Missing or unparseable values (an empty date, NaN) go last in either direction.
function keyOf(value: number, descending: boolean): number {
  if (Number.isNaN(value)) return Number.POSITIVE_INFINITY;
  return descending ? -value : value;
}

function compare(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The search grid's sorts (decision 033): relevance keeps the given order (the
 * search's, best first); textMatch orders by the text-match rank, then most
 * converted (sold), then most viewed, ties keeping the given order.
 */
function searchSortKeys(sort: GridSort, textMatch: ((item: ProductListItem) => number) | undefined): SortKey[] | null {
  if (sort === 'relevance') return [];
  if (sort !== 'textMatch') return null;
  return [{ value: textMatch ?? (() => 0), descending: false }, desc((item) => item.soldAmount), desc((item) => item.viewCount)];
}

/**
 * A sorted copy; ties go by id ascending so every render orders alike, except
 * in the search sorts, whose ties keep the search's order.
 */
export function sortProducts(
  items: readonly ProductListItem[], sort: GridSort, language: string, textMatch?: (item: ProductListItem) => number,
): ProductListItem[] {
  if (sort === 'alphabetical') {
    const collator = collatorFor(language);
    return [...items].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  }
  const searchKeys = searchSortKeys(sort, textMatch);
  const keys = searchKeys ?? NUMERIC_SORTS[sort as keyof typeof NUMERIC_SORTS] ?? NUMERIC_SORTS.default;
  // Keys are computed once per item, not once per comparison.
  const decorated = items.map((item, index) => ({ item, index, keys: keys.map((key) => keyOf(key.value(item), key.descending)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const order = compare(a.keys[i], b.keys[i]);
      if (order !== 0) return order;
    }
    return searchKeys ? a.index - b.index : a.item.id - b.item.id;
  });
  return decorated.map((entry) => entry.item);
}

/** Items in the order of sortIds; ids not listed follow in their existing order (cat 7). */
export function orderBySortIds(items: readonly ProductListItem[], sortIds: readonly number[]): ProductListItem[] {
  const rank = new Map<number, number>();
  sortIds.forEach((id, index) => {
    if (!rank.has(id)) rank.set(id, index);
  });
  const unlisted = sortIds.length;
  // Array sort is stable, so equal ranks keep the given order.
  return [...items].sort((a, b) => (rank.get(a.id) ?? unlisted) - (rank.get(b.id) ?? unlisted));
}
