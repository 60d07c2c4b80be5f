import { describe, expect, it } from 'vitest';
import { truncateAtWord } from './text.ts';

describe('truncateAtWord', () => {
  it('keeps text that fits unchanged', () => {
    expect(truncateAtWord('Warm jacket for cold days.')).toBe('Warm jacket for cold days.');
  });

  it('cuts at the last word boundary within the limit and adds three dots', () => {
    const text = `${'word '.repeat(40)}end`;
    const result = truncateAtWord(text);
    expect(result.endsWith('word...')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(153);
  });

  it('never splits a word', () => {
    const result = truncateAtWord('Lightweight waterproof breathable shell jacket', 20);
    expect(result).toBe('Lightweight...');
  });

  it('drops trailing punctuation before the dots', () => {
    expect(truncateAtWord('Skis, boots, poles, and more gear', 19)).toBe('Skis, boots, poles...');
  });

  it('collapses whitespace and line breaks', () => {
    expect(truncateAtWord('A  tent\nfor   two')).toBe('A tent for two');
  });

  it('cuts a single overlong word at the limit', () => {
    expect(truncateAtWord('x'.repeat(200), 10)).toBe(`${'x'.repeat(10)}...`);
  });
});
