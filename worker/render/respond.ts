import type { ComponentType } from 'react';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { LayoutId, PageId } from '../../shared/route-table.ts';
import { EMPTY_PAGE_FRAME, PAGE_DATA_HEADER, type HeadData, type PagePayload } from '../../shared/types/page.ts';
import type { AppEnv } from '../hono-env.ts';
import { dictionaryFor } from '../i18n.ts';
import { assetsForPage, preloadLinkHeader } from './client-assets.ts';
import { isCacheablePage } from './html-cache/cacheable-pages.ts';
import { renderPage } from './render-page.tsx';
import { waitFor } from '../wait-for.ts';

interface PageResponse<Props> {
  page: PageId;
  layout: LayoutId;
  status: number;
  props: Props;
  head: HeadData;
  component: ComponentType<Props>;
  /** What the edge cache needs of a page it may keep (decision 039): the query that shaped it and its Cache-Tags. */
  cache?: { shapingQuery: string; tags: string[] };
}

/** Browsers revalidate every page (decision 005); the edge cache keeps its own copy (decision 039). */
export const PAGE_CACHE_CONTROL = 'private, no-cache';
export const PAGE_VARY = 'x-page-data, Cookie';

/**
 * Answers with the page: the HTML document for a document request, or the same
 * payload as JSON when client navigation asks for it (x-page-data header).
 */
export async function respondWithPage<Props>(c: Context<AppEnv>, response: PageResponse<Props>): Promise<Response> {
  const payload: PagePayload<Props> = {
    page: response.page,
    layout: response.layout,
    status: response.status,
    props: response.props,
    head: response.head,
    config: c.get('siteConfig'),
    frame: c.get('pageFrame') ?? EMPTY_PAGE_FRAME,
    ...(response.status < 300 && c.get('partnerOrigins')?.length ? { ownPolicy: true } : {}),
  };
  c.header('Vary', PAGE_VARY);
  // A staff session's page may hold staff data (hidden models, shelf codes; decision 021): never stored anywhere.
  c.header('Cache-Control', c.get('staffViewer') ? 'private, no-store' : PAGE_CACHE_CONTROL);
  const status = response.status as ContentfulStatusCode;
  if (response.cache && response.status === 200 && !c.get('staffViewer') && isCacheablePage(response.page)) {
    c.set('pageCache', { page: response.page, ...response.cache });
  }

  if (c.req.header(PAGE_DATA_HEADER)) return c.json(payload, status);

  c.header('Link', preloadLinkHeader(assetsForPage(payload.page, payload.config.language)));
  const body = await renderPage({
    payload,
    Page: response.component as ComponentType<any>,
    dictionary: dictionaryFor(payload.config.language),
    nonce: c.get('nonce'),
    onRenderError: (logging) => {
      c.set('renderFailed', true);
      waitFor(c, logging);
    },
  });
  c.header('Content-Type', 'text/html; charset=utf-8');
  return c.body(body, status);
}
