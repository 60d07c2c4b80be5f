import { POSTAL_CODE_PATTERN } from '../../shared/product/postal-code.ts';
import { Hono } from 'hono';
import { notFound } from '../errors/app-error.ts';
import * as v from 'valibot';
import { catalogueOf } from '../data/catalogue-context.ts';
import type { AppEnv } from '../hono-env.ts';
import { getFastShipping } from '../services/fast-shipping.ts';
import { idValue } from '../../shared/query-fields.ts';
import { validate } from '../middleware/validate.ts';

// cat 5: a Finnish postal code is exactly five digits; the box looks up only complete codes.
const fastShippingQuerySchema = v.object({
  postal_code: v.pipe(v.string('Required.'), v.trim(), v.regex(POSTAL_CODE_PATTERN, 'Must be a postal code of exactly 5 digits.')),
  price: v.pipe(v.string('Required.'), v.trim(), v.maxLength(20, 'Must be a price in euro, e.g. 49.90.'),
    v.regex(/^\d+(?:\.\d+)?$/, 'Must be a price in euro, e.g. 49.90.'), v.transform(Number)),
  variant_id: v.optional(idValue()),
});

/**
 * GET /api/get_fast_shipping/?postal_code&price&variant_id&lang (cat 7): the
 * delivery options to a Finnish postal code, an empty list when none serves
 * it. The price decides only whether delivery shows as free. Without `lang`
 * it answers in the request's language (host or prefix), as the other
 * endpoints do. An unknown variant, or one of a model not on public view, is
 * a 404. Not cached: express pickup depends on the clock and on
 * live store stock.
 */
export const fastShippingApi = new Hono<AppEnv>();

fastShippingApi.get('/get_fast_shipping/', validate('query', fastShippingQuerySchema, { code: 'invalid_query', message: 'The delivery methods query is not valid.' }), async (c) => {
  const query = c.req.valid('query');
  const options = await getFastShipping(catalogueOf(c), {
    postalCode: query.postal_code, price: query.price, variantId: query.variant_id ?? null, language: c.get('language'), now: new Date(),
  });
  if (!options) throw notFound('Product not found.');
  c.header('Cache-Control', 'private, no-store');
  return c.json(options);
});
