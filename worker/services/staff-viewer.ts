import { sameSecret } from './same-secret.ts';

/** Shorter secrets are ignored: a guessable token would expose non-public products. */
const MIN_TOKEN_LENGTH = 24;

/**
 * Whether the request may see staff data (cat 6: non-public products, shelf
 * codes): the `preview` query of cat 7 carries the operator's preview secret.
 * Staff accounts (the accounts issue) will add a session role here (decision 009).
 */
export function isStaffSecret(given: string, expected: string): boolean {
  return expected.length >= MIN_TOKEN_LENGTH && given.length > 0 && sameSecret(given, expected);
}
