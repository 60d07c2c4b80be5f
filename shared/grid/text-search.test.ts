import { describe, expect, it } from 'vitest';
import type { ProductListItem } from '../types/product-list.ts';
import { normaliseSearchText, searchTextOf, textMatcher } from './text-search.ts';
import { listItem } from '../../tests/unit-helpers/test-items.ts';

const matchesText = (item: ProductListItem, needle: string) => textMatcher(needle)(item);

describe('normaliseSearchText', () => {
  it('lower-cases and keeps only letters and digits', () => {
    expect(normaliseSearchText('Gore-Tex® Pro 3L, 2024!')).toBe('goretexpro3l2024');
  });

  it('keeps letters of any script', () => {
    expect(normaliseSearchText('Ääni Öljy Ёлка')).toBe('ääniöljyёлка');
  });

  it('reduces a dotted capital I to a plain i', () => {
    expect(normaliseSearchText('İSTANBUL')).toBe('istanbul');
  });

  it('treats a decomposed accent like a composed one', () => {
    expect(normaliseSearchText('Cafe\u0301')).toBe(normaliseSearchText('Café'));
  });

  it('gives an empty string for text with no letter or digit', () => {
    expect(normaliseSearchText(' -/.,! ')).toBe('');
  });
});

describe('matchesText', () => {
  const item = listItem({
    manufacturer: 'Fjällräven',
    name: 'Keb Jacket',
    shortDescription: 'Light, G-1000 Eco fabric.',
    description: 'A hiking jacket for the mountains.',
  });

  it('matches a case-insensitive substring of the manufacturer, name, short or long description', () => {
    expect(matchesText(item, 'FJÄLL')).toBe(true);
    expect(matchesText(item, 'keb jack')).toBe(true);
    expect(matchesText(item, 'g1000')).toBe(true);
    expect(matchesText(item, 'mountain')).toBe(true);
  });

  it('ignores punctuation and spaces on both sides', () => {
    expect(matchesText(item, 'G-1000 eco')).toBe(true);
    expect(matchesText(item, 'kebjacket')).toBe(true);
  });

  it('does not match across two fields', () => {
    // 'jacket' ends the name and 'light' starts the short description.
    expect(matchesText(item, 'jacketlight')).toBe(false);
  });

  it('does not match text that is not there', () => {
    expect(matchesText(item, 'trousers')).toBe(false);
  });

  it('matches everything for an empty or punctuation-only needle', () => {
    expect(matchesText(item, '')).toBe(true);
    expect(matchesText(item, ' - ')).toBe(true);
  });

  it('keeps the normalised text per item object', () => {
    expect(searchTextOf(item)).toBe(searchTextOf(item));
    expect(searchTextOf(item)).toContain('fjällräven');
  });

  it('finds one product among 5,000 by words spanning its name', () => {
    const items = Array.from({ length: 5000 }, (_, index) => listItem({
      id: index,
      name: `Model ${index} trail shoe`,
      description: 'Grippy outsole, breathable mesh upper and a cushioned midsole for long days. '.repeat(6),
    }));
    expect(items.filter(textMatcher('shoe 4999')).map((entry) => entry.id)).toEqual([]);
    expect(items.filter(textMatcher('model 4999 trail')).map((entry) => entry.id)).toEqual([4999]);
  });
});
