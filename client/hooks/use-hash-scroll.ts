import { useEffect } from 'react';
import { safeDecode } from '../../shared/url-safety.ts';
import { HASH_SCROLL_MAX_TRIES, HASH_SCROLL_RETRY_MS } from '../../shared/timing.ts';

/**
 * Smooth scroll to the URL's hash target once it exists (core 2 static page
 * with tabs): tab content may render after the navigation, so the element is
 * looked for every 50 ms, up to 100 times. Runs again when `key` changes.
 */
export function useHashScroll(key: string): void {
  useEffect(() => {
    const id = safeDecode(window.location.hash.slice(1));
    if (!id) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target) {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
        window.clearInterval(timer);
      } else if (tries >= HASH_SCROLL_MAX_TRIES) {
        window.clearInterval(timer);
      }
    }, HASH_SCROLL_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [key]);
}
