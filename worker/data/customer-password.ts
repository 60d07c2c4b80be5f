import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

/**
 * The reset's new password, written only if the reset token was claimed in
 * the same batch at this very time: a token claimed by a concurrent request
 * (or already used) writes nothing, although the batch runs every statement.
 */
export function setPasswordHashStatement(db: D1Database, customerId: number, passwordHash: string, now: string, tokenHash: string): D1PreparedStatement {
  return db.prepare(`UPDATE customers SET password_hash = ?2, updated_at = ?3 WHERE id = ?1
      AND EXISTS (SELECT 1 FROM account_tokens WHERE token_hash = ?4 AND customer_id = ?1 AND used_at = ?3)`)
    .bind(customerId, passwordHash, now, tokenHash);
}
