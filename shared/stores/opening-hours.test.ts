import { describe, expect, it } from 'vitest';
import {
  hoursOn, isCalendarDay, openStatus, shopMoment, upcomingExceptions, weekdayOf, weekRows, weekSummary, type StoreHours, type WeekdayHours,
} from './opening-hours.ts';

const weekdays = (opens: string, closes: string): WeekdayHours[] => ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, opens, closes }));
/** Mon-Fri 10-20, Sat 10-18, closed on Sundays; Independence Day (Sun 6.12.2026) closed, Christmas Eve 9-13. */
const HOURS: StoreHours = {
  week: [...weekdays('10:00', '20:00'), { weekday: 6, opens: '10:00', closes: '18:00' }],
  exceptions: [
    { day: '2026-12-24', hours: { opens: '09:00', closes: '13:00' }, note: 'Christmas Eve' },
    { day: '2026-12-06', hours: null, note: 'Independence Day' },
    { day: '2026-12-08', hours: null, note: 'Stocktaking' },
  ],
};
/** A moment in Helsinki time, written as UTC: Helsinki is UTC+2 in winter. */
const helsinki = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

describe('calendar days and weekdays', () => {
  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-12-06')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', '2026-12-6', '6.12.2026', '', '2026-12-06T00:00:00Z']) expect(isCalendarDay(text), text).toBe(false);
  });

  it('gives the ISO weekday of a day, Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-12-06')).toBe(7);
    expect(weekdayOf('2026-12-24')).toBe(4);
  });

  it('reads the day and the wall clock in Helsinki whatever the machine\'s zone', () => {
    expect(shopMoment(new Date('2026-12-05T22:30:00Z'))).toEqual({ day: '2026-12-06', time: '00:30' });
    expect(shopMoment(new Date('2026-07-01T06:05:00Z'))).toEqual({ day: '2026-07-01', time: '09:05' });
  });
});

describe('the week', () => {
  it('has seven rows from Monday, a day without hours closed', () => {
    const rows = weekRows(HOURS.week);
    expect(rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[0].hours).toEqual({ opens: '10:00', closes: '20:00' });
    expect(rows[6].hours).toBeNull();
  });

  it('sums up runs of days with the same hours', () => {
    expect(weekSummary(HOURS.week)).toEqual([
      { from: 1, to: 5, hours: { opens: '10:00', closes: '20:00' } },
      { from: 6, to: 6, hours: { opens: '10:00', closes: '18:00' } },
      { from: 7, to: 7, hours: null },
    ]);
    expect(weekSummary([])).toEqual([{ from: 1, to: 7, hours: null }]);
  });

  it('keeps apart days whose hours differ in the middle of the week', () => {
    const week = weekdays('10:00', '20:00').map((day) => (day.weekday === 3 ? { ...day, closes: '21:00' } : day));
    expect(weekSummary(week).map(({ from, to }) => [from, to])).toEqual([[1, 2], [3, 3], [4, 5], [6, 7]]);
  });
});

describe('a day\'s hours', () => {
  it('are the exception day\'s when there is one, else the weekday\'s', () => {
    expect(hoursOn(HOURS, '2026-12-24')).toEqual({ hours: { opens: '09:00', closes: '13:00' }, exception: HOURS.exceptions[0] });
    expect(hoursOn(HOURS, '2026-12-08').hours).toBeNull();
    expect(hoursOn(HOURS, '2026-12-09')).toEqual({ hours: { opens: '10:00', closes: '20:00' }, exception: null });
    expect(hoursOn(HOURS, '2026-12-13').hours).toBeNull();
  });

  it('lists the exception days from today on, earliest first, up to a limit', () => {
    expect(upcomingExceptions(HOURS.exceptions, '2026-12-06').map((day) => day.day)).toEqual(['2026-12-06', '2026-12-08', '2026-12-24']);
    expect(upcomingExceptions(HOURS.exceptions, '2026-12-07').map((day) => day.day)).toEqual(['2026-12-08', '2026-12-24']);
    expect(upcomingExceptions(HOURS.exceptions, '2026-12-01', 1).map((day) => day.day)).toEqual(['2026-12-06']);
    expect(upcomingExceptions(HOURS.exceptions, '2027-01-01')).toEqual([]);
  });
});

describe('open or closed at a moment', () => {
  it('is open from the opening minute until the closing minute, which is closed', () => {
    expect(openStatus(HOURS, helsinki('2026-12-09', '10:00'))).toEqual({ open: true, closes: '20:00' });
    expect(openStatus(HOURS, helsinki('2026-12-09', '19:59'))).toEqual({ open: true, closes: '20:00' });
    expect(openStatus(HOURS, helsinki('2026-12-09', '20:00'))).toEqual({ open: false, next: { day: '2026-12-10', opens: '10:00' } });
  });

  it('opens later today before the opening time', () => {
    expect(openStatus(HOURS, helsinki('2026-12-09', '07:30'))).toEqual({ open: false, next: { day: '2026-12-09', opens: '10:00' } });
  });

  it('follows exception days: short hours on Christmas Eve, and skips closed days to the next opening', () => {
    expect(openStatus(HOURS, helsinki('2026-12-24', '12:00'))).toEqual({ open: true, closes: '13:00' });
    expect(openStatus(HOURS, helsinki('2026-12-24', '14:00'))).toEqual({ open: false, next: { day: '2026-12-25', opens: '10:00' } });
    // Saturday evening: Sunday 6.12. is closed anyway, Monday opens; Monday evening: Tuesday is stocktaking.
    expect(openStatus(HOURS, helsinki('2026-12-05', '19:00'))).toEqual({ open: false, next: { day: '2026-12-07', opens: '10:00' } });
    expect(openStatus(HOURS, helsinki('2026-12-07', '21:00'))).toEqual({ open: false, next: { day: '2026-12-09', opens: '10:00' } });
  });

  it('says only "closed" for a store with no opening in the next two weeks', () => {
    expect(openStatus({ week: [], exceptions: [] }, helsinki('2026-12-09', '12:00'))).toEqual({ open: false, next: null });
  });

  it('counts in Helsinki time: 23:30 UTC on a Friday is already Saturday there', () => {
    const store: StoreHours = { week: [{ weekday: 6, opens: '00:00', closes: '02:00' }], exceptions: [] };
    expect(openStatus(store, new Date('2026-12-11T23:30:00Z'))).toEqual({ open: true, closes: '02:00' });
  });
});
