import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import { ORDER_NUMBER_PATTERN } from '../../shared/order/order-action-schema.ts';
import {
  ORDER_DESK_MESSAGES, orderCancelSchema, orderListQuerySchema, orderStatusSchema, orderTrackingSchema,
} from '../../shared/order/order-desk-schema.ts';
import type { StaffOrderActionResponse, StaffOrderListResponse } from '../../shared/types/order-desk.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { INVALID_QUERY, validate, firstFieldMessage } from '../middleware/validate.ts';
import { orderIdByNumber } from '../data/orders/order-desk.ts';
import { cancelOrder } from '../services/orders/cancel-order.ts';
import { addOrderTracking, moveOrder } from '../services/orders/order-desk-actions.ts';
import { listStaffOrders, staffOrderView } from '../services/orders/order-desk-view.ts';
import { orderDeskDeps } from './order-desk-deps.ts';
import { staffOnlyMiddleware } from './staff-only.ts';

/**
 * The staff order desk (issue 16 item 5, decision 024). Staff and admin
 * sessions only (403 to anyone else), never cached; writes check Origin.
 * Messages are in `?lang=`.
 * - GET /api/staff/orders/?status=&store=&delivery_method=&from=&to=&page= → StaffOrderListResponse, newest first
 *   (from and to are days in Finnish time, both included; store: reserved from there or picked up there);
 * - GET /api/staff/orders/:orderNumber/ → StaffOrderResponse, 404 unknown;
 * - POST .../status/ {status, note?}: a move of shared/order/order-status-flow.ts (409 move_not_allowed
 *   otherwise; nothing changes); manual_cancellation is the cancel with a refund;
 * - POST .../tracking/ {code, carrier?}: a parcel's code (409 tracking_exists for a code it has, not_trackable
 *   for an order not paid or cancelled);
 * - POST .../cancel/ {refund, note?}: a not-yet-shipped order is cancelled and its stock released (409
 *   not_cancellable otherwise); `refund` gives the payment back through its provider; the answer's
 *   `refund` says 'refunded', 'failed' (marked for finance; the cancel stands) or 'none'.
 * Each change mails the customer in the order's language and writes its desk event in the same batch,
 * actor = the session's email. Actions answer the order as it is now.
 */
export const staffOrderDeskApi = new Hono<AppEnv>();

const writes = [staffOnlyMiddleware, sameOriginMiddleware] as const;
const M = ORDER_DESK_MESSAGES;

/** An order desk body through the one validator, its messages (dictionary keys) in the request's language. */
const deskBody = <S extends v.GenericSchema>(schema: S) =>
  validate('json', schema, { code: 'invalid_request', message: firstFieldMessage, translate: true, missing: M.required, notAnObject: M.invalid });

/** The staff account's address: who made the change, in the audit trail. */
const actorOf = (c: Context<AppEnv>): string => c.get('session')?.email ?? 'staff';

const statusLabel = (c: Context<AppEnv>, status: string) => c.get('t')(`orderPages.statuses.${status}`);

const notFoundHere = (c: Context<AppEnv>) => notFound(c.get('t')('orderDesk.refused.notFound'));

/** The order's row id by the path's number; 404 for a number of no order. */
async function orderIdOf(c: Context<AppEnv>): Promise<number> {
  const orderNumber = c.req.param('orderNumber') ?? '';
  const id = ORDER_NUMBER_PATTERN.test(orderNumber) ? await orderIdByNumber(c.env.DB, orderNumber) : null;
  if (id === null) throw notFoundHere(c);
  return id;
}

async function view(c: Context<AppEnv>, extra: Partial<StaffOrderActionResponse> = {}) {
  const order = await staffOrderView(c.env.DB, c.req.param('orderNumber') ?? '');
  if (!order) throw notFoundHere(c);
  return c.json<StaffOrderActionResponse>({ ...order, ...extra });
}

const refused = (c: Context<AppEnv>, code: string, key: string, params: Record<string, string> = {}, field = '') => {
  const message = c.get('t')(key, params);
  return new AppError(409, code, message, { fields: field ? { [field]: message } : {} });
};

staffOrderDeskApi.get('/staff/orders/', staffOnlyMiddleware, validate('query', orderListQuerySchema, INVALID_QUERY), async (c) => {
  return c.json<StaffOrderListResponse>(await listStaffOrders(c.env.DB, c.req.valid('query'), c.get('language')));
});

staffOrderDeskApi.get('/staff/orders/:orderNumber/', staffOnlyMiddleware, async (c) => {
  if (!ORDER_NUMBER_PATTERN.test(c.req.param('orderNumber'))) throw notFoundHere(c);
  return view(c);
});

staffOrderDeskApi.post('/staff/orders/:orderNumber/status/', ...writes, deskBody(orderStatusSchema), async (c) => {
  const { status, note } = c.req.valid('json');
  const moved = await moveOrder(orderDeskDeps(c), { orderId: await orderIdOf(c), to: status, actor: actorOf(c), note }, new Date());
  switch (moved.kind) {
    case 'moved': return view(c);
    case 'cancelled': return view(c, { refund: moved.refunded ? 'refunded' : 'none' });
    case 'refund_failed': return view(c, { refund: 'failed' });
    case 'not_found': throw notFoundHere(c);
    default: {
      const from = moved.status;
      throw refused(c, 'move_not_allowed', 'orderDesk.refused.notAllowed', { from: statusLabel(c, from), to: statusLabel(c, status) }, 'status');
    }
  }
});

staffOrderDeskApi.post('/staff/orders/:orderNumber/tracking/', ...writes, deskBody(orderTrackingSchema), async (c) => {
  const { code, carrier } = c.req.valid('json');
  const added = await addOrderTracking(orderDeskDeps(c), { orderId: await orderIdOf(c), actor: actorOf(c), code, carrier }, new Date());
  if (added.kind === 'added') return view(c);
  if (added.kind === 'not_found') throw notFoundHere(c);
  if (added.kind === 'unchanged') throw refused(c, 'tracking_exists', 'orderDesk.refused.trackingExists', { code }, 'code');
  throw refused(c, 'not_trackable', 'orderDesk.refused.notTrackable', { status: statusLabel(c, added.status) });
});

staffOrderDeskApi.post('/staff/orders/:orderNumber/cancel/', ...writes, deskBody(orderCancelSchema), async (c) => {
  const { refund, note } = c.req.valid('json');
  const cancelled = await cancelOrder(orderDeskDeps(c), { orderId: await orderIdOf(c), actor: actorOf(c), refund, note }, new Date());
  switch (cancelled.kind) {
    case 'cancelled': return view(c, { refund: cancelled.refunded ? 'refunded' : 'none' });
    case 'refund_failed': return view(c, { refund: 'failed' });
    case 'not_found': throw notFoundHere(c);
    case 'not_cancellable':
      if (cancelled.giftCardSpent) throw refused(c, 'gift_card_spent', 'orderDesk.refused.giftCardSpent', {});
      throw refused(c, 'not_cancellable', 'orderDesk.refused.notCancellable', { status: statusLabel(c, cancelled.status) });
  }
});
