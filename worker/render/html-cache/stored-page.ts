import type { Context } from 'hono';
import { readBounded } from '../../../shared/read-bounded.ts';
import { catalogueOf } from '../../data/catalogue-context.ts';
import type { AppEnv } from '../../hono-env.ts';
import { pagePolicyOrigins } from '../../middleware/security-headers.ts';
import { PAGE_CACHE_CONTROL, PAGE_VARY } from '../respond.ts';
import { isStorableQuery } from './cache-key.ts';
import { withFreshNonce } from './fresh-nonce.ts';

/**
 * How long a stored page is served as it is, and how long after that it is
 * still served while one background render refreshes it (decision 039).
 * Prices and texts change with the catalogue version, which is in the key, so
 * these bound only what changes without an import: stock and reviews.
 */
export const PAGE_FRESH_MS = 60_000;
export const PAGE_STALE_LIMIT_MS = 10 * 60_000;

/** A page larger than this is served but not stored (the largest group page is about 260 KB). */
const MAX_STORED_BYTES = 4_000_000;

/** Headers that travel with the stored copy only, never to a visitor. */
const STORED_AT_HEADER = 'X-Page-Stored-At';
export const STORED_CSP_ORIGINS_HEADER = 'X-Page-Csp-Origins';
const CACHE_TAG_HEADER = 'Cache-Tag';

/** Whether a stored page is young enough to serve as it is. */
export function isFresh(stored: Response, now: number): boolean {
  return now - storedAt(stored) < PAGE_FRESH_MS;
}

/** Whether a stored page may still be served (while it is refreshed); older ones are rendered afresh. */
export function isWithinStaleLimit(stored: Response, now: number): boolean {
  return now - storedAt(stored) < PAGE_FRESH_MS + PAGE_STALE_LIMIT_MS;
}

function storedAt(stored: Response): number {
  const at = Number(stored.headers.get(STORED_AT_HEADER));
  return Number.isFinite(at) ? at : 0;
}

/**
 * The stored copy as a visitor gets it: the browser headers of a page again
 * (it revalidates HTML every time, decision 005), this response's nonce, and
 * none of the copy's own headers.
 */
export function servedPageOf(stored: Response, nonce: string): Response {
  const headers = new Headers(stored.headers);
  for (const name of [STORED_AT_HEADER, STORED_CSP_ORIGINS_HEADER, CACHE_TAG_HEADER, 'Age', 'CF-Cache-Status', 'Expires']) headers.delete(name);
  headers.set('Cache-Control', PAGE_CACHE_CONTROL);
  headers.set('Vary', PAGE_VARY);
  const page = new Response(stored.body, { status: stored.status, headers });
  return headers.get('Content-Type')?.startsWith('text/html') ? withFreshNonce(page, nonce) : page;
}

interface StorablePage {
  /** The rendered body twice: one branch for the visitor, one for the cache. */
  body: [ReadableStream<Uint8Array>, ReadableStream<Uint8Array>];
  /** The copy to store, once the cache's branch has been read; null when the render reported an error on the way. */
  complete(body: ReadableStream<Uint8Array>): Promise<Response | null>;
}

/**
 * The rendered answer as the cache may store it, or null when it must not be
 * stored: not a page of the allow-list (respond.ts marks those), not a 200,
 * another cookie than the locale middleware's own (core 7, written per visitor
 * and sent with every answer, cached or not), or a query the page did not
 * say shaped it.
 */
export function storedPageOf(c: Context<AppEnv>): StorablePage | null {
  const marked = c.get('pageCache');
  const response = c.res;
  if (!marked || response.status !== 200 || !response.body) return null;
  const localeCookies = new Set(c.get('localeCookies') ?? []);
  if (!response.headers.getSetCookie().every((cookie) => localeCookies.has(cookie.slice(0, cookie.indexOf('='))))) return null;
  if (!isStorableQuery(new URL(c.req.url).search, marked.shapingQuery)) return null;
  const headers = new Headers(response.headers);
  for (const name of ['Set-Cookie', 'Vary', 'X-Cache']) headers.delete(name);
  headers.set(STORED_CSP_ORIGINS_HEADER, pagePolicyOrigins(c).join(' '));
  return {
    body: response.body.tee(),
    async complete(body) {
      const bytes = await readBounded(body, MAX_STORED_BYTES);
      if (!bytes || c.get('renderFailed')) return null;
      const version = await catalogueOf(c).version();
      headers.set(CACHE_TAG_HEADER, [`catalogue-v${version}`, `page-${marked.page.toLowerCase()}`, ...marked.tags].join(','));
      headers.set(STORED_AT_HEADER, String(Date.now()));
      // The Cache API keeps what its Cache-Control allows: the whole stale window.
      headers.set('Cache-Control', `public, max-age=${Math.ceil((PAGE_FRESH_MS + PAGE_STALE_LIMIT_MS) / 1000)}`);
      return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
    },
  };
}
