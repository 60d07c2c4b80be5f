import type { Context } from 'hono';
import type { AppEnv } from '../hono-env.ts';

/** Shorter secrets are ignored: a guessable token would expose non-public products. */
const MIN_TOKEN_LENGTH = 24;

/** Compares without an early exit, so response times do not reveal how much of a guess matched. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) difference |= (a[index] ?? 0) ^ b[index];
  return difference === 0;
}

/**
 * Whether the request may see staff data (cat 6: non-public products, shelf
 * codes): the `preview` query of cat 7 carries the operator's preview secret.
 * Staff accounts (the accounts issue) will add a session role here (decision 009).
 */
export function isStaffViewer(c: Context<AppEnv>): boolean {
  const expected = c.env.STAFF_PREVIEW_TOKEN ?? '';
  const given = c.req.query('preview') ?? '';
  return expected.length >= MIN_TOKEN_LENGTH && given.length > 0 && sameSecret(given, expected);
}
