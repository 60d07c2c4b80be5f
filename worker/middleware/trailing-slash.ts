import { createMiddleware } from 'hono/factory';

/** A last segment with an extension names a file (robots.txt, favicon.svg): no slash for it. */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;

/** Route guard of core 2: a path without a trailing slash gets a 301 to the slash form, query kept. */
export const trailingSlashMiddleware = createMiddleware(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const url = new URL(c.req.url);
  if (url.pathname.endsWith('/') || FILE_LIKE.test(url.pathname)) return next();
  return c.redirect(`${url.pathname}/${url.search}`, 301);
});
