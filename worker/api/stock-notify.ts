import { Hono } from 'hono';
import { languageAt } from '../../shared/languages.ts';
import { NOTIFY_MESSAGES, NOTIFY_TEXTS, notifyRequestSchema } from '../../shared/product/notify-schema.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import { subscribeToStock } from '../data/stock-notifications.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { badInput } from '../errors/app-error.ts';
import { validate } from '../middleware/validate.ts';

/** The language the shopper's messages are in: the form's lang_code when it is one, else the request's. */
const messageLanguage = (body: unknown) => languageAt(body, 'lang_code');

/** The form shows a field's message; the first one also serves as the overall message. */
const firstMessage = (fields: FieldErrors) => fields.email ?? fields.product_id ?? Object.values(fields)[0];

const notifyRequest = validate('json', notifyRequestSchema, {
  ...NOTIFY_TEXTS, code: 'invalid_request', message: firstMessage, translate: messageLanguage,
});

/**
 * POST /api/product_availability_email_notify/ (cat 5, cat 7): subscribes an
 * email to a variant's return to stock. 200 `{ success: true }`, also when
 * the address was already subscribed (nothing to tell the shopper apart).
 * A bad email is a 400 on `email`; an unknown variant, or one of a product
 * not on sale, a 400 on `product_id` (the form shows 400 messages; a 404
 * would only give it "An unexpected error(#6302)"). Messages are in lang_code.
 */
export const stockNotifyApi = new Hono<AppEnv>();

stockNotifyApi.post('/product_availability_email_notify/', sameOriginMiddleware, notifyRequest, async (c) => {
  const { email, product_id: variantId, lang_code } = c.req.valid('json');
  const outcome = await subscribeToStock(c.env.DB, { email, variantId, language: lang_code });
  if (outcome === 'unknown-variant') {
    const message = translatorFor(lang_code)(NOTIFY_MESSAGES.unknownProduct);
    throw badInput('unknown_product', message, { product_id: message });
  }
  return c.json({ success: true });
});
