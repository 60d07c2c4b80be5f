import { describe, expect, it } from 'vitest';
import { WeightedMemo } from './weighted-memo.ts';

describe('WeightedMemo', () => {
  it('answers what it holds and sums the weights', () => {
    const memo = new WeightedMemo<string>(100, 10);
    memo.set('a', 'A', 10);
    memo.set('b', 'B', 20);
    expect(memo.get('a')).toBe('A');
    expect(memo.has('b')).toBe(true);
    expect(memo.get('c')).toBeUndefined();
    expect(memo.weight).toBe(30);
  });

  it('evicts the oldest entries until a new value fits the weight budget', () => {
    const memo = new WeightedMemo<string>(100, 10);
    memo.set('a', 'A', 25);
    memo.set('b', 'B', 25);
    memo.set('c', 'C', 25);
    memo.set('d', 'D', 25);
    memo.set('e', 'E', 20);
    expect(memo.has('a')).toBe(false);
    expect(['b', 'c', 'd', 'e'].every((key) => memo.has(key))).toBe(true);
    expect(memo.weight).toBe(95);
  });

  it('never holds a value heavier than a quarter of the budget, and keeps what it had', () => {
    const memo = new WeightedMemo<string>(100, 10);
    memo.set('a', 'A', 10);
    expect(memo.set('big', 'B', 26)).toBe(false);
    expect(memo.has('big')).toBe(false);
    expect(memo.get('a')).toBe('A');
    expect(memo.set('quarter', 'Q', 25)).toBe(true);
  });

  it('evicts the oldest entry when the entry count is reached', () => {
    const memo = new WeightedMemo<number>(1000, 2);
    memo.set('a', 1, 1);
    memo.set('b', 2, 1);
    memo.set('c', 3, 1);
    expect(memo.size).toBe(2);
    expect(memo.has('a')).toBe(false);
    expect(memo.get('c')).toBe(3);
  });

  it('replaces a key without counting its old weight twice', () => {
    const memo = new WeightedMemo<string>(100, 10);
    memo.set('a', 'old', 20);
    memo.set('a', 'new', 5);
    expect(memo.get('a')).toBe('new');
    expect(memo.weight).toBe(5);
    expect(memo.size).toBe(1);
  });

  it('forgets everything on clear', () => {
    const memo = new WeightedMemo<string>(100, 10);
    memo.set('a', 'A', 10);
    memo.clear();
    expect(memo.size).toBe(0);
    expect(memo.weight).toBe(0);
  });
});
