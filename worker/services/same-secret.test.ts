import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret.ts';

describe('sameSecret', () => {
  it('accepts only the very same secret, whatever its length', () => {
    expect(sameSecret('token-0123456789', 'token-0123456789')).toBe(true);
    expect(sameSecret('token-0123456788', 'token-0123456789')).toBe(false);
    expect(sameSecret('token', 'token-0123456789')).toBe(false);
    expect(sameSecret('token-0123456789-longer', 'token-0123456789')).toBe(false);
    expect(sameSecret('', '')).toBe(true);
  });
});
