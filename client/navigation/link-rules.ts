/** Paths the worker serves as files or JSON, never as pages. */
const NON_PAGE_PATH = /^\/(api|assets)\/|\.[a-z0-9]+$/i;

/**
 * The in-shop href a click on this anchor should navigate to on the client, or
 * null when the browser should handle it (other origin, new tab, download,
 * a same-page hash jump, a file, or an explicit full reload).
 */
export function clientNavigableHref(anchor: HTMLAnchorElement, location: Location): string | null {
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-full-reload')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  if (NON_PAGE_PATH.test(url.pathname)) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return url.pathname + url.search + url.hash;
}

/** A plain left click without modifier keys: the only click we take over. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
