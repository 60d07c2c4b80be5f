/**
 * The edge HTML cache's key (issue 19, decision 039): the page's URL without
 * the parameters nobody's page reads, plus every value that changes the HTML
 * besides the URL, plus the build and the catalogue version, so that a deploy
 * or an import replaces every page at once.
 */

/** Parameters that analytics tools add to links; no page reads them, so they never split the cache. */
const TRACKING_PARAM = /^(utm_[a-z_]*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_ke|igshid|srsltid)$/i;

/** The values besides the URL that change a page's HTML (site config, core 3; the card size cookie, cat 9). */
export interface PageVariant {
  language: string;
  deliveryCountry: string;
  currency: string;
  taxAreaId: number;
  /** The visitor's IP country, which the checkout's address form starts from (siteConfig.geoIPCountryCode). */
  geoCountry: string | null;
  cardSize: string;
  /** Client navigation asks for the page as JSON (x-page-data). */
  json: boolean;
  /** A crawler, which gets the complete HTML at once and every card of a grid's page. */
  crawler: boolean;
  /** What deployed the page's code (deploymentOf in worker/middleware/html-cache.ts): a deploy replaces every page at once. */
  deployment: string;
  catalogueVersion: number;
}

/** The query without tracking parameters, its pairs sorted: '?a=1&b=2', or '' for none. */
export function pageQueryOf(search: string): string {
  const pairs = search.replace(/^\?/, '').split('&').filter((pair) => pair !== '' && !TRACKING_PARAM.test(decodeName(pair)));
  return pairs.length > 0 ? `?${pairs.sort().join('&')}` : '';
}

function decodeName(pair: string): string {
  const name = pair.split('=', 1)[0];
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** Reserved for the cache's own values, so no page parameter can collide with them. */
const VARIANT_PARAM = '__page_variant';

/**
 * The key as the Cache API takes it: a URL on the shop's own host (Cloudflare
 * keeps Cache API entries per zone). Two requests share a key exactly when
 * they would be rendered the same.
 */
export function pageCacheKey(requestUrl: string, variant: PageVariant): string {
  const url = new URL(requestUrl);
  const values = [
    variant.language, variant.deliveryCountry, variant.currency, variant.taxAreaId, variant.geoCountry ?? '-',
    variant.cardSize, variant.json ? 'json' : 'html', variant.crawler ? 'crawler' : 'browser', variant.deployment, `v${variant.catalogueVersion}`,
  ].map((value) => encodeURIComponent(String(value)));
  const query = pageQueryOf(url.search);
  return `${url.origin}${url.pathname}${query}${query ? '&' : '?'}${VARIANT_PARAM}=${values.join('.')}`;
}

/**
 * Whether a rendered page may be stored under its request's key: only when
 * the request's query is the one the page itself says shaped it (its
 * canonical query). Any other query still gets its page, rendered, but is
 * never stored, so a flood of made-up parameters cannot push real pages out.
 */
export function isStorableQuery(requestSearch: string, shapingQuery: string): boolean {
  return pageQueryOf(requestSearch) === pageQueryOf(shapingQuery);
}
