import { describe, expect, it } from 'vitest';
import { displayDate, productTitle } from './product-title.ts';

describe('productTitle', () => {
  it('puts the brand before the name', () => {
    expect(productTitle('Norrvik', 'Summit 90')).toBe('Norrvik Summit 90');
  });

  it('does not repeat a brand the name already starts with, whatever its case', () => {
    expect(productTitle('Montevetta', 'Montevetta Jokka GTX')).toBe('Montevetta Jokka GTX');
    expect(productTitle('Janka', 'JANKA Talus beanie')).toBe('JANKA Talus beanie');
  });

  it('does not repeat a brand the name holds further on, as translated names do', () => {
    expect(productTitle('Hankikanto', 'Беговые лыжи Hankikanto Koli Race')).toBe('Беговые лыжи Hankikanto Koli Race');
    expect(productTitle('Fellwalker & Co', 'Sac Fellwalker & Co Tenojoki')).toBe('Sac Fellwalker & Co Tenojoki');
  });

  it('keeps a name that only begins with the same letters as the brand', () => {
    expect(productTitle('Nor', 'Norrvik shell')).toBe('Nor Norrvik shell');
  });
});

describe('displayDate', () => {
  it('writes an ISO date as DD.MM.YYYY and leaves other text alone', () => {
    expect(displayDate('2027-01-15')).toBe('15.01.2027');
    expect(displayDate('week 3')).toBe('week 3');
  });
});
