import { describe, expect, it } from 'vitest';
import { base64url, fromBase64url } from './link-signing.ts';

describe('base64url of the signed links', () => {
  it('gives back the very bytes it encoded, without padding or + and /', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, index) => (index * 37 + 251) % 256);
    const text = base64url(bytes.buffer);
    expect(text).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([...fromBase64url(text)!]).toEqual([...bytes]);
  });

  it('reads nothing from a text that is not base64url, rather than throwing', () => {
    expect(fromBase64url('')).toBeNull();
    expect(fromBase64url('abc+/def')).toBeNull();
    expect(fromBase64url('abcde')).toBeNull();
    expect(fromBase64url('ab=c')).toBeNull();
  });
});
