import { describe, expect, it } from 'vitest';
import { formatDateTime, priceEndingNotice } from './price-ending.ts';

const now = new Date('2025-03-01T10:00:00Z');

describe('priceEndingNotice', () => {
  it('shows an end within the limit in the given time zone', () => {
    expect(priceEndingNotice('2025-03-10T21:59:00Z', now, 30, 'Europe/Helsinki')).toBe('10.03.2025 23:59');
    expect(priceEndingNotice('2025-03-10T21:59:00Z', now, 30, 'UTC')).toBe('10.03.2025 21:59');
  });

  it('moves the date across midnight by the zone', () => {
    expect(priceEndingNotice('2025-03-10T22:30:00Z', now, 30, 'Europe/Helsinki')).toBe('11.03.2025 00:30');
    expect(priceEndingNotice('2025-03-05T02:00:00Z', now, 30, 'America/New_York')).toBe('04.03.2025 21:00');
  });

  it('follows summer time', () => {
    expect(priceEndingNotice('2025-03-30T12:00:00Z', now, 30, 'Europe/Helsinki')).toBe('30.03.2025 15:00');
  });

  it('shows an end exactly maxDays away but not later', () => {
    expect(priceEndingNotice('2025-03-31T10:00:00Z', now, 30, 'UTC')).toBe('31.03.2025 10:00');
    expect(priceEndingNotice('2025-03-31T10:00:01Z', now, 30, 'UTC')).toBeNull();
    expect(priceEndingNotice('2025-03-05T10:00:00Z', now, 3, 'UTC')).toBeNull();
  });

  it('shows nothing for a past or present end', () => {
    expect(priceEndingNotice('2025-03-01T10:00:00Z', now, 30, 'UTC')).toBeNull();
    expect(priceEndingNotice('2025-02-28T10:00:00Z', now, 30, 'UTC')).toBeNull();
  });

  it('shows nothing without an end or with an unreadable one', () => {
    expect(priceEndingNotice(null, now, 30, 'UTC')).toBeNull();
    expect(priceEndingNotice('', now, 30, 'UTC')).toBeNull();
    expect(priceEndingNotice('not a date', now, 30, 'UTC')).toBeNull();
  });

  it('falls back to Helsinki time for an unknown time zone', () => {
    expect(priceEndingNotice('2025-03-10T21:59:00Z', now, 30, 'Mars/Olympus')).toBe('10.03.2025 23:59');
  });
});

describe('formatDateTime', () => {
  it('writes midnight as 00, not 24', () => {
    expect(formatDateTime(new Date('2025-01-05T00:05:00Z'), 'UTC')).toBe('05.01.2025 00:05');
  });
});
