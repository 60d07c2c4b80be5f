/**
 * The toast region (core 8: top-right), always in the page so screen readers
 * hear what arrives (aria-live polite). It stays empty for React: showToast
 * (client/state/toasts.ts, TOAST_REGION_ID) writes the messages into it; that
 * module is not imported here, so pages that never toast carry none of it.
 */
export function Toasts() {
  return <div id="toasts" className="toasts" aria-live="polite" />;
}
