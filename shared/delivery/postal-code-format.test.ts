import { describe, expect, it } from 'vitest';
import { postalCodeFits, suggestedCountry } from './postal-code-format.ts';

describe('postal codes by delivery country (issue 14)', () => {
  it('knows the formats of the countries the shop ships to most', () => {
    expect(['00100', '99999'].every((code) => postalCodeFits('fi', code))).toBe(true);
    expect(['114 55', '11455'].every((code) => postalCodeFits('se', code))).toBe(true);
    expect(['10115', '01067'].every((code) => postalCodeFits('de', code))).toBe(true);
    expect(['10001', '00501', '10001-1234'].every((code) => postalCodeFits('us', code))).toBe(true);
    expect(['SW1A 1AA', 'sw1a1aa', 'BT7 1NN'].every((code) => postalCodeFits('gb', code))).toBe(true);
  });

  it('refuses codes no address of the country can have', () => {
    expect(postalCodeFits('us', '00100')).toBe(false);
    expect(postalCodeFits('fi', '114 55')).toBe(false);
    expect(postalCodeFits('se', '00100')).toBe(false);
    expect(postalCodeFits('de', '00100')).toBe(false);
    expect(postalCodeFits('gb', '00100')).toBe(false);
  });

  it('takes any code for a country without a known format', () => {
    expect(postalCodeFits('hk', '999077')).toBe(true);
    expect(postalCodeFits('ae', 'anything')).toBe(true);
  });

  it('offers Finland for a Helsinki postal code on a US address, and nothing when the code fits', () => {
    expect(suggestedCountry('us', '00100', ['us', 'fi'])).toBe('fi');
    expect(suggestedCountry('us', '33100', ['us', 'fi'])).toBeNull();
    expect(suggestedCountry('fi', '114 55', ['se', 'fi'])).toBe('se');
    expect(suggestedCountry('us', '', ['fi'])).toBeNull();
    expect(suggestedCountry('us', 'SW1A 1AA', ['fi'])).toBeNull();
  });
});
