import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items.ts';

describe('pagerItems', () => {
  it('lists every page of a short list without gaps', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two pages either side of the current one', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('lists a single skipped page instead of a gap', () => {
    expect(pagerItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pagerItems(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10]);
  });

  it('treats a page past the end as the last page', () => {
    expect(pagerItems(99, 8)).toEqual([1, 'gap', 6, 7, 8]);
  });
});
