import { describe, expect, it } from 'vitest';
import { searchWords } from '../../../shared/search/query.ts';
import { matchingNames, nameMatches } from './name-match.ts';
import type { SearchAttempt } from './vocabulary-match.ts';

const attempt = (query: string, terms: string[][] = [], join: 'AND' | 'OR' = 'AND'): SearchAttempt =>
  ({ alternatives: searchWords(query).map((word, index) => ({ word, terms: terms[index] ?? [] })), join, approximate: false });

describe('a group or brand name against a search attempt', () => {
  it('matches every word, the last as a prefix, with diacritics folded', () => {
    expect(nameMatches('Vaelluskengät', attempt('vaelluskeng'))).toBe(true);
    expect(nameMatches('Naisten takit', attempt('takit nais'))).toBe(true);
    expect(nameMatches('Naisten takit', attempt('takit mies'))).toBe(false);
  });

  it('matches a hyphenated name written together and a spaced phrase', () => {
    expect(nameMatches('Gore-Tex', attempt('goretex'))).toBe(true);
    expect(nameMatches('Helly Hansen', attempt('helly-han'))).toBe(true);
  });

  it('matches through the attempt\'s vocabulary terms (compounds, corrections)', () => {
    expect(nameMatches('Polkujuoksukengät', attempt('kengät x', [['polkujuoksukengat']], 'OR'))).toBe(true);
    expect(nameMatches('Rossignol', attempt('rossingol', [['rossignol']]))).toBe(true);
  });
});

describe('the names a suggestion list shows', () => {
  const groups = [{ name: 'Retkeily' }, { name: 'Naisten takit' }, { name: 'Takit' }, { name: 'Takit' }, { name: 'Toppatakit ja liivit' }];

  it('puts names that begin with the query first, then shorter ones, once each and at most the limit', () => {
    expect(matchingNames(groups, attempt('tak', [['toppatakit']]), 4)).toEqual([{ name: 'Takit' }, { name: 'Naisten takit' }, { name: 'Toppatakit ja liivit' }]);
    expect(matchingNames(groups, attempt('tak', [['toppatakit']]), 1)).toEqual([{ name: 'Takit' }]);
  });
});
