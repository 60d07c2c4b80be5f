import { buildAlsoBought } from './also-bought.ts';
import { buildBanners } from './banners.ts';
import { buildBlog } from './blog/index.ts';
import type { GuideKey } from './blog/guide-keys.ts';
import { buildBrands } from './brands.ts';
import { buildBundles } from './bundles.ts';
import { buildDiscountCodes, buildGiftCards } from './checkout-codes.ts';
import { colourEntries } from './colours.ts';
import { buildGroups } from './groups.ts';
import { withDeliveryLimits } from './delivery-limits.ts';
import { withSkiSpecs } from './ski-specs.ts';
import { buildCountryDeliveryDays, buildDeliveryMethods } from './delivery-methods.ts';
import { buildEnterpriseOrders } from './enterprise-orders.ts';
import { buildPickupPoints } from './pickup-points.ts';
import { buildGiftCampaigns } from './gift-campaigns.ts';
import { buildCompanies, buildDemoUsers } from './companies.ts';
import { createImageRegistry } from './image-jobs.ts';
import { createModelGenerator } from './model-generator.ts';
import { PRODUCT_TYPES } from './product-types.ts';
import { PROPERTY_TYPES } from './property-types.ts';
import { SIZE_TABLES } from './size-tables.ts';
import { sizeEntries } from './sizes.ts';
import { stores } from './stores.ts';
import { RIBBONS, TAGS } from './tags-and-ribbons.ts';
import { taxClasses, taxRates } from './tax.ts';
import type { DemoCatalogue, DemoModel } from './types.ts';

export type { DemoCatalogue, ImageJob } from './types.ts';

/** The seed script's default size: enough for every listing, filter and page to look real. */
export const DEFAULT_MODEL_COUNT = 1600;
export const DEFAULT_SEED = 20261121;

export interface DemoCatalogueOptions {
  models: number;
  seed?: number;
  /** Called about every 1 % of models (and at the end). */
  onProgress?: (done: number, total: number) => void;
}

/**
 * A believable Kaira Outdoor catalogue in the import format, plus the SVG
 * jobs for every image it refers to. Deterministic: the same seed and model
 * count give byte-identical output, and the first N models do not depend on
 * how many follow. Linear in the model count; static pages, keyword popups
 * and general settings come from the content generator, not from here; the
 * blog comes from here, as its posts name models.
 */
export function generateDemoCatalogue(options: DemoCatalogueOptions): DemoCatalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const total = Math.max(0, Math.floor(options.models));
  const images = createImageRegistry();
  const productGroups = buildGroups(images);
  const manufacturers = buildBrands(seed, images);
  const storeList = stores(images);

  const nextModel = createModelGenerator(seed, images);
  const step = Math.max(1, Math.floor(total / 100));
  const models: DemoModel[] = [];
  // The models each guide of the blog names (its posts list them on the product page's Guides tab).
  const guideLinks = new Map<GuideKey, number[]>();
  for (let index = 0; index < total; index++) {
    const { model, guides } = withDeliveryLimits(nextModel(index), seed, index);
    models.push(withSkiSpecs(model, seed, index));
    for (const guide of guides) {
      const linked = guideLinks.get(guide);
      if (linked) linked.push(model.id);
      else guideLinks.set(guide, [model.id]);
    }
    if ((index + 1) % step === 0 || index + 1 === total) options.onProgress?.(index + 1, total);
  }

  return {
    catalogue: {
      format: 'kaira-catalogue',
      version: 1,
      taxClasses: taxClasses(),
      taxRates: taxRates(),
      stores: storeList,
      colours: colourEntries(),
      sizes: sizeEntries(),
      productTypes: [...PRODUCT_TYPES],
      propertyTypes: [...PROPERTY_TYPES],
      tags: [...TAGS],
      ribbons: [...RIBBONS],
      manufacturers,
      productGroups,
      sizeTables: SIZE_TABLES,
      models,
      bundles: buildBundles(models),
      banners: buildBanners(images),
      deliveryMethods: buildDeliveryMethods(storeList),
      pickupPoints: buildPickupPoints(),
      countryDeliveryDays: buildCountryDeliveryDays(),
      alsoBought: buildAlsoBought(models, seed),
      giftCampaigns: buildGiftCampaigns(models),
      discountCodes: buildDiscountCodes(),
      giftCards: buildGiftCards(),
      enterpriseOrders: buildEnterpriseOrders(),
      companies: buildCompanies(),
      users: buildDemoUsers(),
      ...buildBlog(models, guideLinks, images),
    },
    images: images.jobs(),
  };
}
