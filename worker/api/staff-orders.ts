import { Hono, type Context } from 'hono';
import { enterpriseOrderRequestSchema } from '../../shared/checkout/enterprise-order-schema.ts';
import type { EnterpriseOrderResponse } from '../../shared/checkout/staff-order-types.ts';
import type { Language } from '../../shared/languages.ts';
import { checkoutRequestSchema } from '../../shared/checkout/checkout-schema.ts';
import { idValue } from '../../shared/query-fields.ts';
import * as v from 'valibot';
import { catalogueOf } from '../data/catalogue-context.ts';
import {
  addToEnterpriseOrder, getEnterpriseOrder, knownVariantIds, listOpenEnterpriseOrders, readEnterpriseOrderRows, type EnterpriseOrderRecord,
} from '../data/enterprise-orders.ts';
import type { AppEnv } from '../hono-env.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { createTransferRequest } from '../services/staff/create-transfer-request.ts';
import { badInput, notFound, notOrderable } from '../errors/app-error.ts';
import { validate } from '../middleware/validate.ts';
import { staffOnlyMiddleware } from './staff-only.ts';

/**
 * The staff modes of the checkout (core 3 enterpriseOrder and
 * transferRequest*, core 5, cat 4; catalogue.md's call table), staff only
 * (403 to anyone else) and never cached:
 * - POST /api/customer/enterprise/order/ {enterprise_data: {id}, checkout_data: {products}}
 *   adds the variants to an open enterprise order → 200 EnterpriseOrderResponse;
 *   400 with fields; 404 for an unknown or closed order;
 * - GET /api/customer/enterprise/orders/ → the open orders;
 * - GET /api/customer/enterprise/order/{id}/ → EnterpriseOrderResponse, 404 unknown;
 * - POST /api/customer/transfer-request/ a checkout request in transfer-request mode
 *   → 200 {number}; 400 with fields; 409 not_orderable with the reason.
 * Texts are in the `lang` query's language, else the request's.
 */
export const staffOrdersApi = new Hono<AppEnv>();

const ORDER_NOT_FOUND = 'Enterprise order not found.';

async function orderResponse(c: Context<AppEnv>, order: EnterpriseOrderRecord, language: Language): Promise<EnterpriseOrderResponse> {
  const rows = await readEnterpriseOrderRows(c.env.DB, order.id, language);
  return { enterprise_order: { id: order.id, name: order.name, organisation: order.organisation, status: order.status, rows } };
}

const INVALID_ORDER = { code: 'invalid_enterprise_order', message: 'The enterprise order request is not valid.' };

staffOrdersApi.post('/customer/enterprise/order/', staffOnlyMiddleware, sameOriginMiddleware, validate('json', enterpriseOrderRequestSchema, INVALID_ORDER), async (c) => {
  const { enterprise_data: { id }, checkout_data: { products } } = c.req.valid('json');
  const order = await getEnterpriseOrder(c.env.DB, id);
  if (order?.status !== 'open') throw notFound(ORDER_NOT_FOUND);
  const known = await knownVariantIds(c.env.DB, products.map((row) => row.productId));
  const unknown = Object.fromEntries(products.flatMap((row, index) => (known.has(row.productId) ? [] : [[`checkout_data.products.${index}.productId`, 'Not a product.']])));
  if (Object.keys(unknown).length > 0) throw badInput(INVALID_ORDER.code, INVALID_ORDER.message, unknown);
  // An order closed since it was read takes nothing: the same 404 as a closed one, so nobody is told "added".
  const added = await addToEnterpriseOrder(c.env.DB, id, products.map((row) => ({ variantId: row.productId, amount: row.amount })));
  if (!added) throw notFound(ORDER_NOT_FOUND);
  return c.json(await orderResponse(c, order, c.get('language')));
});

staffOrdersApi.get('/customer/enterprise/orders/', staffOnlyMiddleware, async (c) => {
  return c.json({ enterprise_orders: await listOpenEnterpriseOrders(c.env.DB) });
});

staffOrdersApi.get('/customer/enterprise/order/:id/', staffOnlyMiddleware, async (c) => {
  const id = c.req.param('id');
  // A path that is not an order id names no order.
  const order = v.is(idValue(), id) ? await getEnterpriseOrder(c.env.DB, Number(id)) : null;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return c.json(await orderResponse(c, order, c.get('language')));
});

const INVALID_TRANSFER = { code: 'invalid_transfer_request', message: 'The transfer request is not valid.' };

staffOrdersApi.post('/customer/transfer-request/', staffOnlyMiddleware, sameOriginMiddleware, validate('json', checkoutRequestSchema, INVALID_TRANSFER), async (c) => {
  const outcome = await createTransferRequest(catalogueOf(c), c.req.valid('json'), new Date());
  if (outcome.kind === 'invalid') throw badInput(INVALID_TRANSFER.code, INVALID_TRANSFER.message, outcome.fields);
  if (outcome.kind === 'not_orderable') throw notOrderable(outcome.message);
  return c.json({ number: outcome.number });
});
