import type { RangeChoice } from '../types/grid.ts';
import type { ProductListItem } from '../types/product-list.ts';

/** What occurs in a whole list: the values a filter can offer, before any filter applies. */
export interface ListValues {
  manufacturers: Map<string, string>;
  colors: Set<string>;
  stores: Set<string>;
  sizes: Set<string>;
  groupIds: Set<number>;
  /** Text values per property slug (checkbox filters). */
  propertyValues: Map<string, Set<string>>;
  /** Raw bounds per property slug over numeric values (range filters). */
  propertyRanges: Map<string, RangeChoice>;
}

/** A property's numeric value, for range filters; text values are not numbers. */
export function numericValue(value: number | string): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

function collect(items: readonly ProductListItem[]): ListValues {
  const values: ListValues = {
    manufacturers: new Map(), colors: new Set(), stores: new Set(), sizes: new Set(),
    groupIds: new Set(), propertyValues: new Map(), propertyRanges: new Map(),
  };
  for (const item of items) {
    if (!values.manufacturers.has(item.manufacturerSlug)) values.manufacturers.set(item.manufacturerSlug, item.manufacturer);
    for (const colour of item.colors) values.colors.add(colour.control);
    for (const store of item.stocks) values.stores.add(store);
    for (const size of item.sizes) values.sizes.add(size);
    for (const id of item.productGroupIds) values.groupIds.add(id);
    for (const property of item.properties) {
      addTo(values.propertyValues, property.slug, String(property.value));
      const number = numericValue(property.value);
      if (number === null) continue;
      const range = values.propertyRanges.get(property.slug);
      if (range) {
        range.min = Math.min(range.min, number);
        range.max = Math.max(range.max, number);
      } else values.propertyRanges.set(property.slug, { min: number, max: number });
    }
  }
  return values;
}

// Filtering per keystroke reuses the scan of the same (never mutated) list.
const cache = new WeakMap<readonly ProductListItem[], ListValues>();

export function listValues(items: readonly ProductListItem[]): ListValues {
  let values = cache.get(items);
  if (!values) {
    values = collect(items);
    cache.set(items, values);
  }
  return values;
}
