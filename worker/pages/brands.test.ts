import { describe, expect, it } from 'vitest';
import { letterOf } from './brands.ts';

describe('brand index letters', () => {
  it('files an accented initial under its base letter', () => {
    expect(letterOf('Älä', 'de')).toBe('A');
    expect(letterOf('Éclat', 'fi')).toBe('E');
  });

  it('keeps Å, Ä and Ö as letters of their own in Finnish and Swedish', () => {
    expect(letterOf('Örn', 'sv')).toBe('Ö');
    expect(letterOf('äijä', 'fi')).toBe('Ä');
  });

  it('gathers digits and symbols under #', () => {
    expect(letterOf('8848 Altitude', 'en')).toBe('#');
    expect(letterOf('  +Plus', 'en')).toBe('#');
  });
});
