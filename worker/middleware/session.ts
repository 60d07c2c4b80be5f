import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { AUTH_COOKIE, LOGGED_IN_COOKIE } from '../../shared/account/session-cookie.ts';
import type { AppEnv } from '../hono-env.ts';
import { waitFor } from '../wait-for.ts';
import { resolveSession, tokenOf, type NewSession } from '../services/auth/sessions.ts';

/**
 * Who is asking, resolved once per request (issue 15, decision 019): the
 * session of the `so.auth` cookie or of `Authorization: Bearer`, with its
 * roles. A request without either costs no database read. Staff data
 * (cat 6: non-public products, shelf codes, the staff calls) follows the
 * session's staff or admin role and nothing else (decision 021).
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const token = tokenOf(getCookie(c, AUTH_COOKIE), c.req.header('authorization'));
  const resolved = token ? await resolveSession(c.env.DB, token, new Date()) : null;
  c.set('session', resolved?.session ?? null);
  const staffRole = resolved?.session.roles.includes('staff') === true || resolved?.session.roles.includes('admin') === true;
  c.set('staffViewer', staffRole);
  if (resolved?.touch) waitFor(c, resolved.touch.catch((error: unknown) => console.error('Session touch failed', error)));
  await next();
});

const cookieOptions = (c: Context<AppEnv>) => ({ path: '/', secure: new URL(c.req.url).protocol === 'https:', sameSite: 'Lax' as const });

/** core 7 `so.auth`: '{token_type} {access_token}', HttpOnly, lifetime from expires_in; and the script-readable hint. */
export function setSessionCookies(c: Context<AppEnv>, session: NewSession): void {
  setCookie(c, AUTH_COOKIE, `Bearer ${session.token}`, { ...cookieOptions(c), httpOnly: true, maxAge: session.expiresIn });
  setCookie(c, LOGGED_IN_COOKIE, '1', { ...cookieOptions(c), maxAge: session.expiresIn });
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  deleteCookie(c, AUTH_COOKIE, cookieOptions(c));
  deleteCookie(c, LOGGED_IN_COOKIE, cookieOptions(c));
}
