/**
 * Store hours in the page's language through Intl (weekday and month names,
 * the time separator: 10.00 in Finnish, 10:00 elsewhere), never from the
 * dictionary. Times and days are wall-clock values: they are formatted in UTC
 * so no time zone moves them.
 */
import type { DayHours, Weekday } from './opening-hours.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })));
  return found;
}

/** 1 January 2024 was a Monday: weekday N is the Nth of that month. */
const dateOfWeekday = (weekday: Weekday) => new Date(Date.UTC(2024, 0, weekday));

export function weekdayName(language: string, weekday: Weekday, width: 'long' | 'short' = 'long'): string {
  return formatter(language, { weekday: width }).format(dateOfWeekday(weekday));
}

/** '09:30' as the language writes a time of day, always on a 24-hour clock (the shop's stores are Finnish). */
export function formatTime(language: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return formatter(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

export function formatHours(language: string, hours: DayHours): string {
  return `${formatTime(language, hours.opens)}–${formatTime(language, hours.closes)}`;
}

/** A calendar day with its weekday: "Sunday, 6 December" (the year is left out: exception days are weeks away). */
export function formatDay(language: string, day: string): string {
  return formatter(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${day}T00:00:00Z`));
}

/** A run of weekdays in short names: "Mon–Fri", or one day alone. */
export function formatWeekdayRange(language: string, from: Weekday, to: Weekday): string {
  return from === to ? weekdayName(language, from, 'short') : `${weekdayName(language, from, 'short')}–${weekdayName(language, to, 'short')}`;
}
