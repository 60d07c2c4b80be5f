import { Hono } from 'hono';
import * as v from 'valibot';
import { idValue } from '../../shared/query-fields.ts';
import { ownHosts } from '../../shared/own-origin.ts';
import type { ProductModelDetail } from '../../shared/types/product-detail.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { isCatalogueSlug } from '../data/catalogue-slugs.ts';
import { getGiftCampaignForModel } from '../data/gift-campaigns.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import { getProductModel } from '../data/product-model.ts';
import type { AppEnv } from '../hono-env.ts';
import { badQuery, notFound } from '../errors/app-error.ts';
import { INVALID_QUERY, validate } from '../middleware/validate.ts';
import { cacheForViewer } from './staff-only.ts';

/**
 * GET /api/products/productmodel/{slug}/ (cat 7): the product model detail of
 * cat 3 in the `lang` language. `taxAreaId` narrows the prices to that area;
 * a staff session (decision 021) also sees non-public models and shelf codes;
 * `giftcampaign` answers only if that running campaign offers the model.
 */
export const productModelApi = new Hono<AppEnv>();

const productNotFound = () => notFound('Product not found.');

function narrowToTaxArea(detail: ProductModelDetail, taxAreaId: number): ProductModelDetail {
  const only = <T,>(prices: Record<string, T>) => (String(taxAreaId) in prices ? { [taxAreaId]: prices[String(taxAreaId)] } : {});
  return {
    ...detail,
    prices: only(detail.prices),
    products: detail.products.map((variant) => ({ ...variant, prices: variant.prices && only(variant.prices) })),
    second_hand_parent: detail.second_hand_parent && { ...detail.second_hand_parent, prices: only(detail.second_hand_parent.prices) },
  };
}

const productModelQuery = v.object({
  taxAreaId: v.optional(idValue()),
  giftcampaign: v.optional(v.pipe(v.string(), v.check(isCatalogueSlug, 'Must be a campaign slug.'))),
});

productModelApi.get('/products/productmodel/:slug/', validate('query', productModelQuery, INVALID_QUERY), async (c) => {
  const language = c.get('language');
  const slug = c.req.param('slug').toLowerCase();
  const { taxAreaId = null, giftcampaign: campaign } = c.req.valid('query');
  if (taxAreaId !== null && !(await getLocaleReference(c.env.DB)).taxAreaIds.has(taxAreaId)) throw badQuery('taxAreaId', 'Unknown tax area.');
  const staff = c.get('staffViewer');
  const source = catalogueOf(c);
  const detail = await getProductModel(source, slug, language, { staff, ownHosts: ownHosts(c.get('settings').brandDomain) });
  if (!detail) throw productNotFound();
  if (campaign !== undefined && !(await getGiftCampaignForModel(source, campaign, detail.id, language))) throw productNotFound();
  // Stock is live: shared caches may keep it a minute; staff answers are private.
  cacheForViewer(c, 'public, max-age=60');
  return c.json(taxAreaId === null ? detail : narrowToTaxArea(detail, taxAreaId));
});
