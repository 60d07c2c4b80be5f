/**
 * Sessions (migrations/0014, issue 15): known by the SHA-256 of their token.
 * A session is read with its customer in one query.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { parseRoles, type Role } from './customers.ts';

export interface SessionRecord {
  tokenHash: string;
  customerId: number;
  email: string;
  roles: Role[];
  clubMember: boolean;
  expiresAt: string;
  lastSeenAt: string;
}

interface SessionRow { token_hash: string; customer_id: number; email: string; roles: string; club_member_since: string | null; expires_at: string; last_seen_at: string }

/** The live session of a token hash with its customer's roles; null when unknown or expired. */
export async function findSession(db: D1Database, tokenHash: string, now: string): Promise<SessionRecord | null> {
  const row = await db.prepare(`SELECT s.token_hash, s.customer_id, s.expires_at, s.last_seen_at, c.email, c.roles, c.club_member_since
      FROM customer_sessions s JOIN customers c ON c.id = s.customer_id
      WHERE s.token_hash = ?1 AND s.expires_at > ?2 AND c.activated_at IS NOT NULL`).bind(tokenHash, now).first<SessionRow>();
  if (!row) return null;
  return {
    tokenHash: row.token_hash, customerId: row.customer_id, email: row.email, roles: parseRoles(row.roles),
    clubMember: row.club_member_since !== null, expiresAt: row.expires_at, lastSeenAt: row.last_seen_at,
  };
}

export function insertSessionStatement(db: D1Database, session: { tokenHash: string; customerId: number; now: string; expiresAt: string }): D1PreparedStatement {
  return db.prepare('INSERT INTO customer_sessions (token_hash, customer_id, created_at, expires_at, last_seen_at) VALUES (?1, ?2, ?3, ?4, ?3)')
    .bind(session.tokenHash, session.customerId, session.now, session.expiresAt);
}

export async function insertSession(db: D1Database, session: { tokenHash: string; customerId: number; now: string; expiresAt: string }): Promise<void> {
  await insertSessionStatement(db, session).run();
}

/** Sliding expiry: a session in use lives on (written at most once an hour, worker/services/auth/sessions.ts). */
export async function touchSession(db: D1Database, tokenHash: string, now: string, expiresAt: string): Promise<void> {
  await db.prepare('UPDATE customer_sessions SET last_seen_at = ?2, expires_at = ?3 WHERE token_hash = ?1').bind(tokenHash, now, expiresAt).run();
}

export async function deleteSession(db: D1Database, tokenHash: string): Promise<void> {
  await db.prepare('DELETE FROM customer_sessions WHERE token_hash = ?').bind(tokenHash).run();
}

/** Every session of the customer but the one kept (logout elsewhere, password change); all when none is kept. */
export function deleteOtherSessionsStatement(db: D1Database, customerId: number, keepTokenHash: string | null): D1PreparedStatement {
  return db.prepare('DELETE FROM customer_sessions WHERE customer_id = ?1 AND token_hash != ?2').bind(customerId, keepTokenHash ?? '');
}

export async function deleteExpiredSessions(db: D1Database, now: string): Promise<number> {
  const result = await db.prepare('DELETE FROM customer_sessions WHERE expires_at <= ?').bind(now).run();
  return result.meta.changes;
}
