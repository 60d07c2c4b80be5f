/**
 * The bench's account targets (issue 15): logins, spread over enough
 * accounts and client addresses that the login limits (decision 019) never
 * answer 429, and one session for the logged-in product page.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { hashPassword } from '../../worker/services/auth/password.ts';

export const BENCH_PASSWORD = 'bench password 1';
/** Login is limited to 10 per account in 15 minutes: 200 accounts carry 2,000 logins, more than a run makes. */
const ACCOUNTS = 200;

export const benchEmail = (index: number) => `bench.${index}@example.com`;

/** Activated accounts sharing one password hash (hashed once: the bench measures logins, not the setup). */
export async function createBenchAccounts(db: D1Database): Promise<number> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const now = new Date().toISOString();
  const insert = `INSERT INTO customers (id, email, email_key, password_hash, language, activated_at, created_at, updated_at)
    VALUES (?1, ?2, ?2, ?3, 'fi', ?4, ?4, ?4) ON CONFLICT (email_key) DO NOTHING`;
  await db.batch(Array.from({ length: ACCOUNTS }, (_, index) => db.prepare(insert).bind(index + 1, benchEmail(index), hash, now)));
  return ACCOUNTS;
}

/** autocannon's per-request hook: each login names another account and comes from another client address. */
export function rotatingLogin(accounts: number): { setupRequest: (request: Record<string, unknown>) => Record<string, unknown> } {
  let count = 0;
  return {
    setupRequest(request) {
      count += 1;
      const client = `10.${(count >> 16) & 255}.${(count >> 8) & 255}.${count & 255}`;
      return {
        ...request,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
        body: JSON.stringify({ email: benchEmail(count % accounts), password: BENCH_PASSWORD }),
      };
    },
  };
}

/** A session cookie of the first bench account, from a real login. */
export async function benchSessionCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login/`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.255.255.254' },
    body: JSON.stringify({ email: benchEmail(0), password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`the bench login answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf(';'))).join('; ');
}
