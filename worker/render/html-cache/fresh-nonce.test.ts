import { describe, expect, it } from 'vitest';
import { nonceOffsets, withNonceAt } from './fresh-nonce.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const OLD = 'q1Xv9Zr0tLmB3kPw8sYc2A==';
const NEW = 'Hh7dN0aQe5UoR2jW6yKx4g==';
const page = `<html><head><script nonce="${OLD}" type="module" src="/a.js"></script></head><body>Hyvää päivää ${'ä'.repeat(40)}<script nonce="${OLD}">go()</script></body></html>`;

describe('a stored page with a fresh nonce', () => {
  it('finds every place the render wrote its nonce, counted in bytes past multi-byte letters', () => {
    const bytes = encoder.encode(page);
    const offsets = nonceOffsets(bytes, OLD);
    expect(offsets).toHaveLength(2);
    for (const at of offsets) expect(decoder.decode(bytes.subarray(at, at + OLD.length))).toBe(OLD);
  });

  it('writes the fresh nonce in every place and leaves every other byte as it was', () => {
    const bytes = encoder.encode(page);
    const served = decoder.decode(withNonceAt(bytes, nonceOffsets(bytes, OLD), OLD.length, NEW));
    expect(served).toBe(page.replaceAll(OLD, NEW));
    expect(served).not.toContain(OLD);
  });

  it('leaves the stored bytes untouched, so the next hit starts from the same page', () => {
    const bytes = encoder.encode(page);
    withNonceAt(bytes, nonceOffsets(bytes, OLD), OLD.length, NEW);
    expect(decoder.decode(bytes)).toBe(page);
  });

  it('handles a nonce of another length than the one replaced', () => {
    const bytes = encoder.encode(page);
    expect(decoder.decode(withNonceAt(bytes, nonceOffsets(bytes, OLD), OLD.length, 'short'))).toBe(page.replaceAll(OLD, 'short'));
  });

  it('finds nothing in a page without the nonce, such as page data', () => {
    expect(nonceOffsets(encoder.encode('{"page":"front"}'), OLD)).toEqual([]);
  });

  it('finds a nonce at the very start and the very end of the bytes', () => {
    const bytes = encoder.encode(`${OLD}x${OLD}`);
    expect(nonceOffsets(bytes, OLD)).toEqual([0, OLD.length + 1]);
  });
});
