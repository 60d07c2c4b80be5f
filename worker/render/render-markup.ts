import type { ReactElement } from 'react';
// The legacy string renderer and the streaming one, both from the Node build (decisions 041 and 044).
import { renderToReadableStream, renderToString } from 'react-dom/server.node';

/**
 * How React marks a Suspense boundary it could not render on the server: the
 * client renders that part instead. Page content cannot contain it: React
 * escapes text and attribute values, and sanitised HTML keeps no comments and
 * writes "<" in attributes as an entity.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's markup as one string (decision 044). Every loader reads its data
 * before the render and the deferred regions' code is loaded first, so nothing
 * suspends on the server and the whole page is ready at once; React's
 * streaming renderer spent about a fifth of the worker's time on a product
 * page's miss chunking and encoding a stream that had nothing to wait for.
 *
 * A part that throws inside a Suspense boundary is left to the client, as the
 * streaming renderer did, and `onPartFailed` is told (the answer is then never
 * cached). The string renderer reports no errors, so it is handed the logging
 * of them, to run after the answer has gone out. A failure outside every
 * boundary, or a part that suspends outside one, throws.
 */
export function renderMarkup(element: ReactElement, onPartFailed: (logging: Promise<void>) => void): string {
  const markup = renderToString(element);
  if (markup.includes(CLIENT_RENDERED_BOUNDARY)) onPartFailed(logRenderErrors(element));
  return markup;
}

/** Renders the page once more through the streaming renderer, which names each failure. */
async function logRenderErrors(element: ReactElement): Promise<void> {
  try {
    const stream = await renderToReadableStream(element, { onError: (error) => console.error('SSR error', error) });
    // A part that throws has thrown by the time the shell is ready; a part still waiting is logged with this reason.
    await stream.cancel(new Error('A part of the page suspended on the server, where nothing may wait.'));
    // React names what the cancel stopped only as it finishes the abort.
    await stream.allReady;
  } catch (error) {
    console.error('SSR error', error);
  }
}
