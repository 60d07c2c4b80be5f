import { SWATCH_COLOURS } from '../colour-swatches.ts';
import { sortSizes } from '../sizes.ts';
import type { FilterFacets, FilterOption, GridContext, GridQuery, RangeChoice } from '../types/grid.ts';
import type { ProductListItem } from '../types/product-list.ts';
import { collatorFor } from './collators.ts';
import { createGridFilter, propertyKey, type FacetKey, type FilterKey } from './filter-products.ts';
import { listValues } from './list-values.ts';

type Counts = Map<FacetKey, Map<string, number>>;

function add(counts: Counts, key: FacetKey, values: Iterable<string>): void {
  let map = counts.get(key);
  if (!map) counts.set(key, (map = new Map()));
  // A value repeated on one item (two blue colours) counts the item once.
  for (const value of new Set(values)) map.set(value, (map.get(value) ?? 0) + 1);
}

function countItem(counts: Counts, item: ProductListItem, ctx: GridContext, groupSlugs: Map<number, string>, only: FilterKey | null): void {
  const wanted = (key: FacetKey) => only === null || only === key;
  if (wanted('manufacturer')) add(counts, 'manufacturer', [item.manufacturerSlug]);
  if (wanted('color')) add(counts, 'color', item.colors.map((colour) => colour.control));
  if (wanted('store')) add(counts, 'store', item.stocks);
  if (wanted('size')) add(counts, 'size', item.sizes);
  if (wanted('group')) add(counts, 'group', item.productGroupIds.flatMap((id) => groupSlugs.get(id) ?? []));
  for (const { slug, filter } of ctx.propertyFilters) {
    const key = propertyKey(slug);
    if (filter !== 'checkbox' || !wanted(key)) continue;
    add(counts, key, item.properties.filter((property) => property.slug === slug).map((property) => String(property.value)));
  }
}

/**
 * Each filter's choices from the whole list (cat 2). An option's count is the items that pass
 * every other set filter and have that option, so it says what ticking it would show.
 */
export function filterFacets(items: readonly ProductListItem[], query: GridQuery, ctx: GridContext): FilterFacets {
  const present = listValues(items);
  const filter = createGridFilter(items, query, ctx);
  const groupSlugs = new Map(ctx.subgroups.map((group) => [group.id, group.slug]));
  const counts: Counts = new Map();
  let lowest = Number.POSITIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const shown = ctx.toShownPrice(item.price.active);
    if (Number.isFinite(shown)) {
      lowest = Math.min(lowest, shown);
      highest = Math.max(highest, shown);
    }
    // Failing two filters, an item counts nowhere; failing one, it counts only for that filter's options.
    let failed: FilterKey | null = null;
    let failures = 0;
    for (const entry of filter.tests) {
      if (entry.test(item)) continue;
      failed = entry.key;
      failures += 1;
      if (failures > 1) break;
    }
    if (failures < 2 && failed !== 'text') countItem(counts, item, ctx, groupSlugs, failed);
  }

  const option = (key: FacetKey, value: string, label: string): FilterOption => ({ value, label, count: counts.get(key)?.get(value) ?? 0 });
  const names = ctx.manufacturerNames;
  const collator = collatorFor(ctx.language, true);
  const manufacturer = [...present.manufacturers]
    .map(([slug, name]) => option('manufacturer', slug, (names && Object.hasOwn(names, slug) ? names[slug] : name) || slug))
    .sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value));

  return {
    price: lowest <= highest ? { min: Math.floor(lowest), max: Math.ceil(highest) } : null,
    manufacturer,
    color: SWATCH_COLOURS.filter((swatch) => present.colors.has(swatch)).map((swatch) => option('color', swatch, swatch)),
    store: ctx.stores.filter((store) => present.stores.has(store.slug)).map((store) => option('store', store.slug, store.name)),
    size: sortSizes([...present.sizes]).map((size) => option('size', size, size)),
    group: ctx.subgroups.filter((group) => present.groupIds.has(group.id)).map((group) => option('group', group.slug, group.name)),
    properties: ctx.propertyFilters.flatMap((property): FilterFacets['properties'] => {
      const { slug, name, unit } = property;
      if (property.filter === 'range') {
        const range = present.propertyRanges.get(slug);
        return range ? [{ slug, name, unit, filter: 'range', range: { min: Math.floor(range.min), max: Math.ceil(range.max) } }] : [];
      }
      const values = [...(present.propertyValues.get(slug) ?? [])].sort(collator.compare);
      const key = propertyKey(slug);
      return values.length > 0 ? [{ slug, name, unit, filter: 'checkbox', options: values.map((value) => option(key, value, value)) }] : [];
    }),
  };
}

/** The facets' full ranges, in the shape serialiseGridQuery leaves covering ranges out by. */
export function fullRanges(facets: FilterFacets): { price: RangeChoice | null; properties: Record<string, RangeChoice> } {
  return {
    price: facets.price,
    properties: Object.fromEntries(facets.properties.flatMap((property) => (property.filter === 'range' ? [[property.slug, property.range]] : []))),
  };
}
