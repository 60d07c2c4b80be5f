/**
 * A store's page in the import format (migration 0027, decision 035): its
 * services beside pickup, where it is, its description, its week and the
 * days that differ. Spread into the `stores` entries of import-format.ts;
 * all of it may be left out (the web store and the warehouse have no page).
 * A store in the file has its hours, exception days and texts replaced.
 */
import { z } from 'zod';
import { isCalendarDay, TIME_PATTERN } from '../../shared/stores/opening-hours.ts';
import { countryCode, optionalText, perLanguage, text } from './import-format-primitives.ts';

/** The store's wall clock (Europe/Helsinki like every shop time), 24-hour 'HH:MM'. */
const time = z.string().regex(TIME_PATTERN, "a time of day as 'HH:MM', 00:00-23:59");
const day = z.string().refine(isCalendarDay, { message: "a calendar day as 'YYYY-MM-DD'" });

const openingHours = z.object({
  /** ISO weekday: 1 Monday ... 7 Sunday. A weekday left out is closed. */
  weekday: z.number().int().min(1).max(7),
  opens: time,
  closes: time,
}).refine((hours) => hours.opens < hours.closes, { message: 'closes before it opens', path: ['closes'] });

/** A day unlike the week: closed (no hours) or open `opens`-`closes`, with a note in every language. */
const exceptionDay = z.object({
  date: day,
  opens: time.nullable().default(null),
  closes: time.nullable().default(null),
  notes: perLanguage(text),
}).refine((entry) => (entry.opens === null) === (entry.closes === null), { message: 'give both opens and closes, or neither for a closed day', path: ['closes'] })
  .refine((entry) => entry.opens === null || entry.closes === null || entry.opens < entry.closes, { message: 'closes before it opens', path: ['closes'] });

export const storeDetails = {
  rental: z.boolean().default(false),
  repair: z.boolean().default(false),
  countryCode: countryCode.default('fi'),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  /** The store page's description; left out: none in any language. */
  descriptions: perLanguage(optionalText).nullable().default(null),
  openingHours: z.array(openingHours).default([]),
  exceptionDays: z.array(exceptionDay).default([]),
};

/** Per store: one row a weekday and a date, both or no coordinates (the map link needs both). */
export function storeDetailIssues(store: {
  latitude: number | null; longitude: number | null; openingHours: Array<{ weekday: number }>; exceptionDays: Array<{ date: string }>;
}): Array<{ path: Array<string | number>; message: string }> {
  const issues: Array<{ path: Array<string | number>; message: string }> = [];
  if ((store.latitude === null) !== (store.longitude === null)) issues.push({ path: ['longitude'], message: 'give both latitude and longitude, or neither' });
  const weekdays = new Set<number>();
  store.openingHours.forEach(({ weekday }, index) => {
    if (weekdays.has(weekday)) issues.push({ path: ['openingHours', index, 'weekday'], message: `weekday ${weekday} is given twice` });
    weekdays.add(weekday);
  });
  const dates = new Set<string>();
  store.exceptionDays.forEach(({ date }, index) => {
    if (dates.has(date)) issues.push({ path: ['exceptionDays', index, 'date'], message: `${date} is given twice` });
    dates.add(date);
  });
  return issues;
}
