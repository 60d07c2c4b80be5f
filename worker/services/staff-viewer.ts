import { sameSecret } from './same-secret.ts';

/** Shorter secrets are ignored: a guessable token would expose non-public products. */
const MIN_TOKEN_LENGTH = 24;

/**
 * Whether a `preview` value (cat 7) is the operator's preview secret, which
 * lets the request see staff data (cat 6: non-public products, shelf codes;
 * worker/middleware/staff-viewer.ts). Staff accounts (the accounts issue)
 * will add a session role beside it (decision 009).
 */
export function isStaffSecret(given: string, expected: string): boolean {
  return expected.length >= MIN_TOKEN_LENGTH && given.length > 0 && sameSecret(given, expected);
}
