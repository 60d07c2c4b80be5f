import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { catalogueOf } from '../data/catalogue-context.ts';
import type { AppEnv } from '../hono-env.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { createOrder } from '../services/orders/create-order.ts';
import { getOrderByToken, lookupOrder } from '../services/orders/order-read.ts';
import { countRequest, ORDER_LOOKUP_EMAIL_LIMIT, ORDER_LOOKUP_LIMIT, ORDER_VIEW_LIMIT } from '../services/rate-limit.ts';
import { orderReference } from '../../shared/checkout/order-links.ts';
import { apiError } from './errors.ts';
import { BadInputError } from './bad-input.ts';
import { readJsonBody } from './json-body.ts';
import { paymentRun } from './payment-links.ts';
import { rateLimited, tooManyRequests } from './rate-limited.ts';

/**
 * Orders (issue 6 item 6, brief 2):
 * - POST /api/orders/ CreateOrderRequest → 200 CreateOrderResponse; 400
 *   invalid_form with fields; 409 not_orderable (a reason, or the stock went first);
 *   502 payment_unavailable (the order was written but its payment could neither
 *   start nor be failed; the client shows its generic error);
 * - GET /api/orders/{orderNumber}/?token= → OrderSummary, 404 for a wrong token;
 * - POST /api/orders/lookup/ {email, order_number} → OrderSummary or 404 (cat 8).
 * The last two are guarded by a guessable secret: per client IP at most
 * ORDER_LOOKUP_LIMIT lookups and ORDER_VIEW_LIMIT views per window, and per
 * email ORDER_LOOKUP_EMAIL_LIMIT lookups, then 429.
 * Every answer is the shopper's own: never cached.
 */
export const ordersApi = new Hono<AppEnv>();

ordersApi.post('/orders/', sameOriginMiddleware, async (c) => {
  const body = await readJsonBody(c);
  const run = paymentRun(c);
  const outcome = await createOrder({ ...run, source: catalogueOf(c), language: c.get('language') }, body);
  c.header('Cache-Control', 'private, no-store');
  if (outcome.kind === 'invalid') throw new BadInputError(outcome.code, outcome.message, outcome.fields);
  if (outcome.kind === 'not_orderable') return c.json(apiError('not_orderable', outcome.message, {}), 409);
  if (outcome.kind === 'payment_unavailable') return c.json(apiError('payment_unavailable', outcome.message, {}), 502);
  return c.json(outcome.response);
});

const lookupSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254)),
  order_number: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(32)),
});

ordersApi.post('/orders/lookup/', sameOriginMiddleware, rateLimited(ORDER_LOOKUP_LIMIT), async (c) => {
  const parsed = v.safeParse(lookupSchema, await readJsonBody(c));
  const t = c.get('t');
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? 'body'), t('checkoutForm.error.required')]));
    throw new BadInputError('invalid_lookup', t('viewOrder.notFound'), fields);
  }
  const perEmail = await countRequest(c.env.DB, ORDER_LOOKUP_EMAIL_LIMIT, parsed.output.email.toLowerCase());
  if (!perEmail.allowed) return tooManyRequests(c, perEmail);
  const order = await lookupOrder(c.env.DB, parsed.output.email, parsed.output.order_number);
  c.header('Cache-Control', 'private, no-store');
  if (!order) return c.json(apiError('not_found', t('viewOrder.notFound')), 404);
  return c.json(order);
});

ordersApi.get('/orders/:orderNumber/', rateLimited(ORDER_VIEW_LIMIT), async (c) => {
  const reference = orderReference(c.req.param('orderNumber'), c.req.query('token'));
  const order = reference ? await getOrderByToken(c.env.DB, reference.orderNumber, reference.token) : null;
  c.header('Cache-Control', 'private, no-store');
  if (!order) throw new HTTPException(404, { message: 'No such order.' });
  return c.json(order);
});
