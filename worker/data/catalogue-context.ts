import type { Context } from 'hono';
import type { AppEnv } from '../hono-env.ts';
import { catalogueSource, type CatalogueSource } from './catalogue-cache.ts';

const KEY = 'catalogueSource';

/** The request's catalogue source, made once per request so the version is read once. */
export function catalogueOf(c: Context<AppEnv>): CatalogueSource {
  const known = c.get(KEY);
  if (known) return known;
  const waitUntil = (promise: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(promise);
    } catch {
      // No execution context (tests calling app.fetch directly): the write just runs on.
    }
  };
  const source = catalogueSource(c.env.DB, c.env.CATALOGUE_CACHE, waitUntil);
  c.set(KEY, source);
  return source;
}
