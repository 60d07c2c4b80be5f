import type { HTMLRewriter as WorkerHTMLRewriter, Response as WorkerResponse } from '@cloudflare/workers-types';

// workerd provides HTMLRewriter as a global; the root tsconfig checks worker code against the DOM lib, which has none.
declare const HTMLRewriter: typeof WorkerHTMLRewriter;

/**
 * A stored page with this response's nonce in place of the one it was
 * rendered with (decision 039, foreseen by decision 005): every element that
 * carries a nonce (React's inline scripts, the entry module and its
 * preloads) gets the fresh one, so no nonce is ever served twice.
 */
export function withFreshNonce(response: Response, nonce: string): Response {
  const rewriter = new HTMLRewriter().on('[nonce]', { element(element) { element.setAttribute('nonce', nonce); } });
  return rewriter.transform(response as unknown as WorkerResponse) as unknown as Response;
}
