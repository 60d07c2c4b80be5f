import { Hono } from 'hono';
import { badQuery, notFound } from '../errors/app-error.ts';
import * as v from 'valibot';
import { catalogueOf } from '../data/catalogue-context.ts';
import { isCatalogueSlug } from '../data/catalogue-slugs.ts';
import { getDeliveryLimit } from '../data/delivery-limits.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import { findModelBySlug } from '../data/model-ids.ts';
import { getProductExtra } from '../data/product-extra.ts';
import type { AppEnv } from '../hono-env.ts';
import { idValue } from '../../shared/query-fields.ts';
import { validate } from '../middleware/validate.ts';
import { adminBase, withSizeTableAdminLinks } from '../services/admin-links.ts';
import { cacheForViewer } from './staff-only.ts';

// Query values arrive as text; messages are for API callers (the page never sends a bad query).
const extraQuerySchema = v.object({
  slug: v.pipe(v.string('Required.'), v.trim(), v.toLowerCase(), v.nonEmpty('Required.'), v.check(isCatalogueSlug, 'Must be a product slug.')),
  'delivery-country-code': v.pipe(v.string('Required.'), v.trim(), v.regex(/^[A-Za-z]{2}$/, 'Must be a two-letter country code.'), v.toLowerCase()),
  type: v.picklist(['1', '2'], 'Use 1 (delivery limits) or 2 (bundles, size tables, recommendations, also bought).'),
  group: v.optional(idValue()),
  taxAreaId: v.optional(idValue()),
});

/**
 * GET /api/product/extra/?slug&delivery-country-code&type&group&taxAreaId&lang
 * (cat 7). Type 1: the model's delivery limits for the delivery country (cat 3
 * Delivery limit info). Type 2: bundles, size tables, recommendations from the
 * last group (`group`, else the main group) and also bought, priced in
 * `taxAreaId` or else the delivery country's tax area. An unknown slug or
 * country, or a model that is not public, is a 404 "Product not found."; a
 * staff session (cat 6, decision 021) sees a hidden model's extra data too,
 * and each size table's "Open in admin" link when ADMIN_URL is set, answered
 * private and never stored by a cache.
 */
export const productExtraApi = new Hono<AppEnv>();

productExtraApi.get('/product/extra/', validate('query', extraQuerySchema, { code: 'invalid_query', message: 'The product extra query is not valid.' }), async (c) => {
  const query = c.req.valid('query');
  const language = c.get('language');
  const countryCode = query['delivery-country-code'];
  const reference = await getLocaleReference(c.env.DB);
  const country = reference.countries.get(countryCode);
  if (!country) throw notFound('Delivery country not found.');
  if (query.taxAreaId !== undefined && !reference.taxAreaIds.has(query.taxAreaId)) throw badQuery('taxAreaId', 'Unknown tax area.');
  const source = catalogueOf(c);
  const model = await findModelBySlug(source, query.slug);
  const staff = c.get('staffViewer');
  if (!model || (!model.isPublic && !staff)) throw notFound('Product not found.');

  // A staff answer may hold a hidden model: it must not reach a shared cache under the public URL's key.
  cacheForViewer(c, 'public, max-age=60');
  if (query.type === '1') {
    return c.json({ delivery_method_limit: await getDeliveryLimit(source, model.id, countryCode, language) });
  }
  const extra = await getProductExtra(source, {
    modelId: model.id, language, taxAreaId: query.taxAreaId ?? country.taxAreaId, lastGroupId: query.group ?? null,
  });
  return c.json(staff ? withSizeTableAdminLinks(extra, adminBase(c.env.ADMIN_URL)) : extra);
});
