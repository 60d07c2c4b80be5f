import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CARD_SIZE_COOKIE } from '../../shared/grid/card-size.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import type { AppEnv } from '../hono-env.ts';
import { isCrawler } from '../render/crawler.ts';
import type { GridRequest } from '../services/grid-page.ts';
import type { PageScope } from '../services/page-scope.ts';

/** The plain values the page services take, from what the middleware put on the context. */
export function pageScopeOf(c: Context<AppEnv>): PageScope {
  return { language: c.get('language'), t: c.get('t'), strategy: c.get('strategy'), source: catalogueOf(c), config: c.get('siteConfig') };
}

/** What the grid pages read of the request: the filters and sort of the URL, the card size cookie, and whether a crawler asks (every card then). */
export function gridRequestOf(c: Context<AppEnv>, scope: PageScope): GridRequest {
  return { scope, search: new URL(c.req.url).search, cardSizeCookie: getCookie(c, CARD_SIZE_COOKIE), wholePage: isCrawler(c.req.header('user-agent')) };
}
