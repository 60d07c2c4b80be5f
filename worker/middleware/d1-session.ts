import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { requestDatabase } from '../data/d1-session.ts';
import type { AppEnv } from '../hono-env.ts';

/** The bookmark of a customer's last write (decision 040): HttpOnly, for a few minutes, the time a replica may lag at worst. */
export const BOOKMARK_COOKIE = 'so_d1_bookmark';
const BOOKMARK_MAX_AGE_S = 120;
/** D1's bookmarks are short hexadecimal and dash strings; anything else is ignored rather than sent to D1. */
const BOOKMARK = /^[0-9a-f-]{1,200}$/i;

/**
 * Reads from the nearest replica (issue 19, decision 040): every request
 * talks to D1 through a session. One that brings the bookmark of its
 * visitor's last write starts there, so an order or a vote is never missing
 * on the next page; one that writes hands its bookmark back.
 */
export const d1SessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const brought = getCookie(c, BOOKMARK_COOKIE);
  const session = requestDatabase(c.env.DB, brought && BOOKMARK.test(brought) ? brought : null);
  c.env = { ...c.env, DB: session.database };
  await next();
  const bookmark = session.wrote() ? session.bookmark() : null;
  if (bookmark && BOOKMARK.test(bookmark)) {
    setCookie(c, BOOKMARK_COOKIE, bookmark, { path: '/', httpOnly: true, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:', maxAge: BOOKMARK_MAX_AGE_S });
  }
});

/** Whether this request brings a recent write's bookmark: its pages are rendered, never from the edge cache (decision 040). */
export function bringsBookmark(cookieValue: string | undefined): boolean {
  return !!cookieValue && BOOKMARK.test(cookieValue);
}
