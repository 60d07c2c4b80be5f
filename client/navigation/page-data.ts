import { PAGE_DATA_HEADER, type PagePayload } from '../../shared/types/page.ts';

export interface FetchedPage {
  payload: PagePayload;
  /** Where the worker's redirects (trailing slash, locale query) ended. */
  url: string;
}

/** The worker answered with something other than a page payload: the browser should load it itself. */
export class NotAPageError extends Error {}

/** Fetches a page's payload as JSON: the same loader that rendered the HTML. */
export async function fetchPagePayload(href: string, signal?: AbortSignal): Promise<FetchedPage> {
  const response = await fetch(href, { headers: { [PAGE_DATA_HEADER]: '1', accept: 'application/json' }, credentials: 'same-origin', signal });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw new NotAPageError(`No page data for ${href} (${response.status})`);
  return { payload: (await response.json()) as PagePayload, url: response.url || href };
}
