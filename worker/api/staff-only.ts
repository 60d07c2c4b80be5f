import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { staffOnly } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';

/**
 * The staff calls (enterprise orders, transfer requests; core 3): 403 to
 * anyone whose session has neither the staff nor the admin role
 * (decision 021). Every answer, errors included, is one person's and never
 * cached. Attach per route, like sameOriginMiddleware.
 */
export const staffOnlyMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('staffViewer')) throw staffOnly();
  await noStoreMiddleware(c, next);
});

/**
 * Caching of an answer that staff see more of under the same URL (cat 6:
 * hidden models, shelf codes; decision 021): a staff answer is never
 * stored, and `Vary: Cookie` keeps a browser from reusing a guest's stored
 * answer once the same person has logged in as staff.
 */
export function cacheForViewer(c: Context<AppEnv>, guestPolicy: string): void {
  c.header('Cache-Control', c.get('staffViewer') ? 'private, no-store' : guestPolicy);
  c.header('Vary', 'Cookie');
}
