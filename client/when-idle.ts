/**
 * Runs `run` when the browser is next idle, at the latest after `timeout` ms;
 * where there is no requestIdleCallback (Safari), after `fallback` ms. Returns
 * what calls it off.
 */
export function whenIdle(run: () => void, { timeout, fallback }: { timeout: number; fallback: number }): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, fallback);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout });
  return () => cancelIdleCallback(handle);
}
