import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../hono-env.ts';

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * A per-request CSP nonce shared with React's inline scripts, and the security
 * headers every HTML response carries (issue 2, item 10). Styles allow inline
 * attributes because React sets style props (colour swatches, progress widths).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // Static pages may embed videos, and only from the embed path the sanitiser keeps (core 5).
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const securityHeadersMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = randomNonce();
  c.set('nonce', nonce);
  await next();
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (headers.get('Content-Type')?.startsWith('text/html')) {
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  }
});
