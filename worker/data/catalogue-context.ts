import type { Context } from 'hono';
import type { AppEnv } from '../hono-env.ts';
import { waitFor } from '../wait-for.ts';
import { catalogueSource, type CatalogueSource } from './catalogue-cache.ts';

const KEY = 'catalogueSource';

/** The request's catalogue source, made once per request so the version is read once. */
export function catalogueOf(c: Context<AppEnv>): CatalogueSource {
  const known = c.get(KEY);
  if (known) return known;
  const source = catalogueSource(c.env.DB, c.env.CATALOGUE_CACHE, (promise) => waitFor(c, promise));
  c.set(KEY, source);
  return source;
}
