import { Hono, type Context } from 'hono';
import { validateEnterpriseOrderRequest } from '../../shared/checkout/enterprise-order-schema.ts';
import type { EnterpriseOrderResponse } from '../../shared/checkout/staff-order-types.ts';
import type { Language } from '../../shared/languages.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import {
  addToEnterpriseOrder, getEnterpriseOrder, knownVariantIds, listOpenEnterpriseOrders, readEnterpriseOrderRows, type EnterpriseOrderRecord,
} from '../data/enterprise-orders.ts';
import type { AppEnv } from '../hono-env.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { createTransferRequest } from '../services/staff/create-transfer-request.ts';
import { BadInputError, queryLanguage } from './bad-input.ts';
import { apiError } from './errors.ts';
import { readJsonBody } from './json-body.ts';
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

staffOrdersApi.post('/customer/enterprise/order/', staffOnlyMiddleware, sameOriginMiddleware, async (c) => {
  const language = queryLanguage(c);
  const checked = validateEnterpriseOrderRequest(await readJsonBody(c));
  if (!checked.ok) throw new BadInputError('invalid_enterprise_order', 'The enterprise order request is not valid.', checked.fields);
  const { enterprise_data: { id }, checkout_data: { products } } = checked.request;
  const order = await getEnterpriseOrder(c.env.DB, id);
  if (order?.status !== 'open') return c.json(apiError('not_found', ORDER_NOT_FOUND), 404);
  const known = await knownVariantIds(c.env.DB, products.map((row) => row.productId));
  const unknown = Object.fromEntries(products.flatMap((row, index) => (known.has(row.productId) ? [] : [[`checkout_data.products.${index}.productId`, 'Not a product.']])));
  if (Object.keys(unknown).length > 0) throw new BadInputError('invalid_enterprise_order', 'The enterprise order request is not valid.', unknown);
  // An order closed since it was read takes nothing: the same 404 as a closed one, so nobody is told "added".
  const added = await addToEnterpriseOrder(c.env.DB, id, products.map((row) => ({ variantId: row.productId, amount: row.amount })));
  if (!added) return c.json(apiError('not_found', ORDER_NOT_FOUND), 404);
  return c.json(await orderResponse(c, order, language));
});

staffOrdersApi.get('/customer/enterprise/orders/', staffOnlyMiddleware, async (c) => {
  return c.json({ enterprise_orders: await listOpenEnterpriseOrders(c.env.DB) });
});

staffOrdersApi.get('/customer/enterprise/order/:id/', staffOnlyMiddleware, async (c) => {
  const language = queryLanguage(c);
  const id = c.req.param('id');
  // A path that is not an order id names no order.
  const order = /^[1-9]\d{0,9}$/.test(id) ? await getEnterpriseOrder(c.env.DB, Number(id)) : null;
  if (!order) return c.json(apiError('not_found', ORDER_NOT_FOUND), 404);
  return c.json(await orderResponse(c, order, language));
});

staffOrdersApi.post('/customer/transfer-request/', staffOnlyMiddleware, sameOriginMiddleware, async (c) => {
  const outcome = await createTransferRequest(catalogueOf(c), await readJsonBody(c), new Date());
  if (outcome.kind === 'invalid') throw new BadInputError('invalid_transfer_request', 'The transfer request is not valid.', outcome.fields);
  if (outcome.kind === 'not_orderable') return c.json(apiError('not_orderable', outcome.message), 409);
  return c.json({ number: outcome.number });
});
