import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../middleware/validate.ts';
import { isLanguage, type Language } from '../../shared/languages.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { finishPayment } from '../services/orders/start-payment.ts';
import { testPaymentPage } from '../services/payments/test-provider-page.ts';
import { paymentRun } from './payment-links.ts';
import { providerPayment, verifiedCallback } from './provider-payment.ts';

/**
 * The test payment provider's hosted page (brief 2, decision 011):
 * GET /payments/test/{paymentId}/ a card form with Pay, Cancel and Fail;
 * POST the same address with the outcome and the payment's secret → the
 * provider callback → 303 to the shop's result page. Only while the test
 * provider is on, and only for its own payments.
 */
export const testPaymentRoutes = new Hono<AppEnv>();

testPaymentRoutes.get('/payments/test/:paymentId/', async (c) => {
  const found = await providerPayment(c, 'test');
  const language: Language = isLanguage(found.order.language) ? found.order.language : c.get('language');
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(testPaymentPage({ t: translatorFor(language), language, payment: found.payment, orderNumber: found.order.orderNumber, brandName: c.get('settings').brandName, display: found.order.display }));
});

// The page's own form; the provider checks the values (a wrong secret is a forgery, not bad input).
const testPaymentForm = v.object({ outcome: v.optional(v.string(), ''), secret: v.optional(v.string(), '') });

testPaymentRoutes.post('/payments/test/:paymentId/', sameOriginMiddleware, validate('form', testPaymentForm, { code: 'invalid_form', message: 'The payment form is not valid.' }), async (c) => {
  const found = await providerPayment(c, 'test');
  const callback = c.req.valid('form');
  const outcome = await verifiedCallback(c, found, callback);
  return c.redirect(await finishPayment(paymentRun(c), found, outcome), 303);
});
