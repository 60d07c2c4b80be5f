/**
 * Idempotency keys of the service desk's forms (issue 16 "double submits";
 * migration 0016): the page sends one random key per filled form, and the
 * write that makes the case or submission puts the key in the same D1 batch.
 * A second submit with the key fails that batch on the primary key and reads
 * the first one's result instead, so a double click writes one thing.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

/** A key the page made: 16 to 64 url-safe characters; anything else is ignored (no idempotency, no error). */
export const isSubmissionKey = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);

/** The statement to add to the writing batch: it fails the batch when the key was used already. */
export function rememberSubmissionStatement(db: D1Database, scope: string, key: string, result: string, now: Date): D1PreparedStatement {
  return db.prepare('INSERT INTO submission_keys (scope, key, result, created_at) VALUES (?1, ?2, ?3, ?4)').bind(scope, key, result, now.toISOString());
}

/** The result stored with a key (what the first submit answered), or null when the key is new. */
export async function findSubmission(db: D1Database, scope: string, key: string): Promise<string | null> {
  const row = await db.prepare('SELECT result FROM submission_keys WHERE scope = ?1 AND key = ?2').bind(scope, key).first<{ result: string }>();
  return row?.result ?? null;
}

/** Keys older than a day are of no use: a double click comes within seconds. */
export async function deleteOldSubmissionKeys(db: D1Database, now: Date): Promise<void> {
  await db.prepare('DELETE FROM submission_keys WHERE created_at < ?1').bind(new Date(now.getTime() - 86_400_000).toISOString()).run();
}
