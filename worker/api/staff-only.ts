import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../hono-env.ts';
import { isStaffViewer } from '../services/staff-viewer.ts';
import { apiError } from './errors.ts';

/**
 * The staff calls (enterprise orders, transfer requests; core 3): 403 to
 * anyone the preview secret does not name as staff (decision 009, until
 * staff accounts exist). Every answer, errors included, is one person's
 * and never cached. Attach per route, like sameOriginMiddleware.
 */
export const staffOnlyMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (!isStaffViewer(c)) {
    c.header('Cache-Control', 'private, no-store');
    return c.json(apiError('forbidden', 'Staff only.'), 403);
  }
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
});
