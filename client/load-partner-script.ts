const loaded = new Map<string, Promise<void>>();

/**
 * Adds a partner's script (decision 036) to the document once per URL and
 * resolves when it has run; rejects when it cannot load (offline, blocked),
 * so the page can say so. Only the page whose CSP allows the origin calls it.
 */
export function loadPartnerScript(src: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`Could not load ${src}`));
      document.head.append(script);
    });
    loaded.set(src, promise);
    // A failed load may be tried again (a visitor back online presses the button again).
    promise.catch(() => loaded.delete(src));
  }
  return promise;
}
