import { Hono } from 'hono';
import * as v from 'valibot';
import { orderLanguage, validateCreateOrderRequest } from '../../shared/checkout/create-order-schema.ts';
import { orderReference } from '../../shared/checkout/order-links.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { lookupOrder } from '../data/orders/order-reads.ts';
import { AppError, badInput, notFound, notOrderable } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';
import { displayCurrencyOf } from '../middleware/display-currency.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { noStoreMiddleware as noStore } from '../middleware/no-store.ts';
import { validate } from '../middleware/validate.ts';
import { createOrder } from '../services/orders/create-order.ts';
import { getOrderByToken } from '../services/orders/order-read.ts';
import { clientOf, countRequest, ORDER_LOOKUP_EMAIL_LIMIT, ORDER_LOOKUP_LIMIT, ORDER_VIEW_LIMIT } from '../services/rate-limit.ts';
import { countOrderAttempt } from './order-limits.ts';
import { paymentRun } from './payment-links.ts';
import { rateLimited, tooManyRequests } from './rate-limited.ts';

/**
 * Orders (issue 6 item 6, brief 2):
 * - POST /api/orders/ CreateOrderRequest → 200 CreateOrderResponse; 400
 *   invalid_form with fields; 409 not_orderable (a reason, or the stock went first);
 *   429 too_many_requests with Retry-After: too many orders from the client or
 *   for the email, or the client's unpaid orders hold too much (decision 017);
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


const orderRequest = validate('json', (input, c) => {
  const language = orderLanguage(input);
  return validateCreateOrderRequest(input, language ? translatorFor(language) : c.get('t'));
});

ordersApi.post('/orders/', noStore, sameOriginMiddleware, orderRequest, async (c) => {
  const request = c.req.valid('json');
  const client = clientOf(c.req.header('cf-connecting-ip'));
  await countOrderAttempt(c, client, request);
  const display = await displayCurrencyOf(c, request.shown?.currency_code);
  // Who orders, and whether club prices apply, is the session's word, never the body's (issue 15 item 6).
  const session = c.get('session');
  const customer = session ? { id: session.customerId, clubMember: session.clubMember } : null;
  const outcome = await createOrder({ ...paymentRun(c), source: catalogueOf(c), language: c.get('language'), display, client, customer }, request);
  if (outcome.kind === 'invalid') throw badInput(outcome.code, outcome.message, outcome.fields);
  if (outcome.kind === 'total_changed') throw new AppError(409, 'total_changed', outcome.message, { fields: {} });
  if (outcome.kind === 'not_orderable') throw notOrderable(outcome.message);
  if (outcome.kind === 'too_many') throw tooManyRequests(c, outcome, outcome.message);
  if (outcome.kind === 'payment_unavailable') throw new AppError(502, 'payment_unavailable', outcome.message, { fields: {} });
  return c.json(outcome.response);
});

// Every message is a dictionary key: a shopper reads the lookup form's texts in the page's language.
const REQUIRED = 'checkoutForm.error.required';
const lookupSchema = v.object({
  email: v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(254, REQUIRED)),
  order_number: v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(32, REQUIRED)),
}, REQUIRED);
const lookupRequest = validate('json', lookupSchema, { code: 'invalid_lookup', message: 'viewOrder.notFound', missing: REQUIRED, notAnObject: REQUIRED, translate: true });

ordersApi.post('/orders/lookup/', noStore, sameOriginMiddleware, rateLimited(ORDER_LOOKUP_LIMIT), lookupRequest, async (c) => {
  const { email, order_number } = c.req.valid('json');
  const perEmail = await countRequest(c.env.DB, ORDER_LOOKUP_EMAIL_LIMIT, email.toLowerCase());
  if (!perEmail.allowed) throw tooManyRequests(c, perEmail);
  const order = await lookupOrder(c.env.DB, email, order_number);
  if (!order) throw notFound(c.get('t')('viewOrder.notFound'));
  return c.json(order);
});

ordersApi.get('/orders/:orderNumber/', noStore, rateLimited(ORDER_VIEW_LIMIT), async (c) => {
  const reference = orderReference(c.req.param('orderNumber'), c.req.query('token'));
  const order = reference ? await getOrderByToken(c.env.DB, reference.orderNumber, reference.token) : null;
  if (!order) throw notFound('No such order.');
  return c.json(order);
});
