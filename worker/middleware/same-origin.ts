import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.ts';
import { ownHosts } from '../../shared/own-origin.ts';
import { shopSettings } from '../env.ts';
import type { AppEnv } from '../hono-env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's own origin, or a production host of the brand over https (a page on kaira.se may call kaira.fi). */
function isOwnOrigin(origin: string, requestUrl: string, brandDomain: string): boolean {
  if (origin === new URL(requestUrl).origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    // 'null' (sandboxed frames, some redirects) and garbage are not ours.
    return false;
  }
  return parsed.protocol === 'https:' && parsed.port === '' && ownHosts(brandDomain).includes(parsed.hostname);
}

/**
 * State-changing endpoints check Origin (architecture decision 9): a
 * cross-origin `Origin`, or a browser's `Sec-Fetch-Site: cross-site` without
 * one, is refused with 403 before the handler runs. Requests without either
 * header (server-to-server callers, tests) pass; a browser always sends one
 * of them on a cross-site POST. Attach it per route: a sub-app's `use('*')`
 * would run for every /api path once mounted.
 */
export const sameOriginMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const crossSite = origin === undefined
    ? c.req.header('sec-fetch-site') === 'cross-site'
    : !isOwnOrigin(origin, c.req.url, shopSettings(c.env).brandDomain);
  if (crossSite) throw new AppError(403, 'forbidden', 'Cross-origin requests are not accepted.');
  return next();
});
