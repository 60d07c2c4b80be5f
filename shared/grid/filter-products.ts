import { isSwatchColour } from '../colour-swatches.ts';
import type { GridContext, GridQuery, RangeChoice } from '../types/grid.ts';
import type { ProductListItem } from '../types/product-list.ts';
import { listValues, numericValue, type ListValues } from './list-values.ts';
import { normaliseSearchText, textMatcher } from './text-search.ts';

/** A filter the modal offers choices for; properties go by slug. */
export type FacetKey = 'price' | 'manufacturer' | 'color' | 'store' | 'size' | 'group' | `property:${string}`;
export type FilterKey = 'text' | FacetKey;

export function propertyKey(slug: string): FacetKey {
  return `property:${slug}`;
}

interface FilterTest { key: FilterKey; test: (item: ProductListItem) => boolean }

/** A query made ready for many items: only the filters that are set, their value sets built once. */
interface GridFilter {
  tests: FilterTest[];
  /** True when the item passes every set filter except `skip`. */
  matches: (item: ProductListItem, skip?: FilterKey) => boolean;
}

/**
 * The chosen values the list knows; known null takes every value as given.
 * A value nothing in the list has cannot be picked or unpicked in the modal, so it is dropped,
 * and a filter left with no known value counts as not set: an old link shows the whole list, not an empty grid.
 */
export function knownValues(values: readonly string[], known: ReadonlySet<string> | null): string[] {
  return known ? values.filter((value) => known.has(value)) : [...values];
}

function inRange(value: number, range: RangeChoice): boolean {
  return value >= range.min && value <= range.max;
}

type ListFilterKey = 'manufacturer' | 'color' | 'store' | 'size' | 'group';

/** The values each list filter knows: what the filter modal offers (see filterFacets). */
function knownSets(present: ListValues, ctx: GridContext): Record<ListFilterKey, ReadonlySet<string>> {
  return {
    manufacturer: new Set(present.manufacturers.keys()),
    color: new Set([...present.colors].filter(isSwatchColour)),
    store: new Set(ctx.stores.map((store) => store.slug).filter((slug) => present.stores.has(slug))),
    size: present.sizes,
    group: new Set(ctx.subgroups.filter((group) => present.groupIds.has(group.id)).map((group) => group.slug)),
  };
}

/** Compiles the query's filters; with a list, unknown values are pruned against it (see knownValues). */
export function createGridFilter(list: readonly ProductListItem[] | null, query: GridQuery, ctx: GridContext): GridFilter {
  const present = list && listValues(list);
  const known = present && knownSets(present, ctx);
  const tests: FilterTest[] = [];
  const addList = (key: FacetKey, values: readonly string[], knownSet: ReadonlySet<string> | null, test: (item: ProductListItem, chosen: Set<string>) => boolean) => {
    const chosen = new Set(knownValues(values, knownSet));
    if (chosen.size > 0) tests.push({ key, test: (item) => test(item, chosen) });
  };

  const price = query.price;
  if (price) tests.push({ key: 'price', test: (item) => inRange(ctx.toShownPrice(item.price.active), price) });
  addList('manufacturer', query.manufacturer, known && known.manufacturer, (item, chosen) => chosen.has(item.manufacturerSlug));
  addList('color', query.color, known && known.color, (item, chosen) => item.colors.some((colour) => chosen.has(colour.control)));
  addList('store', query.store, known && known.store, (item, chosen) => item.stocks.some((store) => chosen.has(store)));
  addList('size', query.size, known && known.size, (item, chosen) => item.sizes.some((size) => chosen.has(size)));
  const groupSlugs = new Set(knownValues(query.group, known && known.group));
  if (groupSlugs.size > 0) {
    // Slugs become ids once here, not per item.
    const ids = new Set(ctx.subgroups.filter((group) => groupSlugs.has(group.slug)).map((group) => group.id));
    tests.push({ key: 'group', test: (item) => item.productGroupIds.some((id) => ids.has(id)) });
  }

  for (const { slug, filter } of ctx.propertyFilters) {
    if (!Object.hasOwn(query.properties, slug)) continue;
    const choice = query.properties[slug];
    if (filter === 'range' && !Array.isArray(choice)) {
      tests.push({ key: propertyKey(slug), test: (item) => item.properties.some((property) => {
        const value = property.slug === slug ? numericValue(property.value) : null;
        return value !== null && inRange(value, choice);
      }) });
    } else if (filter === 'checkbox' && Array.isArray(choice)) {
      addList(propertyKey(slug), choice, present && (present.propertyValues.get(slug) ?? new Set()), (item, chosen) =>
        item.properties.some((property) => property.slug === slug && chosen.has(String(property.value))));
    }
  }

  // Last: the costliest test runs on the fewest items. Text with no letter or digit filters nothing.
  if (normaliseSearchText(query.text) !== '') tests.push({ key: 'text', test: textMatcher(query.text) });

  return {
    tests,
    matches: (item, skip) => tests.every((entry) => entry.key === skip || entry.test(item)),
  };
}

/** The items passing every set filter: AND across filters, OR within one filter's values (cat 2). */
export function filterProducts(items: readonly ProductListItem[], query: GridQuery, ctx: GridContext): ProductListItem[] {
  const filter = createGridFilter(items, query, ctx);
  if (filter.tests.length === 0) return [...items];
  return items.filter((item) => filter.matches(item));
}
