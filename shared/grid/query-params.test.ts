import { describe, expect, it } from 'vitest';
import { readQueryParams } from './query-params.ts';

describe('readQueryParams', () => {
  it('splits lists at literal commas and keeps encoded commas inside values', () => {
    expect(readQueryParams('?size=42%2C5,43&size=XL').getList('size')).toEqual(['42,5', '43', 'XL']);
  });

  it('decodes plus signs as spaces and percent escapes as text', () => {
    const params = readQueryParams('text=rain+jacket%20%C3%A4&empty=&flag');
    expect(params.get('text')).toBe('rain jacket ä');
    expect(params.get('empty')).toBe('');
    expect(params.get('flag')).toBe('');
    expect(params.get('missing')).toBeNull();
    expect(params.has('flag')).toBe(true);
  });

  it('gives the first of repeated single values', () => {
    expect(readQueryParams('sort=lowest&sort=highest').get('sort')).toBe('lowest');
  });

  it('keeps a broken escape as written instead of throwing', () => {
    expect(readQueryParams('text=100%&x=%E0%A4%A').get('text')).toBe('100%');
    expect(() => readQueryParams('x=%E0%A4%A').get('x')).not.toThrow();
  });

  it('decodes parameter names', () => {
    expect(readQueryParams('p%C3%A4%C3%A4=1').get('pää')).toBe('1');
  });

  it('splits URLSearchParams values at every comma, as their escapes are already decoded', () => {
    expect(readQueryParams(new URLSearchParams('size=42%2C5,43')).getList('size')).toEqual(['42', '5', '43']);
  });
});
