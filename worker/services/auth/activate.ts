/**
 * Activation (core 2 /accounts/activate/{hash}/): the link's token makes the
 * account active once. A used token of an active account says cat 8's "Your
 * username has already been activated. Try logging in."; an expired or
 * unknown one changes nothing.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { claimAccountTokenStatement, readAccountToken } from '../../data/account-tokens.ts';
import { activateCustomerStatement } from '../../data/customer-activation.ts';
import { sha256Hex } from './secret-token.ts';

export type ActivationOutcome = 'activated' | 'already-activated' | 'expired' | 'invalid';

export async function activateAccount(db: D1Database, token: string, now: Date): Promise<ActivationOutcome> {
  const tokenHash = await sha256Hex(token);
  const at = now.toISOString();
  const state = await readAccountToken(db, tokenHash, 'activate', at);
  if (state.kind !== 'valid') return state.kind === 'used' ? 'already-activated' : state.kind === 'expired' ? 'expired' : 'invalid';
  const [claimed] = await db.batch([claimAccountTokenStatement(db, tokenHash, 'activate', at), activateCustomerStatement(db, state.customerId, at)]);
  // Two clicks at once: the second finds the token used, as a later click would.
  return claimed.meta.changes > 0 ? 'activated' : 'already-activated';
}
