import { createMiddleware } from 'hono/factory';

/**
 * Collapses repeated slashes ('//evil.com/x' → '/evil.com/x') with a 301 before
 * any other middleware builds a Location from the path: a Location starting with
 * '//' would send the visitor to another host. Backslashes arrive here already
 * turned into slashes by the URL parser.
 */
export const pathGuardMiddleware = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url);
  if (!url.pathname.includes('//')) return next();
  return c.redirect(`${url.pathname.replace(/\/{2,}/g, '/')}${url.search}`, 301);
});
