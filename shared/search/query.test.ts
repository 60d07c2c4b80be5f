import { describe, expect, it } from 'vitest';
import {
  foldDiacritics, matchExpression, normaliseSearchQuery, quoteTerm, SEARCH_MAX_WORDS, SEARCH_QUERY_MAX_LENGTH, searchTokens, searchWords,
} from './query.ts';

const exact = (query: string) => matchExpression(searchWords(normaliseSearchQuery(query)).map((word) => ({ word, terms: [] })));

describe('normalising a search query', () => {
  it('trims it and collapses whitespace, tabs and control characters to single spaces', () => {
    expect(normaliseSearchQuery('  goretex \t\n kengät\u0000 ')).toBe('goretex kengät');
  });

  it('cuts it to the maximum length in whole characters', () => {
    expect(normaliseSearchQuery('a'.repeat(500))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    const emoji = normaliseSearchQuery('😀'.repeat(150));
    expect([...emoji]).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(emoji.endsWith('\ud83d')).toBe(false);
  });

  it('gives an empty query for whitespace', () => {
    expect(normaliseSearchQuery(' \n\t ')).toBe('');
  });
});

describe('folding diacritics', () => {
  it('drops accents in every language of the shop and keeps the case', () => {
    expect(foldDiacritics('Kengät Crête Ålesund Größe ёлка Øye')).toBe('Kengat Crete Alesund Grosse елка Oye');
  });

  it('gives the tokens the index holds: lower case, letters and digits', () => {
    expect(searchTokens('Gore-Tex® 3-layer, "Vaelluskengät"!')).toEqual(['gore', 'tex', '3', 'layer', 'vaelluskengat']);
  });
});

describe('the words of a query', () => {
  it('keeps the tokens of a hyphenated word together and makes the last word a prefix', () => {
    expect(searchWords('gore-tex kengät')).toEqual([
      { tokens: ['gore', 'tex'], prefix: false },
      { tokens: ['kengat'], prefix: true },
    ]);
  });

  it('drops words without a letter or digit, so the prefix is the last real word', () => {
    expect(searchWords('salomon * - "')).toEqual([{ tokens: ['salomon'], prefix: true }]);
    expect(searchWords('" * - : ( )')).toEqual([]);
  });

  it('matches at most SEARCH_MAX_WORDS words', () => {
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(SEARCH_MAX_WORDS);
  });
});

describe('the MATCH expression', () => {
  it('quotes every word, the last as a prefix', () => {
    expect(exact('salomon kengät')).toBe('("salomon") AND ("kengat"*)');
  });

  it('asks for a hyphenated word as a phrase or written together', () => {
    expect(exact('gore-tex')).toBe('("gore tex"* OR "goretex"*)');
  });

  it('makes FTS5 operators and punctuation plain words', () => {
    expect(exact('NEAR(a b) OR c NOT d AND e'))
      .toBe('("near a" OR "neara") AND ("b") AND ("or") AND ("c") AND ("not") AND ("d") AND ("and") AND ("e"*)');
    expect(exact('title:ski -boots "x" * (y)')).toBe('("title ski" OR "titleski") AND ("boots") AND ("x") AND ("y"*)');
  });

  it('doubles a double quote inside a term', () => {
    expect(quoteTerm('a"b')).toBe('"a""b"');
  });

  it('adds a word\'s vocabulary terms, leaving out those its own phrase already matches', () => {
    const [word] = searchWords('kengät');
    expect(matchExpression([{ word, terms: ['kengat', 'kengatkin', 'vaelluskengat'] }])).toBe('("kengat"* OR "vaelluskengat")');
    const closed = { word: { ...word, prefix: false }, terms: ['kengat', 'kengatkin'] };
    expect(matchExpression([closed])).toBe('("kengat" OR "kengatkin")');
  });

  it('joins the words with OR for the fallback, and is empty without words', () => {
    expect(matchExpression(searchWords('a b').map((word) => ({ word, terms: [] })), 'OR')).toBe('("a") OR ("b"*)');
    expect(matchExpression([])).toBe('');
  });
});
