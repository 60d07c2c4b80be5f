import { describe, expect, it } from 'vitest';
import { matchExpression, searchWords } from '../../../shared/search/query.ts';
import type { SearchVocabulary } from '../../data/search-matches.ts';
import { allowedEdits, closeTerms, compoundTerms, editDistance, searchAttempts } from './vocabulary-match.ts';

function vocabularyOf(counts: Record<string, number>): SearchVocabulary {
  const terms = Object.keys(counts).sort();
  return { terms, documents: terms.map((term) => counts[term]) };
}

const vocabulary = vocabularyOf({
  goretex: 40, gore: 40, tex: 40, kengat: 3, polkujuoksukengat: 25, vaelluskengat: 30, kengatkin: 1,
  rossignol: 12, salomon: 20, takki: 5, kuoritakki: 9, takkia: 2, ski: 50, skis: 30,
});
const word = (text: string, prefix = false) => ({ tokens: text.split('-'), prefix });

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('goretx', 'goretex', 2)).toBe(1);
    expect(editDistance('rossingol', 'rossignol', 2)).toBe(1);
    expect(editDistance('salomn', 'salomon', 2)).toBe(1);
    expect(editDistance('kengat', 'kengat', 2)).toBe(0);
  });

  it('stops at max + 1 once the distance must exceed max', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('ski', 'skiingpoles', 2)).toBe(3);
  });

  it('forgives no typo below four characters, one up to seven and two from eight', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('compounds of a word', () => {
  it('finds the compounds a finished word is the head or start of, most common first', () => {
    expect(compoundTerms(vocabulary, word('kengat'))).toEqual(['vaelluskengat', 'polkujuoksukengat', 'kengatkin']);
    expect(compoundTerms(vocabulary, word('takki'))).toEqual(['kuoritakki', 'takkia']);
  });

  it('finds the word being typed anywhere inside a longer term, leaving the ones it begins to the prefix', () => {
    expect(compoundTerms(vocabulary, word('kenga', true))).toEqual(['vaelluskengat', 'polkujuoksukengat']);
  });

  it('looks for no compounds of a word shorter than four characters', () => {
    expect(compoundTerms(vocabulary, word('ski'))).toEqual([]);
  });

  it('looks for a hyphenated word written together', () => {
    expect(compoundTerms(vocabulary, word('gore-te', true))).toEqual([]);
    expect(compoundTerms(vocabulary, word('ore-tex'))).toEqual(['goretex']);
  });
});

describe('close spellings of a word', () => {
  it('corrects a finished word to the terms within the allowed edits', () => {
    expect(closeTerms(vocabulary, word('goretx'))).toEqual(['goretex']);
    expect(closeTerms(vocabulary, word('rossingol'))).toEqual(['rossignol']);
  });

  it('compares a word being typed with the beginnings of the terms', () => {
    expect(closeTerms(vocabulary, word('rosign', true))).toEqual(['rossignol']);
    expect(closeTerms(vocabulary, word('salmo', true))).toEqual(['salomon']);
  });

  it('corrects no short word and does not offer the word itself', () => {
    expect(closeTerms(vocabulary, word('skj'))).toEqual([]);
    expect(closeTerms(vocabulary, word('salomon'))).toEqual([]);
  });
});

describe('the search attempts', () => {
  const expressions = (query: string) => [...searchAttempts(searchWords(query), vocabulary)]
    .map((attempt) => ({ expression: matchExpression(attempt.alternatives, attempt.join), approximate: attempt.approximate }));

  it('asks exactly first, with compounds, then with corrections, then for any word', () => {
    expect(expressions('goretx kengät')).toEqual([
      { expression: '("goretx") AND ("kengat"* OR "vaelluskengat" OR "polkujuoksukengat")', approximate: false },
      { expression: '("goretx" OR "goretex") AND ("kengat"* OR "vaelluskengat" OR "polkujuoksukengat")', approximate: true },
      { expression: '("goretx" OR "goretex") OR ("kengat"* OR "vaelluskengat" OR "polkujuoksukengat")', approximate: true },
    ]);
  });

  it('skips the corrected attempt when no word has a close spelling, and the any-word one for a single word', () => {
    expect(expressions('xyzzy')).toEqual([{ expression: '("xyzzy"*)', approximate: false }]);
    expect(expressions('rossingol')).toEqual([
      { expression: '("rossingol"*)', approximate: false },
      { expression: '("rossingol"* OR "rossignol")', approximate: true },
    ]);
  });

  it('makes no attempt without words', () => {
    expect([...searchAttempts([], vocabulary)]).toEqual([]);
  });
});
