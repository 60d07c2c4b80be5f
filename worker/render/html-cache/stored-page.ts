import type { Context } from 'hono';
import { readBounded } from '../../../shared/read-bounded.ts';
import { catalogueOf } from '../../data/catalogue-context.ts';
import type { AppEnv } from '../../hono-env.ts';
import { pagePolicyOrigins } from '../../middleware/security-headers.ts';
import { PAGE_CACHE_CONTROL, PAGE_VARY } from '../respond.ts';
import { isStorableQuery } from './cache-key.ts';
import { nonceOffsets, withNonceAt } from './fresh-nonce.ts';

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
const STORED_CSP_ORIGINS_HEADER = 'X-Page-Csp-Origins';
/** The nonce the page was rendered with, which every hit replaces (fresh-nonce.ts). */
const STORED_NONCE_HEADER = 'X-Page-Nonce';
const CACHE_TAG_HEADER = 'Cache-Tag';
const STORED_ONLY_HEADERS = [STORED_AT_HEADER, STORED_CSP_ORIGINS_HEADER, STORED_NONCE_HEADER, CACHE_TAG_HEADER, 'Age', 'CF-Cache-Status', 'Expires'];

/** A stored page as this isolate holds it, read once: each hit only copies its bytes with a fresh nonce. */
export interface HeldPage {
  bytes: Uint8Array<ArrayBuffer>;
  /** The copy's headers, the stored-only ones included (the Cache API gets them back). */
  headers: Array<[string, string]>;
  /** The headers a visitor gets with it, worked out once (servedPageOf). */
  visitorHeaders: Record<string, string>;
  storedAt: number;
  /** The partner and tag manager origins its CSP needs (security-headers.ts). */
  cspOrigins: string[];
  /** Where the render's nonce sits in the bytes, and its length. */
  nonceOffsets: number[];
  nonceLength: number;
}

/**
 * The browser headers of a page again (it revalidates HTML every time,
 * decision 005) and none of the copy's own headers.
 */
function visitorHeadersOf(stored: Headers): Record<string, string> {
  const headers = new Headers(stored);
  for (const name of STORED_ONLY_HEADERS) headers.delete(name);
  headers.set('Cache-Control', PAGE_CACHE_CONTROL);
  headers.set('Vary', PAGE_VARY);
  return Object.fromEntries(headers);
}

/** A stored page's bytes and headers as this isolate holds them. */
function heldPageFrom(bytes: Uint8Array<ArrayBuffer>, headers: Headers): HeldPage {
  const renderNonce = headers.get(STORED_NONCE_HEADER) ?? '';
  const at = Number(headers.get(STORED_AT_HEADER));
  return {
    bytes,
    headers: [...headers],
    visitorHeaders: visitorHeadersOf(headers),
    storedAt: Number.isFinite(at) ? at : 0,
    cspOrigins: headers.get(STORED_CSP_ORIGINS_HEADER)?.split(' ').filter(Boolean) ?? [],
    nonceOffsets: renderNonce ? nonceOffsets(bytes, renderNonce) : [],
    nonceLength: renderNonce.length,
  };
}

/** A page from the Cache API as this isolate holds it. */
export async function heldPageOf(stored: Response): Promise<HeldPage> {
  return heldPageFrom(new Uint8Array(await stored.arrayBuffer()), stored.headers);
}

/** The held page as the Cache API stores it. */
export function storedResponseOf(page: HeldPage): Response {
  return new Response(page.bytes, { status: 200, headers: page.headers });
}

/** Whether a stored page is young enough to serve as it is. */
export function isFresh(stored: HeldPage, now: number): boolean {
  return now - stored.storedAt < PAGE_FRESH_MS;
}

/** Whether a stored page may still be served (while it is refreshed); older ones are rendered afresh. */
export function isWithinStaleLimit(stored: HeldPage, now: number): boolean {
  return now - stored.storedAt < PAGE_FRESH_MS + PAGE_STALE_LIMIT_MS;
}

/** The stored copy as a visitor gets it: its bytes with this response's nonce, and its visitor headers. */
export function servedPageOf(stored: HeldPage, nonce: string): { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const body = stored.nonceOffsets.length > 0 ? withNonceAt(stored.bytes, stored.nonceOffsets, stored.nonceLength, nonce) : stored.bytes;
  return { body, headers: stored.visitorHeaders };
}

interface StorablePage {
  /** The rendered body twice: one branch for the visitor, one for the cache. */
  body: [ReadableStream<Uint8Array>, ReadableStream<Uint8Array>];
  /** The copy to store, once the cache's branch has been read; null when the render reported an error on the way. */
  complete(body: ReadableStream<Uint8Array>): Promise<HeldPage | null>;
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
  headers.set(STORED_NONCE_HEADER, c.get('nonce'));
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
      return heldPageFrom(bytes as Uint8Array<ArrayBuffer>, headers);
    },
  };
}
