import { describe, expect, it } from 'vitest';
import { matchExpression, searchWords } from '../../../shared/search/query.ts';
import { withoutTypedLetter } from './typed-letter.ts';
import type { SearchAttempt } from './vocabulary-match.ts';

const attempt = (query: string): SearchAttempt => ({ alternatives: searchWords(query).map((word) => ({ word, terms: [] })), join: 'AND', approximate: false });
const expression = (query: string) => {
  const product = withoutTypedLetter(attempt(query));
  return product && matchExpression(product.alternatives, product.join);
};

describe('the product match while a letter is being typed', () => {
  it('leaves out a last word of one letter', () => {
    expect(expression('light d')).toBe('("light")');
  });

  it('leaves out the last letter of a hyphenated word being typed', () => {
    expect(expression('cross-c')).toBe('("cross"*)');
  });

  it('keeps longer words and one-letter words before the last', () => {
    expect(expression('light do')).toBe('("light") AND ("do"*)');
    expect(expression('x light')).toBe('("x") AND ("light"*)');
  });

  it('matches no products when only the letter was typed', () => {
    expect(expression('d')).toBeNull();
  });
});
