import { describe, expect, it } from 'vitest';
import { titleWithBrand } from './head.ts';

describe('titleWithBrand', () => {
  it('puts the brand after a title that does not name it', () => {
    expect(titleWithBrand('Shell jackets', 'Kaira Outdoor')).toBe('Shell jackets - Kaira Outdoor');
  });

  it('names the brand once when the title already carries it, whatever its case', () => {
    expect(titleWithBrand('Shell jackets | Kaira Outdoor', 'Kaira Outdoor')).toBe('Shell jackets | Kaira Outdoor');
    expect(titleWithBrand('KAIRA OUTDOOR gift cards', 'Kaira Outdoor')).toBe('KAIRA OUTDOOR gift cards');
  });

  it('is the brand alone for a page without a title', () => {
    expect(titleWithBrand('', 'Kaira Outdoor')).toBe('Kaira Outdoor');
  });
});
