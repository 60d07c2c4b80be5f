import { Hono } from 'hono';
import type { AppEnv } from '../hono-env.ts';
import { routerFor } from '../i18n.ts';
import { pageNotFound } from '../render/error-response.ts';
import { getPaymentIdByReference } from '../data/orders/payments.ts';
import { klarnaSettings } from '../services/payments/providers.ts';

/**
 * GET /checkout/klarna/confirm/?klarna_order_id= (core 2, the route
 * checkoutKlarnaConfirm): the storefront comes here when checkout validation
 * answers READ_ONLY_ORDER, i.e. the Klarna order of the cart is already
 * being paid. The path is localised like every page's (/kassa/klarna/vahvista/,
 * /en/checkout/klarna/confirm/ ...), so it is matched through the language's
 * route table rather than a fixed Hono path. The Klarna payment with that
 * order id goes on to the shop's own Klarna confirmation
 * (provider-callbacks.ts), which asks Klarna and sends the shopper to the
 * order result page. An unknown or missing id is the shop's 404 page.
 * Mount after the language middleware and before the page catch-all.
 */
export const klarnaConfirmRoutes = new Hono<AppEnv>();

/** Klarna's order ids are UUIDs; anything far from one is not looked up. */
const KLARNA_ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

klarnaConfirmRoutes.get('*', async (c, next) => {
  const localPath = c.get('localPath');
  if (localPath === undefined || routerFor(c.get('language')).match(localPath).route.id !== 'checkoutKlarnaConfirm') return next();
  const klarnaOrderId = c.req.query('klarna_order_id') ?? '';
  const paymentId = KLARNA_ORDER_ID.test(klarnaOrderId) && klarnaSettings(c.env) ? await getPaymentIdByReference(c.env.DB, 'klarna', klarnaOrderId) : null;
  if (!paymentId) throw pageNotFound(c);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(`/payments/klarna/${encodeURIComponent(paymentId)}/confirm/?klarna_order_id=${encodeURIComponent(klarnaOrderId)}`, 303);
});
