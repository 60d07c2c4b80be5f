import { Hono } from 'hono';
import { checkoutRequestSchema } from '../../shared/checkout/checkout-schema.ts';
import { asksForStaffMode } from '../../shared/checkout/staff-request.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { badInput, staffOnly } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { LOCALE_HEADERS } from '../../shared/locale-cookies.ts';
import { displayCurrencyOf } from '../middleware/display-currency.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { validate } from '../middleware/validate.ts';
import { priceCheckout } from '../services/checkout/price-checkout.ts';
import { configuredPaymentMethods } from '../services/payments/providers.ts';

const INVALID_CHECKOUT = { code: 'invalid_checkout', message: 'The checkout request is not valid.' };

/**
 * POST /api/checkout/ (core 7): the cart validated and priced by the server.
 * 200 with the authoritative rows, totals, delivery and payment methods and
 * every reason the order cannot go ahead (a problem with the cart is an
 * answer, not an error); 400 with fields for a body that is not a cart, or
 * for a country or language the shop does not serve; 403 when someone other
 * than staff asks for a staff mode (enterprise order, transfer request). The
 * answer depends on live stock and codes, so it is never cached.
 */
export const checkoutApi = new Hono<AppEnv>();

checkoutApi.post('/checkout/', sameOriginMiddleware, validate('json', checkoutRequestSchema, INVALID_CHECKOUT), async (c) => {
  const request = c.req.valid('json');
  const staff = c.get('staffViewer');
  if (!staff && asksForStaffMode(request)) throw staffOnly();
  // The currency the cart shows, as it names it (decision 016); else the request's own locale.
  const displayCurrency = await displayCurrencyOf(c, c.req.header(LOCALE_HEADERS.currency));
  // Club prices follow the session, never the body's customer_id (issue 15 item 6).
  const clubMember = c.get('session')?.clubMember === true;
  const outcome = await priceCheckout(catalogueOf(c), request, new Date(), { paymentMethods: configuredPaymentMethods(c.env), staff, displayCurrency, clubMember });
  if (!outcome.ok) throw badInput(INVALID_CHECKOUT.code, INVALID_CHECKOUT.message, outcome.fields);
  c.header('Cache-Control', 'private, no-store');
  return c.json(outcome.response);
});
