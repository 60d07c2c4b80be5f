/**
 * A campaign's days are the shop's calendar days (Europe/Helsinki, as
 * shared/service/return-window.ts counts them; decision 027): the first day
 * starts at Helsinki midnight, the last ends at the next one.
 */
import { shopDay } from '../service/return-window.ts';

const HOUR_MS = 3_600_000;

/**
 * The instant a shop calendar day (YYYY-MM-DD) begins. Helsinki is UTC+2 or
 * +3 (summer time), and its clocks change at 03:00 or 04:00, never at
 * midnight, so the day starts at exactly one of the two.
 */
export function shopDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  for (const hours of [3, 2]) {
    const start = new Date(midnightUtc - hours * HOUR_MS);
    if (shopDay(start) === day && shopDay(new Date(start.getTime() - 1)) !== day) return start;
  }
  return new Date(midnightUtc - 2 * HOUR_MS);
}

/** The shop day an instant falls on ('' for none). */
export const shopDayOf = (instant: string | null): string => (instant ? shopDay(new Date(instant)) : '');

/** The last day of an exclusive end instant: the shop day of the moment before it ('' for none). */
export const lastShopDayBefore = (instant: string | null): string => (instant ? shopDay(new Date(Date.parse(instant) - 1)) : '');

