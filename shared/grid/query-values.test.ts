import { describe, expect, it } from 'vitest';
import { capLength, coversRange, formatNumber, formatRange, parseList, parsePage, parseRange } from './query-values.ts';

describe('parseRange', () => {
  it('reads min-max with negative numbers and decimals on both ends', () => {
    expect(parseRange('10-200')).toEqual({ min: 10, max: 200 });
    expect(parseRange('-10-5')).toEqual({ min: -10, max: 5 });
    expect(parseRange('-20--5.5')).toEqual({ min: -20, max: -5.5 });
    expect(parseRange('1.25-2.5')).toEqual({ min: 1.25, max: 2.5 });
  });

  it('swaps reversed ends', () => {
    expect(parseRange('200-10')).toEqual({ min: 10, max: 200 });
    expect(parseRange('5--10')).toEqual({ min: -10, max: 5 });
  });

  it('gives null for malformed values', () => {
    for (const value of [null, '', '10', '10-', '-10', 'a-b', '1-2-3', '1..2-3', '1e3-5', '10 - 20x', '.5-1', '1,5-2']) {
      expect(parseRange(value)).toBeNull();
    }
  });

  it('gives null for values over 100 characters', () => {
    expect(parseRange(`1-${'9'.repeat(98)}`)).toEqual({ min: 1, max: Number('9'.repeat(98)) });
    expect(parseRange(`1-${'9'.repeat(99)}`)).toBeNull();
  });
});

describe('parseList', () => {
  it('trims values and drops empties and repeats', () => {
    expect(parseList([' red ', ' blue', '', 'red', ' ', 'green'])).toEqual(['red', 'blue', 'green']);
  });

  it('caps each value at 100 characters and the list at 50 entries', () => {
    expect(parseList(['x'.repeat(150)])).toEqual(['x'.repeat(100)]);
    const list = parseList(Array.from({ length: 80 }, (_, index) => `v${index}`));
    expect(list).toHaveLength(50);
    expect(list[49]).toBe('v49');
  });
});

describe('parsePage', () => {
  it('reads a positive integer', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 07 ')).toBe(7);
  });

  it('gives page 1 for anything else', () => {
    for (const value of [null, '', '0', '-2', '2.5', 'two', '1e3']) expect(parsePage(value)).toBe(1);
  });

  it('caps the page at 10,000', () => {
    expect(parsePage('10000')).toBe(10000);
    expect(parsePage('99999999')).toBe(10000);
    expect(parsePage('9'.repeat(40))).toBe(1);
  });
});

describe('formatNumber', () => {
  it('prints numbers without trailing zeros or exponents', () => {
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(-3.25)).toBe('-3.25');
    expect(formatNumber(0.0000001)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(1e20)).toBe('100000000000000000000');
  });

  it('prints a range the range parser reads back', () => {
    const range = { min: -10.5, max: 0.1 };
    expect(formatRange(range)).toBe('-10.5-0.1');
    expect(parseRange(formatRange(range))).toEqual(range);
  });
});

describe('capLength', () => {
  it('does not split a surrogate pair', () => {
    expect(capLength('ab😀', 3)).toBe('ab');
    expect(capLength('abc', 3)).toBe('abc');
  });
});

describe('coversRange', () => {
  it('is true for a choice equal to or wider than the full range', () => {
    expect(coversRange({ min: 0, max: 100 }, { min: 0, max: 100 })).toBe(true);
    expect(coversRange({ min: -5, max: 200 }, { min: 0, max: 100 })).toBe(true);
    expect(coversRange({ min: 1, max: 100 }, { min: 0, max: 100 })).toBe(false);
    expect(coversRange({ min: 0, max: 99 }, { min: 0, max: 100 })).toBe(false);
  });
});
