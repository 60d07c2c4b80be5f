import { describe, expect, it } from 'vitest';
import { clampRange, parseTypedNumber } from './clamp-range.ts';

const full = { min: 10, max: 500 };

describe('clampRange', () => {
  it('keeps a choice inside the full range', () => {
    expect(clampRange({ min: 20, max: 300 }, full)).toEqual({ min: 20, max: 300 });
  });

  it('clamps typed values to the full range', () => {
    expect(clampRange({ min: 0, max: 300 }, full)).toEqual({ min: 10, max: 300 });
    expect(clampRange({ min: 20, max: 9000 }, full)).toEqual({ min: 20, max: 500 });
  });

  it('swaps a minimum above the maximum', () => {
    expect(clampRange({ min: 300, max: 20 }, full)).toEqual({ min: 20, max: 300 });
  });

  it('gives null, removing the filter, when the result equals or covers the full range', () => {
    expect(clampRange({ min: 10, max: 500 }, full)).toBeNull();
    expect(clampRange({ min: -50, max: 9000 }, full)).toBeNull();
    expect(clampRange({ min: 9000, max: -50 }, full)).toBeNull();
  });

  it('collapses a choice entirely outside the range onto its nearest end', () => {
    expect(clampRange({ min: 600, max: 700 }, full)).toEqual({ min: 500, max: 500 });
  });

  it('takes a missing end as the full range’s end', () => {
    expect(clampRange({ min: Number.NaN, max: 100 }, full)).toEqual({ min: 10, max: 100 });
  });
});

describe('parseTypedNumber', () => {
  it('reads whole and decimal numbers with a point or a comma, and negatives', () => {
    expect(parseTypedNumber('12')).toBe(12);
    expect(parseTypedNumber('12.5')).toBe(12.5);
    expect(parseTypedNumber('12,5')).toBe(12.5);
    expect(parseTypedNumber('-3')).toBe(-3);
    expect(parseTypedNumber(' 1 200 ')).toBe(1200);
    expect(parseTypedNumber('1\u00a0200,50')).toBe(1200.5);
    expect(parseTypedNumber('\u22123')).toBe(-3);
  });

  it('gives null for anything else', () => {
    for (const text of ['', ' ', 'abc', '12abc', '1.2.3', '1,200.50', '--3', '.5', '5.', '1e3', '€12']) {
      expect(parseTypedNumber(text)).toBeNull();
    }
  });
});
