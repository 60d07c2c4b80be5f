import { describe, expect, it } from 'vitest';
import { validityAt } from './code-dates.ts';

const at = (iso: string) => new Date(iso);

describe('validity dates of codes', () => {
  it('keeps a code ending on a date valid through that whole day (UTC)', () => {
    expect(validityAt(at('2027-02-28T23:59:59Z'), '2026-12-01', '2027-02-28')).toBe('valid');
    expect(validityAt(at('2027-03-01T00:00:00Z'), '2026-12-01', '2027-02-28')).toBe('expired');
  });

  it('starts a code at the first moment of its start date', () => {
    expect(validityAt(at('2026-11-30T23:59:59Z'), '2026-12-01', null)).toBe('not_started');
    expect(validityAt(at('2026-12-01T00:00:00Z'), '2026-12-01', null)).toBe('valid');
  });

  it('reads exact UTC times as given and open ends as unlimited', () => {
    expect(validityAt(at('2026-06-01T12:00:00Z'), null, '2026-06-01T12:00:00Z')).toBe('expired');
    expect(validityAt(at('2100-01-01T00:00:00Z'), null, null)).toBe('valid');
  });

  it('refuses a code whose dates do not parse', () => {
    expect(validityAt(at('2026-06-01T00:00:00Z'), 'soon', null)).toBe('unreadable');
    expect(validityAt(at('2026-06-01T00:00:00Z'), null, '2026-13-45')).toBe('unreadable');
  });
});
