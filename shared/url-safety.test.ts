import { describe, expect, it } from 'vitest';
import { isShopPath, safeDecode } from './url-safety.ts';

describe('isShopPath', () => {
  it('accepts paths in the shop, with query and hash', () => {
    expect(isShopPath('/')).toBe(true);
    expect(isShopPath('/kampanjat/klubitarjoukset/?a=1#x')).toBe(true);
  });

  it('refuses anything a browser would read as another host or scheme', () => {
    for (const value of ['//evil.example/', '/\\evil.example/', 'https://evil.example/', 'javascript:alert(1)', 'kassa/', '', '/a b/', '/a\\b']) {
      expect(isShopPath(value), value).toBe(false);
    }
    expect(isShopPath(42)).toBe(false);
  });
});

describe('safeDecode', () => {
  it('decodes escapes and keeps a malformed one as typed', () => {
    expect(safeDecode('%C3%A4')).toBe('ä');
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
