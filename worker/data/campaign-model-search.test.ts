import { describe, expect, it } from 'vitest';
import { likeWord, wordVariants } from './campaign-model-search.ts';

const patternBytes = (word: string) => new TextEncoder().encode(`%${word}%`).length;

describe('the words of the campaign catalogue search', () => {
  it('keeps every pattern within D1\'s 50 bytes, cut at a whole character', () => {
    for (const word of ['a'.repeat(60), 'ж'.repeat(60), '%'.repeat(60), `${'a'.repeat(47)}€`, '😀'.repeat(20)]) {
      const cut = likeWord(word);
      expect(patternBytes(cut), word).toBeLessThanOrEqual(50);
      expect(cut.length).toBeGreaterThan(0);
      expect(cut).not.toMatch(/\\$/);
      expect(cut.includes('\uFFFD')).toBe(false);
    }
    expect(likeWord('a'.repeat(60))).toBe('a'.repeat(48));
    expect(likeWord('ж'.repeat(60))).toBe('ж'.repeat(24));
  });

  it('escapes LIKE\'s own characters', () => {
    expect(likeWord('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('matches a word lower-case and capitalised, as SQLite folds only ASCII', () => {
    expect(wordVariants('ЛЫЖИ')).toEqual(['лыжи', 'Лыжи']);
    expect(wordVariants('ääni')).toEqual(['ääni', 'Ääni']);
  });
});
