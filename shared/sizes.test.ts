import { describe, expect, it } from 'vitest';
import { compareSizes, sortSizes } from './sizes.ts';

describe('sortSizes', () => {
  it('orders letter sizes from XXXS up to XXXXXL', () => {
    expect(sortSizes(['XXXXXL', 'M', 'XS', 'XXXL', 'S', 'XXS', 'XL', 'XXXS', 'L', 'XXXXL', 'XXL']))
      .toEqual(['XXXS', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL', 'XXXXXL']);
  });

  it('reads 2XL to 5XL and 2XS, 3XS as the X spellings, in any case', () => {
    expect(sortSizes(['5xl', '3XS', 'm', '2XL', '4XL', 'xl', '2xs', '3XL'])).toEqual(['3XS', '2xs', 'm', 'xl', '2XL', '3XL', '4XL', '5xl']);
    expect(compareSizes('XXL', '2XL')).toBe(0);
    expect(compareSizes('xxxs', '3XS')).toBe(0);
  });

  it('puts a letter range just after its first size', () => {
    expect(sortSizes(['M', 'S/M', 'S', 'XS-S'])).toEqual(['XS-S', 'S', 'S/M', 'M']);
  });

  it('puts One size after the letter sizes and before numeric ones', () => {
    expect(sortSizes(['42', 'ONE SIZE', 'XXL'])).toEqual(['XXL', 'ONE SIZE', '42']);
    expect(compareSizes('One size', 'ONE SIZE')).toBe(0);
  });

  it('orders numeric sizes by value, with comma or dot decimals and fractions', () => {
    expect(sortSizes(['44 2/3', '9', '42,5', '43', '42.5', '42', '44⅓', '120'])).toEqual(['9', '42', '42,5', '42.5', '43', '44⅓', '44 2/3', '120']);
  });

  it('orders ranges by their first number and sizes with units by the number', () => {
    expect(sortSizes(['39-42', '35-38', '43–46'])).toEqual(['35-38', '39-42', '43–46']);
    expect(sortSizes(['180 cm', '170 cm', '27.5 mondo', '26 mondo'])).toEqual(['26 mondo', '27.5 mondo', '170 cm', '180 cm']);
  });

  it('puts letters before numbers before anything else, which is alphabetical', () => {
    expect(sortSizes(['W32/L34', '38', 'Junior', 'L', 'One size', 'Adult'])).toEqual(['L', 'One size', '38', 'Adult', 'Junior', 'W32/L34']);
  });

  it('returns a sorted copy and keeps equal sizes in their given order', () => {
    const names = ['2XL', 'M', 'XXL'];
    expect(sortSizes(names)).toEqual(['M', '2XL', 'XXL']);
    expect(names).toEqual(['2XL', 'M', 'XXL']);
  });
});
