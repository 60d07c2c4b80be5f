import { describe, expect, it } from 'vitest';
import { lastShopDayBefore, shopDayOf, shopDayStart } from './campaign-days.ts';

describe('campaign days in the shop\'s time zone', () => {
  it('starts a winter day at 22:00 UTC and a summer day at 21:00 UTC the day before', () => {
    expect(shopDayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(shopDayStart('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });

  it('finds the start on the days the clocks change', () => {
    expect(shopDayStart('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(shopDayStart('2026-03-30').toISOString()).toBe('2026-03-29T21:00:00.000Z');
    expect(shopDayStart('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(shopDayStart('2026-10-26').toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });

  it('reads a stored start and exclusive end back as the first and last day', () => {
    expect(shopDayOf(shopDayStart('2026-06-01').toISOString())).toBe('2026-06-01');
    expect(lastShopDayBefore(shopDayStart('2026-07-01').toISOString())).toBe('2026-06-30');
    expect(shopDayOf(null)).toBe('');
  });
});
