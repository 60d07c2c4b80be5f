import type { Context } from 'hono';
import { isLanguage } from '../../shared/languages.ts';
import type { CreateOrderRequest } from '../../shared/types/order.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';
import { ORDER_CREATE_EMAIL_LIMIT, ORDER_CREATE_LIMIT } from '../services/rate-limit.ts';
import { limitRequest } from './rate-limited.ts';

/**
 * Counts an order attempt (POST /api/orders/, decision 017) per client and
 * per buyer email, whatever its letter case; over either limit, 429 with
 * Retry-After and a message in the order's language. Counted once the body
 * is valid, so a shopper correcting the form spends nothing.
 */
export async function countOrderAttempt(c: Context<AppEnv>, client: string, request: CreateOrderRequest): Promise<void> {
  const language = request.checkout.language_code;
  const t = isLanguage(language) ? translatorFor(language) : c.get('t');
  const email = request.form.email.trim().toLowerCase();
  await limitRequest(c, [[ORDER_CREATE_LIMIT, client], [ORDER_CREATE_EMAIL_LIMIT, email]], (minutes) => t('orderError.tooManyOrders', { minutes }));
}
