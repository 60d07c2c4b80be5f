import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './unpaid-caps.ts';

describe('retryAfterSeconds', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('waits for the oldest order\'s card time and the timeout job\'s next run', () => {
    expect(retryAfterSeconds(minutesAgo(0), now)).toBe(65 * 60);
    expect(retryAfterSeconds(minutesAgo(50), now)).toBe(15 * 60);
  });

  it('waits for Klarna\'s longer time once the card time has passed', () => {
    expect(retryAfterSeconds(minutesAgo(70), now)).toBe((185 - 70) * 60);
  });

  it('says a minute at least, and without an order to wait for', () => {
    expect(retryAfterSeconds(minutesAgo(64.5), now)).toBe(60);
    expect(retryAfterSeconds(minutesAgo(300), now)).toBe(60);
    expect(retryAfterSeconds(null, now)).toBe(60);
  });
});
