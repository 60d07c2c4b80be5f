import type { Context } from 'hono';
import { shopSettings } from '../env.ts';
import type { AppEnv } from '../hono-env.ts';
import type { AccountContext } from '../services/auth/account-context.ts';
import { accountLinksFor } from '../services/auth/account-links.ts';

/** What the account services need from a request: the mails' links go to the host it came to. */
export function accountContext(c: Context<AppEnv>): AccountContext {
  return { env: c.env, now: new Date(), brandName: c.get('settings').brandName, links: accountLinksFor(shopSettings(c.env), new URL(c.req.url).origin) };
}
