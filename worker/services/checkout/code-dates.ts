/**
 * Validity dates of discount codes and gift cards: ISO dates or UTC times
 * (the import's isoDate). A date alone counts in UTC and is inclusive: a code
 * ending 2027-02-28 still works all of that day, one starting 2026-12-01
 * from its first moment. A date that does not parse makes the code unusable
 * (a typo must not make a code valid for ever).
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The first moment the code is valid; -Infinity without a start; NaN when unreadable. */
function startMs(value: string | null): number {
  if (value === null || value.trim() === '') return Number.NEGATIVE_INFINITY;
  const text = value.trim();
  return Date.parse(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
}

/** The first moment the code is no longer valid; +Infinity without an end; NaN when unreadable. */
function endMs(value: string | null): number {
  if (value === null || value.trim() === '') return Number.POSITIVE_INFINITY;
  const text = value.trim();
  return DATE_ONLY.test(text) ? Date.parse(`${text}T00:00:00Z`) + DAY_MS : Date.parse(text);
}

type Validity = 'valid' | 'not_started' | 'expired' | 'unreadable';

export function validityAt(now: Date, starts: string | null, ends: string | null): Validity {
  const from = startMs(starts);
  const until = endMs(ends);
  if (Number.isNaN(from) || Number.isNaN(until)) return 'unreadable';
  const at = now.getTime();
  if (at < from) return 'not_started';
  if (at >= until) return 'expired';
  return 'valid';
}
