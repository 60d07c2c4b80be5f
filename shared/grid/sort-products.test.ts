import { describe, expect, it } from 'vitest';
import { GRID_SORTS } from '../types/grid.ts';
import { discountPercent, orderBySortIds, sortProducts } from './sort-products.ts';
import { ids, listItem } from '../../tests/unit-helpers/test-items.ts';

const price = (active: number, reference: number) => ({ active, reference, type: 'normal' as const, club: null });

describe('discountPercent', () => {
  it('gives the percent off the reference price', () => {
    expect(discountPercent(price(75, 100))).toBe(25);
    expect(discountPercent(price(33.33, 66.66))).toBeCloseTo(50, 10);
  });

  it('is 0 when the price is not reduced, is above the reference, or the reference is 0', () => {
    expect(discountPercent(price(100, 100))).toBe(0);
    expect(discountPercent(price(120, 100))).toBe(0);
    expect(discountPercent(price(0, 0))).toBe(0);
  });
});

describe('sortProducts', () => {
  it('keeps the search\'s order in the relevance sort', () => {
    const items = [listItem({ id: 9, viewCount: 1 }), listItem({ id: 2, viewCount: 50 }), listItem({ id: 5 })];
    expect(ids(sortProducts(items, 'relevance', 'en'))).toEqual([9, 2, 5]);
  });

  it('orders the text match sort by rank, then sold amount, then views, then the search\'s order', () => {
    const rank: Record<number, number> = { 1: 1, 2: 0, 3: 0, 4: 0, 5: 0 };
    const items = [
      listItem({ id: 1, soldAmount: 99 }),
      listItem({ id: 5, soldAmount: 2, viewCount: 1 }),
      listItem({ id: 2, soldAmount: 2, viewCount: 8 }),
      listItem({ id: 4, soldAmount: 3 }),
      listItem({ id: 3, soldAmount: 2, viewCount: 1 }),
    ];
    expect(ids(sortProducts(items, 'textMatch', 'en', (item) => rank[item.id]))).toEqual([4, 2, 5, 3, 1]);
  });

  it('orders the default sort by view count, most viewed first', () => {
    const items = [listItem({ id: 1, viewCount: 5 }), listItem({ id: 2, viewCount: 50 }), listItem({ id: 3, viewCount: 10 })];
    expect(ids(sortProducts(items, 'default', 'en'))).toEqual([2, 3, 1]);
  });

  it('orders popular by sold amount, best selling first', () => {
    const items = [listItem({ id: 1, soldAmount: 3, viewCount: 99 }), listItem({ id: 2, soldAmount: 7 }), listItem({ id: 3, soldAmount: 0 })];
    expect(ids(sortProducts(items, 'popular', 'en'))).toEqual([2, 1, 3]);
  });

  it('orders newest by publish date, latest first, with unparseable dates last', () => {
    const items = [
      listItem({ id: 1, published: '2023-05-01' }),
      listItem({ id: 2, published: '' }),
      listItem({ id: 3, published: '2024-02-01T10:00:00Z' }),
      listItem({ id: 4, published: '2024-02-01T09:00:00Z' }),
    ];
    expect(ids(sortProducts(items, 'newest', 'en'))).toEqual([3, 4, 1, 2]);
  });

  it('orders stars by rating, then by how many ratings', () => {
    const items = [
      listItem({ id: 1, rating: 8, ratingCount: 2 }),
      listItem({ id: 2, rating: 9, ratingCount: 1 }),
      listItem({ id: 3, rating: 8, ratingCount: 40 }),
      listItem({ id: 4, rating: 0, ratingCount: 0 }),
    ];
    expect(ids(sortProducts(items, 'stars', 'en'))).toEqual([2, 3, 1, 4]);
  });

  it('orders offers by discount percentage against the reference price, not by amount saved', () => {
    const items = [
      listItem({ id: 1, price: price(900, 1000) }), // 10 % (100 saved)
      listItem({ id: 2, price: price(10, 20) }), // 50 % (10 saved)
      listItem({ id: 3, price: price(50, 50) }), // 0 %
      listItem({ id: 4, price: price(75, 100) }), // 25 %
    ];
    expect(ids(sortProducts(items, 'offers', 'en'))).toEqual([2, 4, 1, 3]);
  });

  it('orders lowest and highest by the active price', () => {
    const items = [listItem({ id: 1, price: price(50, 80) }), listItem({ id: 2, price: price(20, 20) }), listItem({ id: 3, price: price(70, 70) })];
    expect(ids(sortProducts(items, 'lowest', 'en'))).toEqual([2, 1, 3]);
    expect(ids(sortProducts(items, 'highest', 'en'))).toEqual([3, 1, 2]);
  });

  it('orders alphabetical by name with the language collation', () => {
    const items = [listItem({ id: 1, name: 'Ärmel' }), listItem({ id: 2, name: 'Zelt' }), listItem({ id: 3, name: 'apu' }), listItem({ id: 4, name: 'Bivy' })];
    // Finnish puts Ä after Z; German sorts it with A.
    expect(ids(sortProducts(items, 'alphabetical', 'fi'))).toEqual([3, 4, 2, 1]);
    expect(ids(sortProducts(items, 'alphabetical', 'de'))).toEqual([3, 1, 4, 2]);
  });

  it('breaks ties by id ascending in every sort order', () => {
    const items = [listItem({ id: 9 }), listItem({ id: 3 }), listItem({ id: 5 })];
    for (const sort of GRID_SORTS) expect(ids(sortProducts(items, sort, 'en'))).toEqual([3, 5, 9]);
  });

  it('returns a new array and leaves the given one as it was', () => {
    const items = [listItem({ id: 1, viewCount: 1 }), listItem({ id: 2, viewCount: 2 })];
    const sorted = sortProducts(items, 'default', 'en');
    expect(sorted).not.toBe(items);
    expect(ids(items)).toEqual([1, 2]);
  });

  it('falls back to English collation for a malformed language tag', () => {
    const items = [listItem({ id: 1, name: 'b' }), listItem({ id: 2, name: 'a' })];
    expect(ids(sortProducts(items, 'alphabetical', 'not a tag!'))).toEqual([2, 1]);
  });
});

describe('orderBySortIds', () => {
  it('puts listed ids first in the given order and the rest after in their existing order', () => {
    const items = [1, 2, 3, 4, 5].map((id) => listItem({ id }));
    expect(ids(orderBySortIds(items, [4, 2]))).toEqual([4, 2, 1, 3, 5]);
  });

  it('ignores ids that are not in the list and repeated ids', () => {
    const items = [1, 2, 3].map((id) => listItem({ id }));
    expect(ids(orderBySortIds(items, [99, 3, 3, 1]))).toEqual([3, 1, 2]);
  });

  it('keeps the order when no ids are given, in a new array', () => {
    const items = [3, 1, 2].map((id) => listItem({ id }));
    const ordered = orderBySortIds(items, []);
    expect(ids(ordered)).toEqual([3, 1, 2]);
    expect(ordered).not.toBe(items);
  });
});
