import { describe, expect, it } from 'vitest';
import {
  BACK_TO_TOP_THRESHOLD, FILTER_DEBOUNCE_MS, LOAD_MORE_STEP, PAGE_SIZE, SENTINEL_MARGIN_PX, SMALL_LIST_PAGE_SIZE,
  TEXT_FILTER_DEBOUNCE_MS, gridPage, pageSizeFor,
} from './page-size.ts';
import { ids, listItem } from '../../tests/unit-helpers/test-items.ts';

const list = (count: number) => Array.from({ length: count }, (_, index) => listItem({ id: index + 1 }));

describe('grid constants', () => {
  it('match cat 9', () => {
    expect([SMALL_LIST_PAGE_SIZE, PAGE_SIZE, LOAD_MORE_STEP, SENTINEL_MARGIN_PX, BACK_TO_TOP_THRESHOLD, FILTER_DEBOUNCE_MS, TEXT_FILTER_DEBOUNCE_MS])
      .toEqual([120, 60, 60, 500, 12, 300, 500]);
  });
});

describe('pageSizeFor', () => {
  it('is 120 when the whole list is under 120 and 60 from 120 up', () => {
    expect(pageSizeFor(0)).toBe(120);
    expect(pageSizeFor(119)).toBe(120);
    expect(pageSizeFor(120)).toBe(60);
    expect(pageSizeFor(5000)).toBe(60);
  });
});

describe('gridPage', () => {
  it('gives the first page of a large list', () => {
    const page = gridPage(list(150), 200, 1);
    expect(page).toMatchObject({ total: 200, matching: 150, offset: 0, pageSize: 60, pageCount: 3 });
    expect(ids(page.items)).toEqual(list(60).map((item) => item.id));
  });

  it('starts page N at (N - 1) times the page size', () => {
    const page = gridPage(list(150), 200, 3);
    expect(page.offset).toBe(120);
    expect(ids(page.items)).toEqual(Array.from({ length: 30 }, (_, index) => 121 + index));
  });

  it('shows a small list whole on one page', () => {
    const page = gridPage(list(100), 100, 1);
    expect(page).toMatchObject({ pageSize: 120, pageCount: 1, offset: 0 });
    expect(page.items).toHaveLength(100);
  });

  it('sizes pages by the whole list, not by the matching items', () => {
    expect(gridPage(list(30), 500, 1).pageSize).toBe(60);
  });

  it('gives the last page for a page past the end', () => {
    const page = gridPage(list(150), 200, 99);
    expect(page.offset).toBe(120);
    expect(page.items).toHaveLength(30);
  });

  it('gives an empty first page for no matching items', () => {
    expect(gridPage([], 300, 4)).toEqual({ items: [], total: 300, matching: 0, offset: 0, pageSize: 60, pageCount: 1 });
  });

  it('treats a page below 1 or not a number as page 1', () => {
    expect(gridPage(list(150), 200, 0).offset).toBe(0);
    expect(gridPage(list(150), 200, Number.NaN).offset).toBe(0);
  });

  it('makes a full last page exactly fill its count', () => {
    expect(gridPage(list(120), 120, 2)).toMatchObject({ pageCount: 2, offset: 60 });
  });
});
