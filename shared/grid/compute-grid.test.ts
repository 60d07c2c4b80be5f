import { describe, expect, it } from 'vitest';
import { computeGrid } from './compute-grid.ts';
import { emptyGridQuery } from './grid-query.ts';
import { colour, gridContext, ids, listItem } from '../../tests/unit-helpers/test-items.ts';

describe('computeGrid', () => {
  const items = [
    listItem({ id: 1, price: { active: 30, reference: 30, type: 'normal', club: null }, colors: [colour('red')], viewCount: 1 }),
    listItem({ id: 2, price: { active: 10, reference: 10, type: 'normal', club: null }, colors: [colour('red')], viewCount: 3 }),
    listItem({ id: 3, price: { active: 20, reference: 20, type: 'normal', club: null }, colors: [colour('blue')], viewCount: 2 }),
    listItem({ id: 4, price: { active: 5, reference: 5, type: 'normal', club: null }, colors: [colour('red')], viewCount: 9 }),
  ];

  it('filters and then sorts by the query’s sort', () => {
    const query = { ...emptyGridQuery('lowest'), color: ['red'] };
    expect(ids(computeGrid(items, query, gridContext()))).toEqual([4, 2, 1]);
  });

  it('sorts by the query’s sort, not the context’s default', () => {
    const query = { ...emptyGridQuery('highest'), price: { min: 10, max: 30 } };
    expect(ids(computeGrid(items, query, gridContext({ defaultSort: 'lowest' })))).toEqual([1, 3, 2]);
  });

  it('uses the popularity order for the default sort', () => {
    expect(ids(computeGrid(items, emptyGridQuery('default'), gridContext()))).toEqual([4, 2, 3, 1]);
  });
});
