import type { Context } from 'hono';
import { shopSettings } from '../env.ts';
import type { AppEnv } from '../hono-env.ts';
import { accountLinksFor } from '../services/auth/account-links.ts';
import type { OrderDeskDeps } from '../services/orders/order-desk-context.ts';

/** What the order desk's services need from a request: the mails' links go to the host it came to; the providers are called for real. */
export function orderDeskDeps(c: Context<AppEnv>): OrderDeskDeps {
  return {
    env: c.env, brandName: c.get('settings').brandName, links: accountLinksFor(shopSettings(c.env), new URL(c.req.url).origin),
    fetch: (input, init) => fetch(input, init),
  };
}
