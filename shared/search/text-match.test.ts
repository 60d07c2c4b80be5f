import { describe, expect, it } from 'vitest';
import { listItem } from '../../tests/unit-helpers/test-items.ts';
import { TEXT_MATCH_RANKS, textMatchRank } from './text-match.ts';

describe('textMatchRank', () => {
  const jacket = listItem({ id: 1, name: 'Kaamos Gore-Tex takki', manufacturer: 'Tundra Peak' });

  it('ranks an item whose name or brand holds every query word first, diacritics and case aside', () => {
    expect(textMatchRank('KAAMOS tundra')(jacket)).toBe(TEXT_MATCH_RANKS.all);
    expect(textMatchRank('kaamös')(jacket)).toBe(TEXT_MATCH_RANKS.all);
  });

  it('matches a word as the start of a term, and a hyphenated name typed without the hyphen', () => {
    expect(textMatchRank('kaa tak')(jacket)).toBe(TEXT_MATCH_RANKS.all);
    expect(textMatchRank('goretex')(jacket)).toBe(TEXT_MATCH_RANKS.all);
    expect(textMatchRank('gore-tex')(jacket)).toBe(TEXT_MATCH_RANKS.all);
  });

  it('ranks an item holding only some of the words next, and one holding none last', () => {
    expect(textMatchRank('takki kengät')(jacket)).toBe(TEXT_MATCH_RANKS.some);
    expect(textMatchRank('kengät')(jacket)).toBe(TEXT_MATCH_RANKS.none);
  });

  it('does not match a word inside a term', () => {
    expect(textMatchRank('amos')(jacket)).toBe(TEXT_MATCH_RANKS.none);
  });

  it('ranks every item alike for a query without letters or digits', () => {
    expect(textMatchRank('" * ( )')(jacket)).toBe(TEXT_MATCH_RANKS.all);
  });
});
