import type { ComponentType } from 'react';
import type { Context } from 'hono';
import type { Language } from '../../shared/languages.ts';
import type { RouteMatch } from '../../shared/routes.ts';
import type { Translate } from '../../shared/i18n.ts';
import type { AppEnv } from '../hono-env.ts';
import type { PageId } from '../../shared/route-table.ts';
import type { PageScope } from '../services/page-scope.ts';

export interface PageLoadContext {
  c: Context<AppEnv>;
  match: RouteMatch;
  t: Translate;
  /** The request as the services take it (worker/services/page-scope.ts). */
  scope: PageScope;
}

/** What a loader hands back: the page's props and the texts of its head. */
export interface LoadedPage<Props> {
  props: Props;
  title: string;
  description: string;
  robots?: string;
  /**
   * The page in each language as a local path (no locale prefix), when its
   * URL is data (a static page's slug differs per language) rather than a route.
   */
  alternatePaths?: Partial<Record<Language, string>>;
  /** Query kept on the canonical URL, e.g. '?page=2'. */
  canonicalQuery?: string;
  /**
   * The query that shaped the page when it is not the canonical one (a product's preselected colour):
   * the edge cache stores a page only under that query (decision 039). canonicalQuery, or none, when left out.
   */
  shapingQuery?: string;
  /** Cache-Tags naming the catalogue things the page shows ('model-12', 'group-3'), for an operator's purge (decision 039). */
  cacheTags?: string[];
  /** Absolute URL of the page's Open Graph image. */
  image?: string;
  /** schema.org structured data for the head. */
  jsonLd?: unknown[];
  /** The answer's status when the page itself says the request failed (the search page's 503); 200 when left out. */
  status?: number;
  /** A loader serving several kinds of page (the catch-all) names the one it chose. */
  view?: { page: PageId; component: ComponentType<any> };
}

/**
 * A loader may answer with a redirect instead: a local path, the locale prefix
 * is added. 302 by default; `permanent` answers 301, for a page that has moved
 * for good (a product's canonical path, say).
 */
export interface PageRedirect { redirect: string; permanent?: boolean }

/**
 * One page of the shop on the worker side: a loader for its critical data and
 * the component that renders it (the same module the client loads by id).
 * A loader throws the app's typed error (worker/errors/app-error.ts) for an expected failure such as 404.
 */
export interface PageModule<Props = unknown> {
  id: PageId;
  component: ComponentType<Props>;
  load(context: PageLoadContext): Promise<LoadedPage<Props> | PageRedirect>;
}

export function isRedirect(result: LoadedPage<unknown> | PageRedirect): result is PageRedirect {
  return 'redirect' in result;
}
