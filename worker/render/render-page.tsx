import type { ComponentType } from 'react';
import { App } from '../../client/app.tsx';
import { loadDeferredRegions } from '../../client/deferred-region.tsx';
import type { Dictionary } from '../../shared/i18n.ts';
import type { PagePayload } from '../../shared/types/page.ts';
import { assetsForPage } from './client-assets.ts';
import { documentEnd, documentStart } from './document.ts';
import { renderMarkup } from './render-markup.ts';

interface RenderPageOptions {
  payload: PagePayload;
  Page: ComponentType<any>;
  dictionary: Dictionary;
  nonce: string;
  /** Told when a part failed on the server (the client renders it instead), so the answer is never cached, with the logging of the failure to wait for. */
  onRenderError: (logging: Promise<void>) => void;
}

/**
 * The whole document (decision 044): the head with the page payload, React's
 * markup, and the entry module after it, started as soon as it loads. A
 * failure inside a deferred boundary is logged and left to the client to
 * retry; it never turns the page's status into an error. A failure outside
 * one throws, and the error page answers.
 */
export async function renderPage({ payload, Page, dictionary, nonce, onRenderError }: RenderPageOptions): Promise<string> {
  const assets = assetsForPage(payload.page, payload.config.language);
  // The server renders deferred regions in full, without suspending: their code is loaded first (at once after the first page).
  await loadDeferredRegions();
  const markup = renderMarkup(<App payload={payload} Page={Page} dictionary={dictionary} />, onRenderError);
  return `${documentStart(payload, assets, nonce)}${markup}${documentEnd(assets, nonce)}`;
}
