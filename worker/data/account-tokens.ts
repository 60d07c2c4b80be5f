/**
 * One-time tokens of the account mails (migrations/0014): activation,
 * password reset, account deletion, stopping reminders. Stored as SHA-256,
 * used once: the claim is one conditional UPDATE, so two clicks cannot both win.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

export type TokenPurpose = 'activate' | 'reset_password' | 'delete_account' | 'stop_reminders';

export async function insertAccountToken(db: D1Database, token: { tokenHash: string; customerId: number; purpose: TokenPurpose; now: string; expiresAt: string }): Promise<void> {
  await db.prepare('INSERT INTO account_tokens (token_hash, customer_id, purpose, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(token.tokenHash, token.customerId, token.purpose, token.now, token.expiresAt).run();
}

export type TokenState = { kind: 'valid'; customerId: number } | { kind: 'used' | 'expired' | 'unknown' };

/** What a token is, without using it (a page shows "expired" or "already used" before asking for a new password). */
export async function readAccountToken(db: D1Database, tokenHash: string, purpose: TokenPurpose, now: string): Promise<TokenState> {
  const row = await db.prepare('SELECT customer_id, expires_at, used_at FROM account_tokens WHERE token_hash = ?1 AND purpose = ?2')
    .bind(tokenHash, purpose).first<{ customer_id: number; expires_at: string; used_at: string | null }>();
  if (!row) return { kind: 'unknown' };
  if (row.used_at !== null) return { kind: 'used' };
  if (row.expires_at <= now) return { kind: 'expired' };
  return { kind: 'valid', customerId: row.customer_id };
}

/** Marks the token used if it is still valid; the statement's `changes` says whether this call won it. */
export function claimAccountTokenStatement(db: D1Database, tokenHash: string, purpose: TokenPurpose, now: string): D1PreparedStatement {
  return db.prepare('UPDATE account_tokens SET used_at = ?3 WHERE token_hash = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3')
    .bind(tokenHash, purpose, now);
}

/** Earlier unused tokens of the purpose stop working when a new one is sent, or when one is used. */
export function retireAccountTokensStatement(db: D1Database, customerId: number, purpose: TokenPurpose, now: string): D1PreparedStatement {
  return db.prepare('UPDATE account_tokens SET used_at = ?3 WHERE customer_id = ?1 AND purpose = ?2 AND used_at IS NULL').bind(customerId, purpose, now);
}

/** Old rows go: used or expired a month ago. */
export async function deleteOldAccountTokens(db: D1Database, before: string): Promise<number> {
  const result = await db.prepare('DELETE FROM account_tokens WHERE expires_at < ?1 OR used_at < ?1').bind(before).run();
  return result.meta.changes;
}
