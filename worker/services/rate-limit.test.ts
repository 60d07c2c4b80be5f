import { describe, expect, it } from 'vitest';
import { clientOf } from './rate-limit.ts';

describe('clientOf', () => {
  it('keys an IPv4 address by itself and a missing header as unknown', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf(undefined)).toBe('unknown');
    expect(clientOf('  ')).toBe('unknown');
  });

  it('keys every IPv6 address of one /64 alike, however it is written', () => {
    const key = clientOf('2001:db8:85a3:0042:1000:8a2e:0370:7334');
    expect(key).toBe('2001:db8:85a3:42::/64');
    expect(clientOf('2001:DB8:85A3:42::1')).toBe(key);
    expect(clientOf('2001:db8:85a3:43::1')).not.toBe(key);
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('keys an IPv4-mapped IPv6 address by the IPv4 address it carries', () => {
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps something that is not an address as its own bounded key', () => {
    expect(clientOf('not:an:address')).toBe('not:an:address');
    expect(clientOf('x'.repeat(500))).toHaveLength(64);
  });
});
