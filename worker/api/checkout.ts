import { Hono } from 'hono';
import { validateCheckoutRequest } from '../../shared/checkout/checkout-schema.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import type { AppEnv } from '../hono-env.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { priceCheckout } from '../services/checkout/price-checkout.ts';
import { asksForStaffMode } from '../../shared/checkout/staff-request.ts';
import { isStaffViewer } from '../services/staff-viewer.ts';
import { configuredPaymentMethods } from '../services/payments/providers.ts';
import { BadInputError } from './bad-input.ts';
import { apiError } from './errors.ts';
import { readJsonBody } from './json-body.ts';

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

checkoutApi.post('/checkout/', sameOriginMiddleware, async (c) => {
  const checked = validateCheckoutRequest(await readJsonBody(c));
  if (!checked.ok) throw new BadInputError('invalid_checkout', 'The checkout request is not valid.', checked.fields);
  const staff = isStaffViewer(c);
  if (!staff && asksForStaffMode(checked.request)) {
    c.header('Cache-Control', 'private, no-store');
    return c.json(apiError('forbidden', 'Staff only.'), 403);
  }
  const outcome = await priceCheckout(catalogueOf(c), checked.request, new Date(), { paymentMethods: configuredPaymentMethods(c.env), staff });
  if (!outcome.ok) throw new BadInputError('invalid_checkout', 'The checkout request is not valid.', outcome.fields);
  c.header('Cache-Control', 'private, no-store');
  return c.json(outcome.response);
});
