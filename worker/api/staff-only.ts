import { createMiddleware } from 'hono/factory';
import { staffOnly } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';

/**
 * The staff calls (enterprise orders, transfer requests; core 3): 403 to
 * anyone the preview secret does not name as staff (decision 009, until
 * staff accounts exist). Every answer, errors included, is one person's
 * and never cached. Attach per route, like sameOriginMiddleware.
 */
export const staffOnlyMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('staffViewer')) throw staffOnly();
  await noStoreMiddleware(c, next);
});
