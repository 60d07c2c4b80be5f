/**
 * The browser tests' staff account (decision 021). tests/fixtures/e2e-pages.json,
 * imported when the e2e shop starts, grants `staff` to E2E_STAFF_EMAIL; the
 * import creates the account without a password, as `npm run user` does, so
 * on a fresh state its password is set as a person would: "forgot password",
 * the link from the dev outbox, the new password (which also activates it).
 *
 * Logins are limited per account (10 in 15 minutes) and reset mails per
 * address (5 a day), and the e2e state outlives a run: the session is kept
 * beside that state and used again while it lasts, so a run normally logs in
 * zero times. A lock keeps parallel workers from resetting at once.
 */
import { mkdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { mailedLink, PASSWORD, RESET_MAIL } from './account-helpers.ts';

export const E2E_STAFF_EMAIL = 'e2e-staff@example.com';
const STATE_DIR = '.wrangler/e2e-state';
const SESSION_FILE = `${STATE_DIR}/staff-session.json`;
const LOCK_DIR = `${STATE_DIR}/staff-session.lock`;
const LOCK_STALE_MS = 120_000;

type Cookies = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];

const byte = () => Math.floor(Math.random() * 256);
const baseURL = () => test.info().project.use.baseURL;

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      // A worker that died holding it leaves it behind: after two minutes it is anyone's.
      try {
        if (Date.now() - statSync(LOCK_DIR).mtimeMs > LOCK_STALE_MS) rmdirSync(LOCK_DIR);
      } catch { /* released meanwhile */ }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmdirSync(LOCK_DIR);
  }
}

/** The kept session's cookies while the server still knows it as staff; null otherwise. */
async function keptSession(): Promise<Cookies | null> {
  let stored: string;
  try {
    stored = readFileSync(SESSION_FILE, 'utf8');
  } catch {
    return null;
  }
  const context = await requests.newContext({ baseURL: baseURL(), storageState: JSON.parse(stored) });
  try {
    const me = await context.get('/api/customer/');
    return me.ok() && ((await me.json()) as { is_staff: boolean }).is_staff ? (await context.storageState()).cookies : null;
  } finally {
    await context.dispose();
  }
}

/** Logs in, first setting the password through the reset mail if it is not set yet (a fresh e2e state). */
async function newSession(): Promise<Cookies> {
  const context = await requests.newContext({ baseURL: baseURL(), extraHTTPHeaders: { 'cf-connecting-ip': `10.${byte()}.${byte()}.${byte()}` } });
  try {
    const logIn = () => context.post('/api/auth/login/', { data: { email: E2E_STAFF_EMAIL, password: PASSWORD } });
    let login = await logIn();
    if (login.status() === 401) {
      expect((await context.post('/api/auth/password-reset/', { data: { email: E2E_STAFF_EMAIL } })).status()).toBe(200);
      const token = (await mailedLink(context, E2E_STAFF_EMAIL, RESET_MAIL)).split('/').filter(Boolean).pop();
      expect((await context.post('/api/auth/password-reset/confirm/', { data: { token, password: PASSWORD } })).status()).toBe(200);
      login = await logIn();
    }
    expect(login.status(), await login.text()).toBe(200);
    const state = await context.storageState();
    writeFileSync(SESSION_FILE, JSON.stringify(state));
    return state.cookies;
  } finally {
    await context.dispose();
  }
}

/** The cookies of a logged-in staff session (`so.auth` and `so_logged_in`), for page.context().addCookies. */
export function staffCookies(): Promise<Cookies> {
  return withLock(async () => (await keptSession()) ?? newSession());
}
