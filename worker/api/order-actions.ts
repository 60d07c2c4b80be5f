import { Hono, type Context } from 'hono';
import { cancelOrderSchema, packTogetherSchema } from '../../shared/order/order-action-schema.ts';
import type { OrderSummary } from '../../shared/types/order.ts';
import { getOrderHead, getOrderSummary, type OrderHead } from '../data/orders/order-reads.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware as noStore } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { validate, firstFieldMessage } from '../middleware/validate.ts';
import { cancelOrder } from '../services/orders/cancel-order.ts';
import { ORDER_ACTION_LIMIT } from '../services/orders/order-action-limits.ts';
import { findOwnedOrder, proofOf } from '../services/orders/order-access.ts';
import { packOrders } from '../services/orders/pack-orders.ts';
import { countRequest, ORDER_LOOKUP_EMAIL_LIMIT } from '../services/rate-limit.ts';
import { orderDeskDeps } from './order-desk-deps.ts';
import { rateLimited, tooManyRequests } from './rate-limited.ts';

/**
 * The customer's own order actions (issue 16 item 4):
 * - POST /api/orders/pack-together/ {order_number, with_order_number, email? | token?}
 *   → 200 the order's OrderSummary; 409 pack_not_possible (cat 8 "pack-together
 *   not possible with the given order", nothing changes) or pack_failed (cat 8
 *   "pack-with-another-order failure": an order moved meanwhile).
 * - POST /api/orders/cancel/ {order_number, email? | token?} → 200 the
 *   cancelled order's OrderSummary; 409 not_cancellable (cat 8 "order or return cancel").
 * The order is the caller's by a session, its view token or its email
 * (services/orders/order-access.ts); any other caller gets 404, as for an
 * unknown order. ORDER_ACTION_LIMIT per client, and the lookup's per-email
 * limit for an email proof. Every answer is the shopper's own: never cached.
 */
export const orderActionsApi = new Hono<AppEnv>();

/** Messages are dictionary keys, answered in the request's language (`?lang=`) as the page shows them. */
const INVALID = { code: 'invalid_request', message: firstFieldMessage, translate: true, missing: 'checkoutForm.error.required', notAnObject: 'orderPages.actions.invalid' };
const packBody = validate('json', packTogetherSchema, INVALID);
const cancelBody = validate('json', cancelOrderSchema, INVALID);

/** The order the body names, if the caller proves it theirs; else 404 "Order not found" (cat 8). */
async function ownedOrder(c: Context<AppEnv>, request: { order_number: string; email?: string; token?: string }): Promise<OrderHead> {
  const proof = proofOf(request, c.get('session')?.customerId ?? null);
  if (proof?.kind === 'email') {
    const perEmail = await countRequest(c.env.DB, ORDER_LOOKUP_EMAIL_LIMIT, proof.email.toLowerCase());
    if (!perEmail.allowed) throw tooManyRequests(c, perEmail);
  }
  const order = proof ? await findOwnedOrder(c.env.DB, request.order_number, proof) : null;
  if (!order) throw notFound(c.get('t')('viewOrder.notFound'));
  return order;
}

/** The order as it is now, after the action. */
async function summaryNow(c: Context<AppEnv>, orderNumber: string): Promise<OrderSummary> {
  const head = await getOrderHead(c.env.DB, orderNumber);
  if (!head) throw notFound(c.get('t')('viewOrder.notFound'));
  return getOrderSummary(c.env.DB, head);
}

orderActionsApi.post('/orders/pack-together/', noStore, sameOriginMiddleware, rateLimited(ORDER_ACTION_LIMIT), packBody, async (c) => {
  const request = c.req.valid('json');
  const t = c.get('t');
  const order = await ownedOrder(c, request);
  const outcome = await packOrders(c.env.DB, order, request.with_order_number, 'customer', new Date());
  if (outcome.kind === 'not_possible') {
    const message = t('orderPages.packTogether.notPossible');
    throw new AppError(409, 'pack_not_possible', message, { fields: { with_order_number: message } });
  }
  if (outcome.kind === 'failed') throw new AppError(409, 'pack_failed', t('orderPages.packTogether.failed'), { fields: {} });
  return c.json(await summaryNow(c, order.order_number));
});

orderActionsApi.post('/orders/cancel/', noStore, sameOriginMiddleware, rateLimited(ORDER_ACTION_LIMIT), cancelBody, async (c) => {
  const request = c.req.valid('json');
  const order = await ownedOrder(c, request);
  // The customer's cancel gives the money back at once (refund true); a refund the provider refuses is marked for finance (needs_refund_at).
  const outcome = await cancelOrder(orderDeskDeps(c), { orderId: order.id, actor: 'customer', refund: true }, new Date());
  if (outcome.kind === 'not_found') throw notFound(c.get('t')('viewOrder.notFound'));
  if (outcome.kind === 'not_cancellable') throw new AppError(409, 'not_cancellable', c.get('t')('orderPages.cancel.failed'), { fields: {} });
  return c.json(await summaryNow(c, order.order_number));
});
