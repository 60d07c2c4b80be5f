import { Hono } from 'hono';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { orderAmountText } from '../../shared/order/order-display.ts';
import type { CustomerOrdersResponse } from '../../shared/types/account.ts';
import { listCustomerOrders } from '../data/orders/customer-orders.ts';
import { getCustomerOrderHead, getOrderSummary } from '../data/orders/order-reads.ts';
import { notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { customerIdOf } from './customer.ts';

/** The account area shows the latest orders; older ones are found with the order lookup. */
const MAX_ORDERS = 100;

/**
 * GET /api/customer/orders/ (issue 15, the account area's order history):
 * the session customer's orders, newest first. Each total is in the currency
 * the order was shown in, at its own rate (decision 016); each path is the
 * order's result page behind its view token, in the request's language.
 */
export const customerOrdersApi = new Hono<AppEnv>();

customerOrdersApi.get('/customer/orders/', noStoreMiddleware, async (c) => {
  const orders = await listCustomerOrders(c.env.DB, customerIdOf(c), MAX_ORDERS);
  const language = c.get('language');
  const router = routerFor(language);
  return c.json<CustomerOrdersResponse>({
    orders: orders.map((order) => ({
      order_number: order.orderNumber,
      status: order.status,
      created_at: order.createdAt,
      total_text: orderAmountText({ display_currency: order.displayCurrency }, order.totalPrice, language),
      path: withLocalePrefix(router.pathFor('orderPaymentOk', { slug: `${order.orderNumber}/${order.viewToken}` }), language, c.get('strategy')),
    })),
  });
});

/**
 * GET /api/customer/orders/{orderNumber}/ (issue 16 item 4): one order of the
 * session customer (the history's rule) as OrderSummary, with its tracking
 * codes, dates, history and what the customer may still do; 404 for an order
 * that is not theirs, as for an unknown one.
 */
customerOrdersApi.get('/customer/orders/:orderNumber/', noStoreMiddleware, async (c) => {
  const customerId = customerIdOf(c);
  const head = await getCustomerOrderHead(c.env.DB, customerId, c.req.param('orderNumber').slice(0, 32));
  if (!head) throw notFound(c.get('t')('viewOrder.notFound'));
  return c.json(await getOrderSummary(c.env.DB, head));
});
