/**
 * A store's opening hours (issue 18 item 3, decision 035): the ordinary week
 * and the exception days that override it. Times are the store's wall clock
 * ('HH:MM') and days the shop's calendar days (YYYY-MM-DD, Europe/Helsinki),
 * so comparing them as text orders them. Pure: the clock is always passed in.
 */
import { storeClock } from '../delivery/express-pickup.ts';
import { addDays, shopDay } from '../service/return-window.ts';

/** ISO weekday: 1 Monday ... 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface DayHours { opens: string; closes: string }
export interface WeekdayHours extends DayHours { weekday: Weekday }
/** A day unlike the week: closed when `hours` is null; `note` says why ("Independence Day"). */
export interface ExceptionDay { day: string; hours: DayHours | null; note: string }
export interface StoreHours {
  /** The weekdays the store opens; a weekday left out is closed. */
  week: WeekdayHours[];
  exceptions: ExceptionDay[];
}

/** Whether text is a real calendar day in YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The weekday of a calendar day; the day alone decides, whatever the time zone. */
export function weekdayOf(day: string): Weekday {
  return (((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The week as seven rows, Monday first, null hours for a closed day. */
export function weekRows(week: WeekdayHours[]): Array<{ weekday: Weekday; hours: DayHours | null }> {
  return WEEKDAYS.map((weekday) => {
    const found = week.find((entry) => entry.weekday === weekday);
    return { weekday, hours: found ? { opens: found.opens, closes: found.closes } : null };
  });
}

const sameHours = (a: DayHours | null, b: DayHours | null) => (a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes);

/** The week in runs of consecutive days with the same hours: Mon–Fri 10–20, Sat 10–18, Sun closed. */
export function weekSummary(week: WeekdayHours[]): Array<{ from: Weekday; to: Weekday; hours: DayHours | null }> {
  const runs: Array<{ from: Weekday; to: Weekday; hours: DayHours | null }> = [];
  for (const { weekday, hours } of weekRows(week)) {
    const last = runs[runs.length - 1];
    if (last && sameHours(last.hours, hours)) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, hours });
  }
  return runs;
}

/** A day's hours: its exception day's when it has one, else its weekday's. */
export function hoursOn({ week, exceptions }: StoreHours, day: string): { hours: DayHours | null; exception: ExceptionDay | null } {
  const exception = exceptions.find((entry) => entry.day === day) ?? null;
  if (exception) return { hours: exception.hours, exception };
  const ordinary = week.find((entry) => entry.weekday === weekdayOf(day));
  return { hours: ordinary ? { opens: ordinary.opens, closes: ordinary.closes } : null, exception: null };
}

/** Exception days from `today` on (today's included), earliest first, at most `limit`. */
export function upcomingExceptions(exceptions: ExceptionDay[], today: string, limit = Number.POSITIVE_INFINITY): ExceptionDay[] {
  return exceptions.filter((entry) => entry.day >= today).sort((a, b) => a.day.localeCompare(b.day)).slice(0, limit);
}

/** The shop's calendar day and wall-clock time ('HH:MM') of a moment. */
export function shopMoment(now: Date): { day: string; time: string } {
  const { seconds } = storeClock(now);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return { day: shopDay(now), time: `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` };
}

/** How far ahead the next opening is looked for: a store closed longer says only "closed". */
const LOOK_AHEAD_DAYS = 14;

export type OpenStatus =
  | { open: true; closes: string }
  | { open: false; next: { day: string; opens: string } | null };

/**
 * Open or closed at `now`, with when it closes or next opens. Only the
 * browser asks (after hydration): the HTML is the same for everyone and may
 * be older than the minute it is read in.
 */
export function openStatus(hours: StoreHours, now: Date): OpenStatus {
  const { day: today, time } = shopMoment(now);
  const current = hoursOn(hours, today).hours;
  if (current && current.opens <= time && time < current.closes) return { open: true, closes: current.closes };
  if (current && time < current.opens) return { open: false, next: { day: today, opens: current.opens } };
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const day = addDays(today, ahead);
    const later = hoursOn(hours, day).hours;
    if (later) return { open: false, next: { day, opens: later.opens } };
  }
  return { open: false, next: null };
}
