/**
 * Fixed-window request limits in D1 for the endpoints guarded by a guessable
 * secret (issue 6 "bad input": the order lookup by email and order number,
 * the order view by token) and for what one client may create (issue 14:
 * orders, back-in-stock sign-ups). One upsert per request counts it and
 * answers the window's count; now and then the same batch deletes windows long over.
 * D1 is one database, so every isolate counts in the same rows.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { countRateLimitHit } from '../data/rate-limits.ts';

export interface RateLimitRule { name: string; limit: number; windowSeconds: number }

/**
 * cat 8 lookup: an order number is 'K' and 8 digits, so for a known email
 * 10 tries per 10 minutes leaves guessing hopeless while a shopper who
 * mistypes a few times is never stopped.
 */
export const ORDER_LOOKUP_LIMIT: RateLimitRule = { name: 'order-lookup', limit: 10, windowSeconds: 600 };

/**
 * The same lookups counted per email, whatever the address they come from:
 * someone with many addresses (an IPv6 /48 holds 65,536 /64s) still gets
 * 20 guesses an hour at one shopper's orders.
 */
export const ORDER_LOOKUP_EMAIL_LIMIT: RateLimitRule = { name: 'order-lookup-email', limit: 20, windowSeconds: 3600 };

/**
 * The view token is 32 random characters, so this limit is about load more
 * than guessing; /order/process/ polls up to 15 times per visit (order-poll.ts),
 * so a shopper paying twice and reloading stays well inside 60.
 */
export const ORDER_VIEW_LIMIT: RateLimitRule = { name: 'order-view', limit: 60, windowSeconds: 600 };

/**
 * Order creation (POST /api/orders/, decision 017) per client: a shopper
 * retrying a declined card a few times, or a household behind one address,
 * stays well inside 10 in 10 minutes; a script trying card after card does not.
 */
export const ORDER_CREATE_LIMIT: RateLimitRule = { name: 'order-create', limit: 10, windowSeconds: 600 };

/** Orders written for one buyer email, from whatever address: 10 an hour (counted in the orders table, not as attempts: worker/api/order-limits.ts). */
export const ORDER_CREATE_EMAIL_LIMIT: RateLimitRule = { name: 'order-create-email', limit: 10, windowSeconds: 3600 };

/**
 * Back-in-stock sign-ups (decision 017) per client: a shopper signs up for a
 * few sizes or colours; 20 an hour leaves room for a household.
 */
export const STOCK_ALERT_LIMIT: RateLimitRule = { name: 'stock-alert', limit: 20, windowSeconds: 3600 };

/**
 * Per address: every sign-up mails a confirmation, so someone typing another
 * person's address sends that inbox at most 5 mails a day.
 */
export const STOCK_ALERT_EMAIL_LIMIT: RateLimitRule = { name: 'stock-alert-email', limit: 5, windowSeconds: 86_400 };

/**
 * Gift card balance by code (decision 028): a code is 16 characters of 29
 * (about 2^77), so guessing is hopeless anyway; 30 lookups in 10 minutes
 * keep a script from using the shop as a code oracle while a shopper checking
 * a few cards, with typos, is never stopped.
 */
export const GIFT_CARD_BALANCE_LIMIT: RateLimitRule = { name: 'gift-card-balance', limit: 30, windowSeconds: 600 };

/**
 * Gift campaign codes checked (POST /api/giftcampaigns/validate_code/,
 * decision 026) per client: a code carries about 2^58, so this is about load
 * and oracles, not guessing; a recipient mistyping a few times is never stopped.
 */
export const GIFT_CAMPAIGN_CODE_LIMIT: RateLimitRule = { name: 'gift-campaign-code', limit: 20, windowSeconds: 600 };

/**
 * Company registrations (POST /api/company/, decision 027) per client: a
 * customer registers once; 10 an hour leaves room for corrections while a
 * script cannot use the "already registered" answer to list VAT numbers.
 */
export const COMPANY_REGISTER_LIMIT: RateLimitRule = { name: 'company-register', limit: 10, windowSeconds: 3600 };

/**
 * Recipient sends of campaign management (decision 027) per company: each
 * send mails up to 500 addresses, so 60 an hour is 30,000 mails, plenty for
 * a company's gifts and a ceiling on what a stolen session can send.
 */
export const CAMPAIGN_RECIPIENTS_LIMIT: RateLimitRule = { name: 'campaign-recipients', limit: 60, windowSeconds: 3600 };

/** Windows that started longer ago than this are deleted: the longest rule's window (a day). */
const KEEP_SECONDS = 86_400;
const CLEANUP_CHANCE = 1 / 50;

export interface RateLimitAnswer { allowed: boolean; count: number; retryAfterSeconds: number }

/** Counts one request of the client against the rule; `random` decides the occasional clean-up (tests pass their own). */
export async function countRequest(
  db: D1Database, rule: RateLimitRule, client: string, now: Date = new Date(), random: () => number = Math.random,
): Promise<RateLimitAnswer> {
  const seconds = Math.floor(now.getTime() / 1000);
  const windowStart = seconds - (seconds % rule.windowSeconds);
  const deleteBefore = random() < CLEANUP_CHANCE ? seconds - KEEP_SECONDS : null;
  const total = await countRateLimitHit(db, `${rule.name}:${client}`, windowStart, deleteBefore);
  return { allowed: total <= rule.limit, count: total, retryAfterSeconds: windowStart + rule.windowSeconds - seconds };
}

const IPV6_GROUP = /^[0-9a-f]{1,4}$/;

/**
 * The client part of the key, from CF-Connecting-IP: an IPv4 address as it
 * is, an IPv6 address by its /64 (one subscriber is given a whole /64 and may
 * use any address in it), 'unknown' without the header.
 */
export function clientOf(ip: string | undefined | null): string {
  const value = (ip ?? '').trim().toLowerCase().slice(0, 64);
  if (value === '') return 'unknown';
  if (!value.includes(':')) return value;
  // IPv4-mapped (::ffff:192.0.2.1): the IPv4 address it carries.
  if (value.includes('.')) return value.slice(value.lastIndexOf(':') + 1);
  const [head, tail] = value.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8 || !groups.every((group) => IPV6_GROUP.test(group))) return value;
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
