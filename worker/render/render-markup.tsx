import type { ReactElement } from 'react';
// The legacy string renderer and the streaming one, both from the Node build (decisions 041 and 044).
import { renderToReadableStream, renderToString } from 'react-dom/server.node';

/**
 * How React marks a Suspense boundary it could not render on the server: the
 * client renders that part instead. Page text cannot contain it: React escapes
 * text, and sanitised HTML keeps no comments.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's markup as one string (decision 044). Every loader reads its data
 * before the render and the deferred regions' code is loaded first, so nothing
 * suspends on the server and the whole page is ready at once; React's
 * streaming renderer spent a fifth of a product page's miss measuring and
 * encoding chunks of a stream that had nothing to wait for.
 *
 * A part that throws is left to the client, as the streaming renderer did:
 * `onPartFailed` is told (the answer is then never cached) and the error is
 * logged. The string renderer reports no errors, so only then is the page
 * rendered once more through the streaming renderer, to log them.
 */
export async function renderMarkup(element: ReactElement, onPartFailed: () => void): Promise<string> {
  const markup = renderToString(element);
  if (markup.includes(CLIENT_RENDERED_BOUNDARY)) {
    onPartFailed();
    await logRenderErrors(element);
  }
  return markup;
}

async function logRenderErrors(element: ReactElement): Promise<void> {
  try {
    const stream = await renderToReadableStream(element, { onError: (error) => console.error('SSR error', error) });
    // A part that throws has thrown by the time the shell is ready; a part still waiting is logged with this reason.
    await stream.cancel(new Error('A part of the page suspended on the server, where nothing may wait.'));
  } catch (error) {
    console.error('SSR error', error);
  }
}
