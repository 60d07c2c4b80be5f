import { describe, expect, it } from 'vitest';
import { GRID_SORTS } from '../types/grid.ts';
import { armOfDraw, chooseSearchSortArm, normalSearchSort, searchSortsFor } from './search-sort.ts';

const never = () => { throw new Error('no draw expected'); };

describe('the search sort A/B split (core 4)', () => {
  it('puts half the draws in each arm', () => {
    expect([0, 0.25, 0.4999].map(armOfDraw)).toEqual(['a', 'a', 'a']);
    expect([0.5, 0.75, 0.9999].map(armOfDraw)).toEqual(['b', 'b', 'b']);
  });

  it('draws an arm once for a new visitor and keeps it in the cookie', () => {
    expect(chooseSearchSortArm(null, undefined, () => 0.9)).toEqual({ arm: 'b', keep: true });
    expect(chooseSearchSortArm(null, undefined, () => 0.1)).toEqual({ arm: 'a', keep: true });
  });

  it('keeps the arm of the cookie without drawing again', () => {
    expect(chooseSearchSortArm(null, 'b', never)).toEqual({ arm: 'b', keep: false });
    expect(chooseSearchSortArm(undefined, 'a', never)).toEqual({ arm: 'a', keep: false });
  });

  it('lets the parameter choose the arm, writing the cookie only when it changes', () => {
    expect(chooseSearchSortArm('a', 'b', never)).toEqual({ arm: 'a', keep: true });
    expect(chooseSearchSortArm('b', 'b', never)).toEqual({ arm: 'b', keep: false });
  });

  it('ignores a parameter or cookie that names no arm', () => {
    expect(chooseSearchSortArm('c', 'x', () => 0.7)).toEqual({ arm: 'b', keep: true });
  });

  it('sorts arm a as frosmo_search_sort_by says: relevance, or a grid sort it names', () => {
    expect(normalSearchSort('relevance')).toBe('relevance');
    expect(normalSearchSort(' Newest ')).toBe('newest');
    expect(normalSearchSort('')).toBe('relevance');
    expect(normalSearchSort('textMatch')).toBe('relevance');
  });

  it('opens arm b with the text match sort whatever the setting says', () => {
    expect(searchSortsFor('b', 'newest')).toEqual({ defaultSort: 'textMatch', sorts: ['textMatch', ...GRID_SORTS] });
    expect(searchSortsFor('a', 'newest')).toEqual({ defaultSort: 'newest', sorts: ['relevance', ...GRID_SORTS] });
  });
});
