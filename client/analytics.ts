type DataLayerEvent = Record<string, unknown> & { event: string };
declare global {
  interface Window { dataLayer?: DataLayerEvent[] }
}

/**
 * Tag managers read window.dataLayer; it is created when the first event arrives.
 * The page view is here, in every page's first load; the shop's commerce events
 * are in commerce-analytics.ts, with the pages that send them (issue 19).
 */
export function pushDataLayer(event: DataLayerEvent): void {
  (window.dataLayer ??= []).push(event);
}

/** core 7: a page view on every page shown, first load and client navigation alike, and frosmoReady beside it. */
export function trackPageView(path: string): void {
  pushDataLayer({ event: 'nuxtPageView', path });
  pushDataLayer({ event: 'frosmoReady', path });
}
