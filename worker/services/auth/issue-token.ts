import { insertAccountToken, type TokenPurpose } from '../../data/account-tokens.ts';
import type { D1Database } from '@cloudflare/workers-types';
import { newSecretToken, sha256Hex } from './secret-token.ts';

/** A new one-time token for a mail link; only its hash is stored. */
export async function issueAccountToken(db: D1Database, customerId: number, purpose: TokenPurpose, now: Date, expiresAt: string): Promise<string> {
  const token = newSecretToken();
  await insertAccountToken(db, { tokenHash: await sha256Hex(token), customerId, purpose, now: now.toISOString(), expiresAt });
  return token;
}
