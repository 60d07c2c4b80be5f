import { Hono } from 'hono';
import { isLanguage, type Language } from '../../shared/languages.ts';
import { NOTIFY_MESSAGES, validateNotifyRequest } from '../../shared/product/notify-schema.ts';
import { subscribeToStock } from '../data/stock-notifications.ts';
import type { AppEnv } from '../hono-env.ts';
import { translatorFor } from '../i18n.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { BadInputError } from './bad-input.ts';
import { readJsonBody } from './json-body.ts';

/** The language the shopper's messages are in: the form's lang_code when it is one, else the request's. */
function messageLanguage(body: unknown, fallback: Language): Language {
  const code = typeof body === 'object' && body !== null ? (body as { lang_code?: unknown }).lang_code : undefined;
  return isLanguage(code) ? code : fallback;
}

/** A 400 whose message and field messages are the dictionary's, in the shopper's language. */
function shopperError(code: string, language: Language, keys: Record<string, string>): BadInputError {
  const t = translatorFor(language);
  const fields = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)]));
  // The form shows a field's message; the first one also serves as the overall message.
  const first = keys.email ?? keys.product_id ?? Object.values(keys)[0];
  return new BadInputError(code, t(first), fields);
}

/**
 * POST /api/product_availability_email_notify/ (cat 5, cat 7): subscribes an
 * email to a variant's return to stock. 200 `{ success: true }`, also when
 * the address was already subscribed (nothing to tell the shopper apart).
 * A bad email is a 400 on `email`; an unknown variant, or one of a product
 * not on sale, a 400 on `product_id` (the form shows 400 messages; a 404
 * would only give it "An unexpected error(#6302)"). Messages are in lang_code.
 */
export const stockNotifyApi = new Hono<AppEnv>();

stockNotifyApi.post('/product_availability_email_notify/', sameOriginMiddleware, async (c) => {
  const body = await readJsonBody(c);
  const language = messageLanguage(body, c.get('language'));
  const checked = validateNotifyRequest(body);
  if (!checked.ok) throw shopperError('invalid_request', language, checked.fields);
  const { email, product_id: variantId, lang_code } = checked.request;
  const outcome = await subscribeToStock(c.env.DB, { email, variantId, language: lang_code });
  if (outcome === 'unknown-variant') throw shopperError('unknown_product', language, { product_id: NOTIFY_MESSAGES.unknownProduct });
  return c.json({ success: true });
});
