import { describe, expect, it } from 'vitest';
import type { FilterOption, GridQuery } from '../types/grid.ts';
import { filterFacets, fullRanges } from './filter-facets.ts';
import { emptyGridQuery } from './grid-query.ts';
import { colour, gridContext, listItem } from '../../tests/unit-helpers/test-items.ts';

const query = (overrides: Partial<GridQuery>): GridQuery => ({ ...emptyGridQuery('default'), ...overrides });
const counts = (options: FilterOption[]) => Object.fromEntries(options.map((option) => [option.value, option.count]));
const ctx = gridContext({
  subgroups: [{ id: 12, slug: 'gloves', name: 'Gloves' }, { id: 11, slug: 'trousers', name: 'Trousers' }, { id: 10, slug: 'jackets', name: 'Jackets' }],
  stores: [{ slug: 'oulu', name: 'Oulu' }, { slug: 'helsinki', name: 'Helsinki' }, { slug: 'turku', name: 'Turku' }],
  propertyFilters: [
    { slug: 'waterproof', name: 'Waterproof', unit: '', filter: 'checkbox' },
    { slug: 'weight', name: 'Weight', unit: 'g', filter: 'range' },
    { slug: 'volume', name: 'Volume', unit: 'l', filter: 'range' },
    { slug: 'fill', name: 'Fill', unit: '', filter: 'checkbox' },
  ],
  manufacturerNames: { halti: 'Halti', haglofs: 'Haglöfs' },
});
const items = [
  listItem({ id: 1, manufacturer: 'HALTI', manufacturerSlug: 'halti', colors: [colour('red'), colour('blue'), colour('blue')], stocks: ['helsinki', 'web'],
    sizes: ['M', 'S'], productGroupIds: [1, 10], price: { active: 49.5, reference: 80, type: 'discount', club: null },
    properties: [{ slug: 'weight', value: 400.4, filter: 'range' }, { slug: 'waterproof', value: 'yes', filter: 'checkbox' }] }),
  listItem({ id: 2, manufacturer: 'Haglöfs', manufacturerSlug: 'haglofs', colors: [colour('black'), colour('navy')], stocks: ['oulu'],
    sizes: ['L', '42'], productGroupIds: [1, 11], price: { active: 120, reference: 120, type: 'normal', club: null },
    properties: [{ slug: 'weight', value: 900.2, filter: 'range' }, { slug: 'waterproof', value: '10', filter: 'checkbox' }] }),
  listItem({ id: 3, manufacturer: 'Arc’teryx', manufacturerSlug: 'arcteryx', colors: [colour('blue')], stocks: [],
    sizes: ['M', 'XS'], productGroupIds: [1, 10], price: { active: 200.2, reference: 200.2, type: 'normal', club: null },
    properties: [{ slug: 'waterproof', value: '9', filter: 'checkbox' }] }),
];

describe('filterFacets', () => {
  it('offers the options of the whole list with counts when no filter is set', () => {
    const facets = filterFacets(items, emptyGridQuery('default'), ctx);
    expect(counts(facets.manufacturer)).toEqual({ halti: 1, haglofs: 1, arcteryx: 1 });
    expect(counts(facets.color)).toEqual({ red: 1, blue: 2, black: 1 });
    expect(counts(facets.size)).toEqual({ XS: 1, S: 1, M: 2, L: 1, 42: 1 });
  });

  it('gives the price range as floor of the lowest and ceiling of the highest shown price', () => {
    expect(filterFacets(items, emptyGridQuery('default'), ctx).price).toEqual({ min: 49, max: 201 });
    const doubled = gridContext({ ...ctx, toShownPrice: (euro) => euro * 2 });
    expect(filterFacets(items, emptyGridQuery('default'), doubled).price).toEqual({ min: 99, max: 401 });
  });

  it('gives no price range and no options for an empty list', () => {
    const facets = filterFacets([], emptyGridQuery('default'), ctx);
    expect(facets).toEqual({ price: null, manufacturer: [], color: [], store: [], size: [], group: [], properties: [] });
  });

  it('labels manufacturers by the given names, else by an item’s manufacturer, sorted by label', () => {
    const facets = filterFacets(items, emptyGridQuery('default'), ctx);
    expect(facets.manufacturer.map((option) => option.label)).toEqual(['Arc’teryx', 'Haglöfs', 'Halti']);
    expect(facets.manufacturer.map((option) => option.value)).toEqual(['arcteryx', 'haglofs', 'halti']);
  });

  it('offers only swatch colours present, in swatch order', () => {
    expect(filterFacets(items, emptyGridQuery('default'), ctx).color.map((option) => option.value)).toEqual(['red', 'blue', 'black']);
  });

  it('offers the page’s stores in their order, only those holding stock', () => {
    expect(filterFacets(items, emptyGridQuery('default'), ctx).store).toEqual([
      { value: 'oulu', label: 'Oulu', count: 1 }, { value: 'helsinki', label: 'Helsinki', count: 1 },
    ]);
  });

  it('offers sizes in size order', () => {
    expect(filterFacets(items, emptyGridQuery('default'), ctx).size.map((option) => option.value)).toEqual(['XS', 'S', 'M', 'L', '42']);
  });

  it('offers subgroups in the page’s order, only those with products', () => {
    expect(filterFacets(items, emptyGridQuery('default'), ctx).group).toEqual([
      { value: 'trousers', label: 'Trousers', count: 1 }, { value: 'jackets', label: 'Jackets', count: 2 },
    ]);
  });

  it('offers property filters in the page’s order, skipping those no product has', () => {
    const { properties } = filterFacets(items, emptyGridQuery('default'), ctx);
    expect(properties).toEqual([
      { slug: 'waterproof', name: 'Waterproof', unit: '', filter: 'checkbox', options: [
        { value: '9', label: '9', count: 1 }, { value: '10', label: '10', count: 1 }, { value: 'yes', label: 'yes', count: 1 },
      ] },
      { slug: 'weight', name: 'Weight', unit: 'g', filter: 'range', range: { min: 400, max: 901 } },
    ]);
  });

  it('counts each option with the other filters kept but its own filter left out', () => {
    // With only a colour set, colour options count over the whole list, as if nothing were ticked.
    expect(counts(filterFacets(items, query({ color: ['red'] }), ctx).color)).toEqual({ red: 1, blue: 2, black: 1 });
    expect(counts(filterFacets(items, query({ color: ['red'] }), ctx).size)).toEqual({ XS: 0, S: 1, M: 1, L: 0, 42: 0 });
    const facets = filterFacets(items, query({ color: ['blue'], size: ['M'] }), ctx);
    // Colours count among items of size M: 1 (red, blue) and 3 (blue).
    expect(counts(facets.color)).toEqual({ red: 1, blue: 2, black: 0 });
    // Sizes count among blue items: 1 and 3.
    expect(counts(facets.size)).toEqual({ XS: 1, S: 1, M: 2, L: 0, 42: 0 });
    // Other filters count among items passing both: 1 and 3.
    expect(counts(facets.manufacturer)).toEqual({ halti: 1, haglofs: 0, arcteryx: 1 });
  });

  it('counts an item failing two filters nowhere', () => {
    const facets = filterFacets(items, query({ color: ['red'], size: ['XS'] }), ctx);
    // Item 2 fails both: it adds to no option, not even black or L.
    expect(counts(facets.color).black).toBe(0);
    expect(counts(facets.size).L).toBe(0);
    expect(counts(facets.color)).toEqual({ red: 0, blue: 1, black: 0 });
  });

  it('applies the price, text and property filters to the other facets’ counts', () => {
    expect(counts(filterFacets(items, query({ price: { min: 100, max: 300 } }), ctx).color)).toEqual({ red: 0, blue: 1, black: 1 });
    expect(counts(filterFacets(items, query({ text: 'haglöfs' }), ctx).color)).toEqual({ red: 0, blue: 0, black: 1 });
    const byProperty = filterFacets(items, query({ properties: { weight: { min: 0, max: 500 }, waterproof: ['9', '10'] } }), ctx);
    expect(counts(byProperty.manufacturer)).toEqual({ halti: 0, haglofs: 0, arcteryx: 0 });
    const waterproof = byProperty.properties.find((property) => property.slug === 'waterproof');
    expect(waterproof?.filter === 'checkbox' && counts(waterproof.options)).toEqual({ 9: 0, 10: 0, yes: 1 });
  });

  it('keeps option lists and ranges from the whole list whatever is filtered', () => {
    const facets = filterFacets(items, query({ manufacturer: ['halti'], price: { min: 0, max: 60 } }), ctx);
    expect(facets.manufacturer).toHaveLength(3);
    expect(facets.price).toEqual({ min: 49, max: 201 });
  });
});

describe('fullRanges', () => {
  it('gives the price range and every range property’s range', () => {
    const facets = filterFacets(items, emptyGridQuery('default'), ctx);
    expect(fullRanges(facets)).toEqual({ price: { min: 49, max: 201 }, properties: { weight: { min: 400, max: 901 } } });
  });
});
