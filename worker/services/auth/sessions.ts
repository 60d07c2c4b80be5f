/**
 * Sessions (issue 15 "Sessions", decision 019): a new 256-bit token at every
 * login, stored as its SHA-256; a token presented that the server did not
 * make names no session, so a session cannot be fixed from outside.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { SESSION_SECONDS } from '../../../shared/account/session-cookie.ts';
import { deleteOtherSessionsStatement, findSession, insertSessionStatement, touchSession, type SessionRecord } from '../../data/customer-sessions.ts';
import { newSecretToken, sha256Hex } from './secret-token.ts';

/** A session's expiry is moved on at most once an hour: not a write per request. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;
/** Tokens are 43 url-safe characters; anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession { token: string; expiresIn: number }

const expiry = (now: Date) => new Date(now.getTime() + SESSION_SECONDS * 1000).toISOString();

/** Opens a session; `endOthers` ends the customer's other sessions in the same batch (a password change). */
export async function openSession(db: D1Database, customerId: number, now: Date, endOthers = false): Promise<NewSession> {
  const token = newSecretToken();
  const tokenHash = await sha256Hex(token);
  const insert = insertSessionStatement(db, { tokenHash, customerId, now: now.toISOString(), expiresAt: expiry(now) });
  await db.batch(endOthers ? [deleteOtherSessionsStatement(db, customerId, tokenHash), insert] : [insert]);
  return { token, expiresIn: SESSION_SECONDS };
}

/** The token of `so.auth` ('Bearer <token>') or of an Authorization header; null when there is none. */
export function tokenOf(cookie: string | undefined, authorization: string | undefined): string | null {
  for (const value of [authorization, cookie]) {
    const match = /^Bearer\s+(\S+)$/i.exec(value?.trim() ?? '');
    if (match && TOKEN_SHAPE.test(match[1])) return match[1];
  }
  return null;
}

export interface ResolvedSession { session: SessionRecord; touch: Promise<void> | null }

/** The live session of a token; `touch` is the write that extends it, when one is due (run it after answering). */
export async function resolveSession(db: D1Database, token: string, now: Date): Promise<ResolvedSession | null> {
  const tokenHash = await sha256Hex(token);
  const session = await findSession(db, tokenHash, now.toISOString());
  if (!session) return null;
  const due = now.getTime() - Date.parse(session.lastSeenAt) > TOUCH_AFTER_MS;
  return { session, touch: due ? touchSession(db, tokenHash, now.toISOString(), expiry(now)) : null };
}
