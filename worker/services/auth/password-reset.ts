/**
 * Password reset (core 2 /accounts/reset-password/ and
 * /accounts/password/reset/confirm/{hash}/). The request answers the same
 * for every address; the link lives 2 hours and is used once. A new
 * password ends every session of the account ("Sessions").
 */
import type { Language } from '../../../shared/languages.ts';
import { claimAccountTokenStatement, readAccountToken, retireAccountTokensStatement } from '../../data/account-tokens.ts';
import { deleteOtherSessionsStatement } from '../../data/customer-sessions.ts';
import { findCustomerByEmail } from '../../data/customers.ts';
import { activateCustomerStatement } from '../../data/customer-activation.ts';
import { setPasswordHashStatement } from '../../data/customer-password.ts';
import { later, RESET_HOURS, type AccountContext } from './account-context.ts';
import { sendAccountMail } from './account-mails.ts';
import { issueAccountToken } from './issue-token.ts';
import { hashPassword } from './password.ts';
import { sha256Hex } from './secret-token.ts';

export async function requestPasswordReset(context: AccountContext, email: string): Promise<void> {
  const db = context.env.DB;
  const customer = await findCustomerByEmail(db, email);
  if (!customer) return;
  // One live link at a time: an earlier mail's link stops working.
  await db.batch([retireAccountTokensStatement(db, customer.id, 'reset_password', context.now.toISOString())]);
  const token = await issueAccountToken(db, customer.id, 'reset_password', context.now, later(context.now, RESET_HOURS));
  const language = customer.language as Language;
  await sendAccountMail(context, {
    kind: 'password_reset', to: customer.email, language, name: customer.firstName,
    actionUrl: context.links.route('accountsPasswordResetConfirm', language, { hash: token }),
  });
}

export type TokenOutcome = 'done' | 'expired' | 'used' | 'invalid';

/**
 * Sets the new password if the token is still good. Following the link
 * proves the address too, so an account not yet activated becomes active.
 */
export async function confirmPasswordReset(context: AccountContext, token: string, password: string): Promise<TokenOutcome> {
  const db = context.env.DB;
  const tokenHash = await sha256Hex(token);
  const now = context.now.toISOString();
  const state = await readAccountToken(db, tokenHash, 'reset_password', now);
  if (state.kind !== 'valid') return state.kind === 'unknown' ? 'invalid' : state.kind;
  const passwordHash = await hashPassword(password);
  const [claimed] = await db.batch([
    claimAccountTokenStatement(db, tokenHash, 'reset_password', now),
    // Runs only when this call claimed the token (the claim's row is marked used at `now`).
    setPasswordHashStatement(db, state.customerId, passwordHash, now, tokenHash),
    deleteOtherSessionsStatement(db, state.customerId, null),
    activateCustomerStatement(db, state.customerId, now),
  ]);
  return claimed.meta.changes > 0 ? 'done' : 'used';
}

/** What a reset link is before the form is shown: the page says "expired" at once rather than after typing. */
export async function resetTokenState(context: AccountContext, token: string): Promise<TokenOutcome | 'valid'> {
  const state = await readAccountToken(context.env.DB, await sha256Hex(token), 'reset_password', context.now.toISOString());
  return state.kind === 'valid' ? 'valid' : state.kind === 'unknown' ? 'invalid' : state.kind;
}
