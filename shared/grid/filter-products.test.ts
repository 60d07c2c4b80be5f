import { describe, expect, it } from 'vitest';
import type { GridContext, GridQuery } from '../types/grid.ts';
import type { ProductListItem } from '../types/product-list.ts';
import { createGridFilter, filterProducts, knownValues, type FilterKey } from './filter-products.ts';
import { emptyGridQuery } from './grid-query.ts';
import { colour, gridContext, ids, listItem } from '../../tests/unit-helpers/test-items.ts';

const query = (overrides: Partial<GridQuery>): GridQuery => ({ ...emptyGridQuery('default'), ...overrides });
const ctx = gridContext({
  subgroups: [{ id: 10, slug: 'jackets', name: 'Jackets' }, { id: 11, slug: 'trousers', name: 'Trousers' }, { id: 12, slug: 'gloves', name: 'Gloves' }],
  stores: [{ slug: 'helsinki', name: 'Helsinki' }, { slug: 'oulu', name: 'Oulu' }],
  propertyFilters: [
    { slug: 'weight', name: 'Weight', unit: 'g', filter: 'range' },
    { slug: 'waterproof', name: 'Waterproof', unit: '', filter: 'checkbox' },
  ],
});
const items = [
  listItem({ id: 1, manufacturerSlug: 'halti', colors: [colour('red'), colour('blue')], stocks: ['helsinki'], sizes: ['S', 'M'], productGroupIds: [1, 10],
    price: { active: 50, reference: 80, type: 'discount', club: null }, properties: [{ slug: 'weight', value: 400, filter: 'range' }, { slug: 'waterproof', value: 'yes', filter: 'checkbox' }] }),
  listItem({ id: 2, manufacturerSlug: 'haglofs', colors: [colour('black')], stocks: ['oulu'], sizes: ['L'], productGroupIds: [1, 11],
    price: { active: 120, reference: 120, type: 'normal', club: null }, properties: [{ slug: 'weight', value: 900, filter: 'range' }] }),
  listItem({ id: 3, manufacturerSlug: 'halti', colors: [colour('blue')], stocks: [], sizes: ['M', 'L'], productGroupIds: [1, 10],
    price: { active: 200, reference: 200, type: 'normal', club: null }, properties: [{ slug: 'waterproof', value: 'no', filter: 'checkbox' }] }),
];

describe('filterProducts', () => {
  it('returns every item, as a new array, when no filter is set', () => {
    const result = filterProducts(items, query({ sort: 'lowest', page: 3 }), ctx);
    expect(ids(result)).toEqual([1, 2, 3]);
    expect(result).not.toBe(items);
  });

  it('filters by the shown price, bounds included', () => {
    expect(ids(filterProducts(items, query({ price: { min: 50, max: 120 } }), ctx))).toEqual([1, 2]);
    const doubled = gridContext({ ...ctx, toShownPrice: (euro) => euro * 2 });
    expect(ids(filterProducts(items, query({ price: { min: 200, max: 240 } }), doubled))).toEqual([2]);
  });

  it('filters by manufacturer slug', () => {
    expect(ids(filterProducts(items, query({ manufacturer: ['halti'] }), ctx))).toEqual([1, 3]);
  });

  it('matches any of an item’s colours', () => {
    expect(ids(filterProducts(items, query({ color: ['blue'] }), ctx))).toEqual([1, 3]);
  });

  it('filters by the stores holding stock', () => {
    expect(ids(filterProducts(items, query({ store: ['oulu'] }), ctx))).toEqual([2]);
  });

  it('filters by orderable sizes', () => {
    expect(ids(filterProducts(items, query({ size: ['S'] }), ctx))).toEqual([1]);
  });

  it('filters by subgroup slug through the subgroups’ ids', () => {
    expect(ids(filterProducts(items, query({ group: ['trousers'] }), ctx))).toEqual([2]);
  });

  it('keeps products without the property out of a range filter', () => {
    expect(ids(filterProducts(items, query({ properties: { weight: { min: 0, max: 10000 } } }), ctx))).toEqual([1, 2]);
    expect(ids(filterProducts(items, query({ properties: { weight: { min: 500, max: 1000 } } }), ctx))).toEqual([2]);
  });

  it('filters a checkbox property by its text value', () => {
    expect(ids(filterProducts(items, query({ properties: { waterproof: ['yes'] } }), ctx))).toEqual([1]);
    expect(ids(filterProducts(items, query({ properties: { waterproof: ['yes', 'no'] } }), ctx))).toEqual([1, 3]);
  });

  it('ignores properties this grid does not filter by and values in the wrong shape', () => {
    expect(ids(filterProducts(items, query({ properties: { height: { min: 0, max: 1 } } }), ctx))).toEqual([1, 2, 3]);
    expect(ids(filterProducts(items, query({ properties: { weight: ['400'] } }), ctx))).toEqual([1, 2, 3]);
  });

  it('filters by text', () => {
    const named = [listItem({ id: 1, name: 'Rain Jacket' }), listItem({ id: 2, name: 'Down jacket', description: 'Warm.' })];
    expect(ids(filterProducts(named, query({ text: 'JACKET' }), ctx))).toEqual([1, 2]);
    expect(ids(filterProducts(named, query({ text: 'warm' }), ctx))).toEqual([2]);
  });

  it('treats text with no letter or digit as no text filter', () => {
    expect(createGridFilter(items, query({ text: ' -- ' }), ctx).tests).toEqual([]);
  });

  it('combines values of one filter with OR and different filters with AND', () => {
    expect(ids(filterProducts(items, query({ color: ['red', 'black'] }), ctx))).toEqual([1, 2]);
    expect(ids(filterProducts(items, query({ color: ['red', 'black'], size: ['L'] }), ctx))).toEqual([2]);
    expect(ids(filterProducts(items, query({ manufacturer: ['halti'], size: ['L'], group: ['jackets'] }), ctx))).toEqual([3]);
    expect(ids(filterProducts(items, query({ manufacturer: ['haglofs'], color: ['blue'] }), ctx))).toEqual([]);
  });

  it('lets an unknown value match nothing beside known ones', () => {
    expect(ids(filterProducts(items, query({ color: ['red', 'mauve'] }), ctx))).toEqual([1]);
  });

  it('treats a filter of only unknown values as not set', () => {
    for (const unknown of [
      { manufacturer: ['nobody'] }, { color: ['mauve'] }, { store: ['stockholm'] }, { size: ['XXXL'] },
      { group: ['tents'] }, { properties: { waterproof: ['maybe'] } },
    ]) {
      expect(ids(filterProducts(items, query(unknown), ctx))).toEqual([1, 2, 3]);
    }
  });

  it('counts a store slug not offered by the page as unknown even when an item holds it', () => {
    const stocked = [listItem({ id: 1, stocks: ['web'] }), listItem({ id: 2, stocks: ['helsinki'] })];
    expect(ids(filterProducts(stocked, query({ store: ['web'] }), ctx))).toEqual([1, 2]);
  });

  it('counts a subgroup with no product in the list as unknown', () => {
    expect(ids(filterProducts(items, query({ group: ['gloves'] }), ctx))).toEqual([1, 2, 3]);
  });
});

describe('knownValues', () => {
  it('keeps the values the list knows, in the given order', () => {
    expect(knownValues(['b', 'x', 'a'], new Set(['a', 'b']))).toEqual(['b', 'a']);
  });

  it('keeps every value when nothing is known about the list', () => {
    expect(knownValues(['b', 'x'], null)).toEqual(['b', 'x']);
  });
});

/** One item through a filter compiled for it alone; the whole list, when given, prunes unknown values. */
const productMatches = (item: ProductListItem, q: GridQuery, context: GridContext, skip?: FilterKey, list?: readonly ProductListItem[]) =>
  createGridFilter(list ?? null, q, context).matches(item, skip);

describe('one item against the filters', () => {
  it('tests one item against every set filter', () => {
    expect(productMatches(items[0], query({ color: ['red'], size: ['S'] }), ctx)).toBe(true);
    expect(productMatches(items[1], query({ color: ['red'], size: ['S'] }), ctx)).toBe(false);
  });

  it('leaves out the filter named by skip', () => {
    expect(productMatches(items[1], query({ color: ['red'], size: ['L'] }), ctx, 'color')).toBe(true);
    expect(productMatches(items[0], query({ properties: { waterproof: ['no'] } }), ctx, 'property:waterproof')).toBe(true);
  });

  it('takes unknown values as given without the whole list and prunes them with it', () => {
    expect(productMatches(items[0], query({ color: ['mauve'] }), ctx)).toBe(false);
    expect(productMatches(items[0], query({ color: ['mauve'] }), ctx, undefined, items)).toBe(true);
  });
});
