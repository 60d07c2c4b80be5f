import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../hono-env.ts';

/**
 * One person's answer, errors included (answer-error.ts keeps headers set
 * before a throw): never stored by any cache. Attach per route, like
 * sameOriginMiddleware; a sub-app's `use('*')` would run for every /api path.
 */
export const noStoreMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  await next();
});
