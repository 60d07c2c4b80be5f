/**
 * The offer-end notice (cat 5, cat 9): shown only when the offer ends within
 * priceEndingMaxDays (default 30) from now. The stored value is an ISO UTC
 * instant (times entered in Helsinki time are converted at import), shown in
 * the visitor's time zone as DD.MM.YYYY HH:mm.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The shop's home zone, used when the given zone is not a valid IANA name. */
const FALLBACK_TIME_ZONE = 'Europe/Helsinki';

function formatter(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: FALLBACK_TIME_ZONE });
  }
}

/** DD.MM.YYYY HH:mm of an instant in a time zone. */
export function formatDateTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The end time to show, or null when there is none, it is past, or it is more than maxDays away. */
export function priceEndingNotice(priceEnding: string | null, now: Date, maxDays: number, timeZone: string): string | null {
  if (!priceEnding) return null;
  const end = new Date(priceEnding);
  const left = end.getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0 || left > maxDays * DAY_MS) return null;
  return formatDateTime(end, timeZone);
}
