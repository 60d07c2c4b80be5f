import type { CacheStorage as WorkerCacheStorage } from '@cloudflare/workers-types';
import type { Context, ExecutionContext } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { CARD_SIZE_COOKIE, isCardSize } from '../../shared/grid/card-size.ts';
import { PAGE_DATA_HEADER } from '../../shared/types/page.ts';
import { withRecentVersion } from '../data/catalogue-cache.ts';
import { BOOKMARK_COOKIE, bringsBookmark } from './d1-session.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import type { Bindings } from '../env.ts';
import type { AppEnv } from '../hono-env.ts';
import { executionContextOf, waitFor } from '../wait-for.ts';
import { clientManifest } from '../render/client-assets.ts';
import { pageCacheKey } from '../render/html-cache/cache-key.ts';
import { isCrawler } from '../render/crawler.ts';
import { heldPage, holdPage } from '../render/html-cache/page-memory.ts';
import { storedPageOf, servedPageOf, isFresh, isWithinStaleLimit, heldPageOf, storedResponseOf, type HeldPage } from '../render/html-cache/stored-page.ts';

// workerd's CacheStorage has the zone's default cache; the root tsconfig checks worker code against the DOM lib, which has none.
declare const caches: WorkerCacheStorage;

/** The answer's X-Cache header: HIT, STALE (served while a refresh runs) or MISS; the load test counts them. */
export const CACHE_STATUS_HEADER = 'X-Cache';

/** Renders a request again through the whole app: a stale hit's refresh, after the answer went out. */
export type RenderAgain = (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response>;

/**
 * How old the catalogue version of a page and its key may be (decision 039):
 * read from D1 at most once a second per isolate, not on every request, where
 * a round trip to the database would cost more than a stored page. An import
 * shows on every page within this second.
 */
const VERSION_MAX_AGE_MS = 1_000;

/** Requests this isolate made itself to refresh a stale page; a header could be forged, a Request object cannot. */
const refreshRequests = new WeakSet<Request>();
/** Keys this isolate is refreshing now: one background render per key at a time, not a stampede. */
const refreshing = new Set<string>();

/**
 * The edge HTML cache (issue 19, decision 039). Pages that hold no visitor's
 * own data are kept in the Workers Cache API under a key of URL, locale,
 * card size, build and catalogue version; a hit is served with this
 * response's nonce. A stale page is served at once while one background
 * render refreshes it. Any fault of the cache or the version read falls back
 * to rendering: the cache can make a page faster, never make it fail.
 */
export function htmlCacheMiddleware(renderAgain: RenderAgain) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!mayUseCache(c)) return next();
    // The page renders from the same recent version its key names, so a stored page always matches its key.
    c.set('catalogueSource', withRecentVersion(catalogueOf(c), VERSION_MAX_AGE_MS));
    const key = await keyOf(c).catch((error: unknown) => { console.error('Page cache key could not be made', error); return null; });
    if (!key) return next();
    const refresh = refreshRequests.has(c.req.raw);
    const cached = refresh ? undefined : await lookUp(key);
    const now = Date.now();
    if (cached && isWithinStaleLimit(cached, now)) {
      const fresh = isFresh(cached, now);
      if (!fresh) refreshInBackground(c, key, renderAgain);
      c.set('partnerOrigins', cached.cspOrigins);
      const served = servedPageOf(cached, c.get('nonce'));
      // Through the context, so the locale cookies this request writes go out with the stored page.
      return c.body(served.body, 200, { ...served.headers, [CACHE_STATUS_HEADER]: fresh ? 'HIT' : 'STALE' });
    }
    await next();
    c.res.headers.set(CACHE_STATUS_HEADER, 'MISS');
    const stored = storedPageOf(c);
    if (!stored) return;
    const [toVisitor, toCache] = stored.body;
    c.res = new Response(toVisitor, c.res);
    const put = stored.complete(toCache).then(async (page) => {
      if (!page) return;
      holdPage(key, page);
      await (await openCache()).put(key, storedResponseOf(page));
    }).catch((error: unknown) => console.error('Page could not be stored in the cache', error));
    if (refresh) await put;
    else waitFor(c, put);
  });
}

/** The page under `key`: from this isolate's memory, else from the Cache API (then held); undefined when neither has it or the cache fails. */
async function lookUp(key: string): Promise<HeldPage | undefined> {
  const held = heldPage(key);
  if (held) return held;
  try {
    const cached = await (await openCache()).match(key);
    if (!cached) return undefined;
    const page = await heldPageOf(cached);
    holdPage(key, page);
    return page;
  } catch (error) {
    console.error('Page cache could not be read', error);
    return undefined;
  }
}

/**
 * Only anonymous-shaped reads: a GET, of a shop with the cache on, by someone
 * who is not staff (decision 021) and has not just written (their own write
 * must show on their next page, decision 040).
 */
function mayUseCache(c: Context<AppEnv>): boolean {
  return c.env.EDGE_HTML_CACHE === 'on' && c.req.method === 'GET' && !c.get('staffViewer') && !bringsBookmark(getCookie(c, BOOKMARK_COOKIE));
}

/**
 * What deployed the code that renders a page: the client build and the
 * Worker version. A deploy that changes only the worker (a loader, the
 * sanitiser, a text rendered on the server) still replaces every stored
 * page; without the version binding (tests, the bench) the client build
 * alone tells deploys apart.
 */
export function deploymentOf(env: Bindings): string {
  const version = env.CF_VERSION_METADATA?.id;
  return version ? `${clientManifest.buildId}-${version}` : clientManifest.buildId;
}

async function keyOf(c: Context<AppEnv>): Promise<string> {
  const config = c.get('siteConfig');
  const cardSize = getCookie(c, CARD_SIZE_COOKIE);
  return pageCacheKey(c.req.url, {
    language: config.language,
    deliveryCountry: config.deliveryCountryCode,
    currency: config.currencyCode,
    taxAreaId: config.taxAreaId,
    geoCountry: config.geoIPCountryCode,
    cardSize: isCardSize(cardSize) ? cardSize : 'default',
    json: !!c.req.header(PAGE_DATA_HEADER),
    crawler: isCrawler(c.req.header('user-agent')),
    deployment: deploymentOf(c.env),
    catalogueVersion: await catalogueOf(c).version(),
  });
}

/** The zone's cache, where an operator's purge by tag reaches (scripts/purge-cache.ts); the keys' reserved parameter keeps pages apart. */
const openCache = async () => caches.default as unknown as Cache;

/** A stale page's one refresh: the same request rendered again through the app and stored. */
function refreshInBackground(c: Context<AppEnv>, key: string, renderAgain: RenderAgain): void {
  const ctx = executionContextOf(c);
  // Without an execution context (app.fetch in tests without one) nothing could outlive the answer.
  if (refreshing.has(key) || !ctx) return;
  refreshing.add(key);
  const request = new Request(c.req.raw.url, { headers: c.req.raw.headers, cf: (c.req.raw as { cf?: unknown }).cf } as RequestInit);
  refreshRequests.add(request);
  const refresh = renderAgain(request, c.env, ctx)
    .then((response) => response.body?.cancel())
    .catch((error: unknown) => console.error('A stale page could not be refreshed', error))
    .finally(() => refreshing.delete(key));
  ctx.waitUntil(refresh);
}
