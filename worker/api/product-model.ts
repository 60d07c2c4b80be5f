import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ownHosts } from '../../shared/own-origin.ts';
import type { ProductModelDetail } from '../../shared/types/product-detail.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { isCatalogueSlug } from '../data/catalogue-slugs.ts';
import { getGiftCampaignForModel } from '../data/gift-campaigns.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import { getProductModel } from '../data/product-model.ts';
import type { AppEnv } from '../hono-env.ts';
import { isStaffViewer } from '../services/staff-viewer.ts';
import { badQuery, queryId, queryLanguage } from './bad-input.ts';

/**
 * GET /api/products/productmodel/{slug}/ (cat 7): the product model detail of
 * cat 3 in the `lang` language. `taxAreaId` narrows the prices to that area;
 * `preview` with the staff secret shows non-public models and shelf codes;
 * `giftcampaign` answers only if that running campaign offers the model.
 */
export const productModelApi = new Hono<AppEnv>();

const notFound = () => new HTTPException(404, { message: 'Product not found.' });

function narrowToTaxArea(detail: ProductModelDetail, taxAreaId: number): ProductModelDetail {
  const only = <T,>(prices: Record<string, T>) => (String(taxAreaId) in prices ? { [taxAreaId]: prices[String(taxAreaId)] } : {});
  return {
    ...detail,
    prices: only(detail.prices),
    products: detail.products.map((variant) => ({ ...variant, prices: variant.prices && only(variant.prices) })),
    second_hand_parent: detail.second_hand_parent && { ...detail.second_hand_parent, prices: only(detail.second_hand_parent.prices) },
  };
}

productModelApi.get('/products/productmodel/:slug/', async (c) => {
  const language = queryLanguage(c);
  const slug = c.req.param('slug').toLowerCase();
  const taxAreaId = c.req.query('taxAreaId') === undefined ? null : queryId(c, 'taxAreaId');
  if (taxAreaId !== null && !(await getLocaleReference(c.env.DB)).taxAreaIds.has(taxAreaId)) throw badQuery('taxAreaId', 'Unknown tax area.');
  const campaign = c.req.query('giftcampaign');
  if (campaign !== undefined && !isCatalogueSlug(campaign)) throw badQuery('giftcampaign', 'Must be a campaign slug.');
  const staff = isStaffViewer(c);
  const source = catalogueOf(c);
  const detail = await getProductModel(source, slug, language, { staff, ownHosts: ownHosts(c.get('settings').brandDomain) });
  if (!detail) throw notFound();
  if (campaign !== undefined && !(await getGiftCampaignForModel(source, campaign, detail.id, language))) throw notFound();
  // Stock is live: shared caches may keep it a minute; staff answers are private.
  c.header('Cache-Control', staff ? 'private, no-store' : 'public, max-age=60');
  return c.json(taxAreaId === null ? detail : narrowToTaxArea(detail, taxAreaId));
});
