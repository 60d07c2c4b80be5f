/**
 * The worker's signing keys (migration 0018): each made once at random by
 * the first request that needs it and kept in D1, so every isolate and every
 * deploy signs with the same key and no secret lives in configuration.
 */
import type { D1Database } from '@cloudflare/workers-types';

const SELECT_KEY = 'SELECT secret FROM signing_keys WHERE name = ?1';

/**
 * The key's secret; when there is none yet, `candidate` becomes it. Two
 * first requests at once both insert OR IGNORE and both read the one that won.
 */
export async function signingKeySecret(db: D1Database, name: string, candidate: () => string, now: Date): Promise<string> {
  const known = await db.prepare(SELECT_KEY).bind(name).first<string>('secret');
  if (known) return known;
  const [, read] = await db.batch<{ secret: string }>([
    db.prepare('INSERT OR IGNORE INTO signing_keys (name, secret, created_at) VALUES (?1, ?2, ?3)').bind(name, candidate(), now.toISOString()),
    db.prepare(SELECT_KEY).bind(name),
  ]);
  const secret = read.results[0]?.secret;
  if (!secret) throw new Error(`signing key ${name} could not be made`);
  return secret;
}
