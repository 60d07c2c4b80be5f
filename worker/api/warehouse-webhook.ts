import { Hono } from 'hono';
import { warehouseStatusSchema } from '../../shared/order/order-desk-schema.ts';
import { readBounded } from '../../shared/read-bounded.ts';
import { validateInput } from '../../shared/validation.ts';
import { AppError, badInput, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { checkWarehouseSignature, WAREHOUSE_SIGNATURE_HEADER } from '../services/orders/warehouse-signature.ts';
import { applyWarehouseStatus } from '../services/orders/warehouse-status.ts';
import { orderDeskDeps } from './order-desk-deps.ts';

/**
 * POST /api/warehouse/order-status/ (issue 16 item 5, decision 024): a
 * warehouse system moves an order through fulfilment.
 * Body {order_number, status, tracking_code?, carrier?, event_id}, signed:
 * `X-Warehouse-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`
 * with the secret WAREHOUSE_WEBHOOK_SECRET. Without the secret the route is
 * off and answers 404, as the PayPal webhook without its id: nothing tells
 * a prober that a warehouse endpoint exists on this deployment. No Origin
 * check: the warehouse's server is the caller; the signature is the proof.
 * - 200 {order_number, status, result, tracking_added}: applied (or already so);
 * - 400: not JSON or a bad field (the signature was good);
 * - 401 invalid_signature / stale_timestamp: not signed with the secret, or
 *   signed more than 5 minutes from the shop's clock; nothing changed;
 * - 404 order_not_found; 409 duplicate_event (that event_id was applied
 *   before: do not resend it) or not_movable (the flow does not allow that
 *   move from the order's status, which the answer names);
 * - 413 payload_too_large: more than 8 KB.
 */
export const warehouseWebhookApi = new Hono<AppEnv>();

/** A delivery is a few hundred bytes; the limit is read while the body streams. */
export const MAX_WAREHOUSE_BODY_BYTES = 8 * 1024;

const unsigned = (code: string, message: string) => new AppError(401, code, message);

warehouseWebhookApi.post('/warehouse/order-status/', noStoreMiddleware, async (c) => {
  const secret = c.env.WAREHOUSE_WEBHOOK_SECRET?.trim();
  if (!secret) throw notFound('Not found.');
  if (Number(c.req.header('content-length') ?? '0') > MAX_WAREHOUSE_BODY_BYTES) throw tooLarge();
  const bytes = c.req.raw.body ? await readBounded(c.req.raw.body, MAX_WAREHOUSE_BODY_BYTES) : new Uint8Array();
  if (bytes === null) throw tooLarge();
  const now = new Date();
  const signature = await checkWarehouseSignature(secret, c.req.header(WAREHOUSE_SIGNATURE_HEADER), bytes, now);
  if (!signature.ok && signature.reason === 'stale') throw unsigned('stale_timestamp', 'The signature\'s timestamp is more than 5 minutes from the shop\'s clock.');
  if (!signature.ok) throw unsigned('invalid_signature', 'The delivery is not signed with the warehouse secret.');
  const checked = validateInput(warehouseStatusSchema, parseJson(bytes));
  if (!checked.ok) throw badInput('invalid_warehouse_status', 'The delivery is not valid.', checked.fields);
  const request = checked.request;
  const outcome = await applyWarehouseStatus(orderDeskDeps(c), request, now);
  if (outcome.kind === 'duplicate') throw new AppError(409, 'duplicate_event', 'This event_id was applied before.');
  if (outcome.kind === 'not_found') throw new AppError(404, 'order_not_found', 'No order has that number.');
  if (outcome.kind === 'not_movable') {
    throw new AppError(409, 'not_movable', `The order is ${outcome.status}: it cannot move to ${request.status}.`, { fields: { status: outcome.status } });
  }
  return c.json({ order_number: request.order_number, status: outcome.status, result: outcome.result, tracking_added: outcome.trackingAdded });
});

const tooLarge = () => new AppError(413, 'payload_too_large', `The delivery is larger than ${MAX_WAREHOUSE_BODY_BYTES} bytes.`);

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw badInput('invalid_json', 'The request body is not valid JSON.', { body: 'Send a JSON object.' });
  }
}
