import type { Context } from 'hono';
import { isLanguage } from '../../shared/languages.ts';
import type { CreateOrderRequest } from '../../shared/types/order.ts';
import { ordersOfEmailSince } from '../data/orders/order-reads.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';
import { ORDER_CREATE_EMAIL_LIMIT, ORDER_CREATE_LIMIT } from '../services/rate-limit.ts';
import { limitRequest, tooManyRequests } from './rate-limited.ts';

/**
 * Counts an order attempt (POST /api/orders/, decision 017) per client, and
 * the orders written for the buyer email, whatever its letter case; over
 * either limit, 429 with Retry-After and a message in the order's language.
 * Counted once the body is valid, so a shopper correcting the form spends
 * nothing; the email counts written orders only, so requests that write
 * nothing cannot lock someone else's address out.
 */
export async function countOrderAttempt(c: Context<AppEnv>, client: string, request: CreateOrderRequest, now = new Date()): Promise<void> {
  const language = request.checkout.language_code;
  const t = isLanguage(language) ? translatorFor(language) : c.get('t');
  const message = (minutes: number) => t('orderError.tooManyOrders', { minutes });
  await limitRequest(c, [[ORDER_CREATE_LIMIT, client]], message);
  const windowMs = ORDER_CREATE_EMAIL_LIMIT.windowSeconds * 1000;
  const written = await ordersOfEmailSince(c.env.DB, request.form.email.trim(), new Date(now.getTime() - windowMs).toISOString());
  if (written.count < ORDER_CREATE_EMAIL_LIMIT.limit || !written.oldest) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(written.oldest) + windowMs - now.getTime()) / 1000));
  throw tooManyRequests(c, { retryAfterSeconds }, message(Math.ceil(retryAfterSeconds / 60)));
}
