import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';

export interface ShopRequest {
  method?: string;
  headers?: Record<string, string>;
  /** request.cf as Cloudflare's edge would set it, e.g. { country: 'SE' }. */
  cf?: Record<string, unknown>;
  /** Override wrangler.toml vars or bindings for this request. */
  vars?: Record<string, unknown>;
}

/** Sends one request through the whole app, inside workerd with the real bindings; redirects are not followed. */
export async function fetchShop(url: string, { method = 'GET', headers = {}, cf, vars }: ShopRequest = {}): Promise<Response> {
  const absolute = url.startsWith('http') ? url : `http://localhost${url}`;
  const request = new Request(absolute, { method, headers, redirect: 'manual', cf } as RequestInit);
  return app.fetch(request, vars ? { ...env, ...vars } : env);
}

/** Set-Cookie headers by cookie name. */
export function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie]));
}

/** The page payload embedded in an HTML response. */
export function embeddedPayload(html: string): any {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no page payload in the HTML');
  return JSON.parse(match[1]);
}
