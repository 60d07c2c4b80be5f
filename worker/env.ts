import type { D1Database, Fetcher, KVNamespace, Queue, R2Bucket, SendEmail, WorkerVersionMetadata } from '@cloudflare/workers-types';
import { z } from 'zod';
import { isPrefixStrategy, type PrefixStrategy } from '../shared/locale-path.ts';
import { isShopPath } from '../shared/url-safety.ts';

/** Bindings declared in wrangler.toml. */
export interface Bindings {
  DB: D1Database;
  CATALOGUE_CACHE: KVNamespace;
  MEDIA: R2Bucket;
  ASSETS: Fetcher;
  BRAND_NAME?: string;
  BRAND_DOMAIN?: string;
  LOCALE_STRATEGY?: string;
  ROOT_REDIRECT?: string;
  CONTACT_EMAIL?: string;
  /** The back office's address for staff's "Open in admin" links (cat 6, decision 021); empty: no such links. */
  ADMIN_URL?: string;
  /** Queue 'kaira-outbox' (decision 011): an outbox email id per message; the worker's queue() delivers it. */
  OUTBOX?: Queue<OutboxMessage>;
  /** 'on': the test payment provider serves the 'card' method (local default; decision 011). */
  PAYMENT_TEST_PROVIDER?: string;
  /** 'on': GET /api/dev/outbox/ and the /dev/outbox/ page list the latest emails (local runs only). */
  DEV_OUTBOX?: string;
  /**
   * The mail transport (decision 020): 'dev-outbox' (local: the outbox row is the mail), 'cloudflare'
   * (the MAILER binding) or 'http' (the HTTP email API). '' (wrangler.toml's deploy default) or anything
   * else: no mail is sent and no row is marked sent; the consumer logs why.
   */
  MAIL_TRANSPORT?: string;
  /** The sender, 'Name <address>'; by default the brand at noreply@ its default-language host. */
  MAIL_FROM?: string;
  /** The HTTP email API's send endpoint (Resend's by default); tests point it at a fake. */
  MAIL_API_URL?: string;
  /** Secret (`wrangler secret put MAIL_API_KEY`): the HTTP email API's key, sent as a Bearer token. */
  MAIL_API_KEY?: string;
  /** The `send_email` binding ([[send_email]] name = "MAILER" in wrangler.toml) for MAIL_TRANSPORT = 'cloudflare'. */
  MAILER?: SendEmail;
  /** Klarna Checkout: secrets KLARNA_USERNAME and KLARNA_PASSWORD switch it on; the var picks the API host. */
  KLARNA_USERNAME?: string;
  KLARNA_PASSWORD?: string;
  KLARNA_API_URL?: string;
  /** PayPal Orders v2: secrets PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET switch it on; the var picks the API host. */
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_API_URL?: string;
  /** Secret: the id of the PayPal webhook pointed at /payments/paypal/webhook/; without it that route is off (404). */
  PAYPAL_WEBHOOK_ID?: string;
  /**
   * Secret (`wrangler secret put WAREHOUSE_WEBHOOK_SECRET`): the key the warehouse signs its status
   * deliveries with (HMAC-SHA256, decision 024); without it POST /api/warehouse/order-status/ is off (404).
   */
  WAREHOUSE_WEBHOOK_SECRET?: string;
  /** 'on': anonymous catalogue and content pages are kept in the edge cache (decision 039); anything else renders every page. */
  EDGE_HTML_CACHE?: string;
  /** [version_metadata] in wrangler.toml: the id of the deployed Worker version, which the edge cache's keys carry (decision 039). */
  CF_VERSION_METADATA?: WorkerVersionMetadata;
}

/** A message on the outbox queue: the outbox_emails row to deliver. */
export interface OutboxMessage { emailId: number }

export interface ShopSettings {
  brandName: string;
  brandDomain: string;
  localeStrategy: PrefixStrategy;
  rootRedirect: string | null;
  contactEmail: string;
}

const settingsSchema = z.object({
  BRAND_NAME: z.string().trim().min(1).catch('Kaira Outdoor'),
  BRAND_DOMAIN: z.string().trim().toLowerCase().regex(/^[a-z0-9-]+$/).catch('kaira'),
  LOCALE_STRATEGY: z.string().refine(isPrefixStrategy).catch('prefix_except_default'),
  // Only a same-site path: an absolute URL here would turn the shop into an open redirect.
  ROOT_REDIRECT: z.string().trim().refine(isShopPath).nullable().catch(null),
  CONTACT_EMAIL: z.string().trim().email().catch('asiakaspalvelu@kaira.fi'),
});

/** Parsed settings by their raw values: the env object itself may be new on every request. */
const cache = new Map<string, ShopSettings>();

/** Environment variables parsed once per distinct set of values; a bad value falls back to its default. */
export function shopSettings(env: Bindings): ShopSettings {
  const key = [env.BRAND_NAME, env.BRAND_DOMAIN, env.LOCALE_STRATEGY, env.ROOT_REDIRECT, env.CONTACT_EMAIL].join('\u0000');
  const known = cache.get(key);
  if (known) return known;
  const parsed = settingsSchema.parse({
    BRAND_NAME: env.BRAND_NAME,
    BRAND_DOMAIN: env.BRAND_DOMAIN,
    LOCALE_STRATEGY: env.LOCALE_STRATEGY,
    ROOT_REDIRECT: env.ROOT_REDIRECT || null,
    CONTACT_EMAIL: env.CONTACT_EMAIL,
  });
  const settings: ShopSettings = {
    brandName: parsed.BRAND_NAME,
    brandDomain: parsed.BRAND_DOMAIN,
    localeStrategy: parsed.LOCALE_STRATEGY as PrefixStrategy,
    rootRedirect: parsed.ROOT_REDIRECT,
    contactEmail: parsed.CONTACT_EMAIL,
  };
  cache.set(key, settings);
  return settings;
}
