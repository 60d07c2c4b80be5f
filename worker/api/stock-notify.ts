import { Hono } from 'hono';
import { languageAt } from '../../shared/languages.ts';
import { NOTIFY_MESSAGES, NOTIFY_TEXTS, notifyRequestSchema } from './stock-notify-input.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { badInput } from '../errors/app-error.ts';
import { validate } from '../middleware/validate.ts';
import { clientOf, STOCK_ALERT_EMAIL_LIMIT, STOCK_ALERT_LIMIT } from '../services/rate-limit.ts';
import { signUpForStockAlert } from '../services/stock-alerts/sign-up.ts';
import { limitRequest } from './rate-limited.ts';
import { stockAlertLinks } from './stock-alert-pages.ts';

/** The language the shopper's messages are in: the form's lang_code when it is one, else the request's. */
const messageLanguage = (body: unknown) => languageAt(body, 'lang_code');

/** The form shows a field's message; the first one also serves as the overall message. */
const firstMessage = (fields: FieldErrors) => fields.email ?? fields.product_id ?? Object.values(fields)[0];

const notifyRequest = validate('json', notifyRequestSchema, {
  ...NOTIFY_TEXTS, code: 'invalid_request', message: firstMessage, translate: messageLanguage,
});

/**
 * POST /api/product_availability_email_notify/ (cat 5, cat 7): signs an
 * email up for a variant's return to stock, unconfirmed until the link of
 * the confirmation mail it sends is followed (decision 017). 200
 * `{ success: true }`, also when the address was already subscribed (nothing
 * to tell the shopper apart). A bad email is a 400 on `email`; an unknown
 * variant, or one of a product not on sale, a 400 on `product_id` (the form
 * shows 400 messages; a 404 would only give it "An unexpected error(#6302)").
 * Valid sign-ups are counted per client and per address: over either
 * limit, 429 with Retry-After. Messages are in lang_code.
 */
export const stockNotifyApi = new Hono<AppEnv>();

stockNotifyApi.post('/product_availability_email_notify/', sameOriginMiddleware, notifyRequest, async (c) => {
  const { email, product_id: variantId, lang_code } = c.req.valid('json');
  const t = translatorFor(lang_code);
  const client = clientOf(c.req.header('cf-connecting-ip'));
  await limitRequest(c, [[STOCK_ALERT_LIMIT, client], [STOCK_ALERT_EMAIL_LIMIT, email]], (minutes) => t('stockAlert.tooMany', { minutes }));
  const context = { env: c.env, now: new Date(), brandName: c.get('settings').brandName, links: stockAlertLinks(c) };
  const outcome = await signUpForStockAlert(context, { email, variantId, language: lang_code });
  if (outcome === 'unknown-variant') {
    const message = t(NOTIFY_MESSAGES.unknownProduct);
    throw badInput('unknown_product', message, { product_id: message });
  }
  return c.json({ success: true });
});
