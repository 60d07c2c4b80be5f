import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../hono-env.ts';
import { isStaffSecret } from '../services/staff-viewer.ts';

/**
 * Whether the request may see staff data (cat 6), resolved once per request:
 * the `preview` query of cat 7 carries the operator's preview secret.
 */
export const staffViewerMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('staffViewer', isStaffSecret(c.req.query('preview') ?? '', c.env.STAFF_PREVIEW_TOKEN ?? ''));
  await next();
});
