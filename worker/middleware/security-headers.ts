import type { HTMLRewriter as WorkerHTMLRewriter, Response as WorkerResponse } from '@cloudflare/workers-types';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { TAG_MANAGER_CSP_ORIGINS } from '../../shared/tag-manager.ts';
import type { AppEnv } from '../hono-env.ts';

// workerd provides HTMLRewriter as a global; the root tsconfig checks worker code against the DOM lib, which has none.
declare const HTMLRewriter: typeof WorkerHTMLRewriter;

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

type Directives = Record<string, string[]>;

function shopDirectives(nonce: string): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // Static pages may embed videos, and only from the embed path the sanitiser keeps (core 5).
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}

const serialise = (directives: Directives) => Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');

/** What a partner's script may need of its own origin: its code, styles, images, fonts, calls and frames. */
const PARTNER_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src'];

/**
 * A per-request CSP nonce for the document's entry module and preloads, and the
 * security headers every HTML response carries (issue 2, item 10). Styles allow inline
 * attributes because React sets style props (colour swatches, progress widths).
 * A page that loads a partner's script (the rentle booking widget, a static
 * page's booking resize script; decision 036) adds that origin, on that page only.
 */
export function contentSecurityPolicy(nonce: string, partnerOrigins: readonly string[] = []): string {
  const directives = shopDirectives(nonce);
  if (partnerOrigins.length > 0) for (const name of PARTNER_DIRECTIVES) directives[name] = [...directives[name], ...partnerOrigins];
  return serialise(directives);
}

/**
 * A page loader names the partner origins its document loads from (an https
 * URL's origin each); the page's CSP allows them, and its payload tells client
 * navigation to load it as a document of its own (shared/types/page.ts ownPolicy).
 */
export function allowPartnerOrigins(c: Context<AppEnv>, urls: readonly string[]): void {
  const origins = urls.map((url) => new URL(url).origin);
  c.set('partnerOrigins', [...new Set([...(c.get('partnerOrigins') ?? []), ...origins])]);
}

/**
 * Klarna's hosts. Klarna documents no CSP list for Checkout v3; these are
 * the hosts of its browser security configuration for the web SDK
 * (docs.klarna.com, "Browser security configuration": x.klarnacdn.net,
 * js.klarna.com, *.klarna.com, *.klarnaevt.com) widened to their domains,
 * plus klarnaservices.com: the KCO snippet loads its bootstrap from
 * *.klarnacdn.net, frames checkout-*.klarna.com and pings evt.*.klarna.com.
 */
export const KLARNA_HOSTS = ['https://*.klarna.com', 'https://*.klarnacdn.net', 'https://*.klarnaservices.com', 'https://*.klarnaevt.com'];

/**
 * The Klarna checkout page alone (/payments/klarna/{id}/, decision 011):
 * the shop's policy plus Klarna's hosts. The snippet's inline script gets
 * this request's nonce (klarnaPageWithNonce), and 'strict-dynamic' trusts
 * the bootstrap script it adds; the hosts in script-src serve browsers
 * without 'strict-dynamic'. Every other page keeps the shop's policy.
 */
export function klarnaCheckoutPolicy(nonce: string): string {
  const directives = shopDirectives(nonce);
  for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src']) directives[name] = [...directives[name], ...KLARNA_HOSTS];
  // The shop's video embeds are not on this page.
  directives['frame-src'] = KLARNA_HOSTS;
  return serialise(directives);
}

/** The shop's Klarna checkout page (worker/api/provider-callbacks.ts); its confirm and push routes are not HTML pages. */
const KLARNA_CHECKOUT_PAGE = /^\/payments\/klarna\/[A-Za-z0-9_-]+\/$/;

/**
 * The snippet comes from Klarna's API (read with the shop's credentials) and
 * is the whole body of that page: its scripts carry this request's nonce,
 * as the shop's own inline scripts do. No other page is rewritten.
 */
function klarnaPageWithNonce(response: Response, nonce: string): Response {
  const rewriter = new HTMLRewriter().on('script', { element(element) { element.setAttribute('nonce', nonce); } });
  return rewriter.transform(response as unknown as WorkerResponse) as unknown as Response;
}

/**
 * The origins beyond the shop's own that this answer's CSP allows. A page's
 * partner origins hold for that page only: an error answer at its path gets
 * the shop's policy. The tag manager's hosts are on every page of a shop that
 * has a container (its error pages too), on no page of one without (decision 037).
 * The edge cache stores them with the page (decision 039).
 */
export function pagePolicyOrigins(c: Context<AppEnv>): string[] {
  const partners = c.res.ok ? c.get('partnerOrigins') ?? [] : [];
  const tagManager = c.get('pageFrame')?.tagManagerId ? TAG_MANAGER_CSP_ORIGINS : [];
  return [...new Set([...partners, ...tagManager])];
}

/** HSTS of every HTTPS answer (issue 14). */
const HSTS = 'max-age=31536000';

export const securityHeadersMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = randomNonce();
  c.set('nonce', nonce);
  await next();
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  // Once a browser has the shop over HTTPS it never comes back over plain HTTP (a year; the brand's hosts only, not their subdomains).
  if (new URL(c.req.url).protocol === 'https:') headers.set('Strict-Transport-Security', HSTS);
  if (headers.get('Content-Type')?.startsWith('text/html')) {
    const klarnaPage = c.res.ok && KLARNA_CHECKOUT_PAGE.test(new URL(c.req.url).pathname);
    headers.set('Content-Security-Policy', klarnaPage ? klarnaCheckoutPolicy(nonce) : contentSecurityPolicy(nonce, pagePolicyOrigins(c)));
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (klarnaPage) c.res = klarnaPageWithNonce(c.res, nonce);
  }
});
