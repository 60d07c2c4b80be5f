import type { ComponentType } from 'react';
// The Node build's web-stream render: it encodes string chunks into one buffer, where the edge build
// allocates one per attribute (decision 041, a fifth of a group page's render).
import { renderToReadableStream } from 'react-dom/server.node';
import { App } from '../../client/app.tsx';
import { loadDeferredRegions } from '../../client/deferred-region.tsx';
import type { Dictionary } from '../../shared/i18n.ts';
import type { PagePayload } from '../../shared/types/page.ts';
import { assetsForPage } from './client-assets.ts';
import { DOCUMENT_END, documentStart } from './document.ts';

/** Crawlers get the complete HTML at once (architecture decision 3). */
const BOT_USER_AGENT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|linkpreview|whatsapp|telegram/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}

interface StreamPageOptions {
  payload: PagePayload;
  Page: ComponentType<any>;
  dictionary: Dictionary;
  nonce: string;
  crawler: boolean;
  /** Told when a part failed on the server (the client renders it instead), so the answer is never cached. */
  onRenderError?: () => void;
}

const encoder = new TextEncoder();

/**
 * Streams the document: the head and the page payload go out first, React's
 * markup follows as it renders, with the entry module right after the shell so
 * hydration need not wait for Suspense boundaries that stream later.
 * A failure inside a deferred boundary is logged and left to the client to retry;
 * it never turns the page's status into an error.
 */
export async function streamPage({ payload, Page, dictionary, nonce, crawler, onRenderError }: StreamPageOptions): Promise<ReadableStream<Uint8Array>> {
  const assets = assetsForPage(payload.page, payload.config.language);
  // The server renders deferred regions in full, without suspending: their code is loaded first (at once after the first page).
  await loadDeferredRegions();
  const reactStream = await renderToReadableStream(<App payload={payload} Page={Page} dictionary={dictionary} />, {
    nonce,
    // React writes the entry right after the shell, so hydration starts before deferred parts arrive.
    bootstrapModules: [assets.entry],
    // A boundary that is complete goes out in place, however long the page: React would otherwise move those
    // past 12,800 bytes to the end, behind a hidden element and a script, which hides the header's and the
    // footer's deferred regions (decision 042) from visitors without JavaScript.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      console.error('SSR error', error);
      onRenderError?.();
    },
  });
  if (crawler) await reactStream.allReady;

  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const pump = async () => {
    const writer = writable.getWriter();
    try {
      await writer.write(encoder.encode(documentStart(payload, assets, nonce)));
      const reader = reactStream.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await writer.write(value);
      }
      await writer.write(encoder.encode(DOCUMENT_END));
      await writer.close();
    } catch (error) {
      // A visitor who leaves mid-stream cancels the response (without a reason, or the
      // readable side closes under us): nothing went wrong on our side then.
      const visitorLeft = error === undefined || (error instanceof TypeError && /no longer readable/.test(error.message));
      if (!visitorLeft) console.error('Streaming the page failed', error);
      await writer.abort(error).catch(() => {});
    }
  };
  void pump();
  return readable;
}
