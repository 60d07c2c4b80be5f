import type { CatalogueImportInput } from '../import-format.ts';

/** Which art function of scripts/catalogue/art renders a job. */
export type ImageArt = 'product' | 'logo' | 'group' | 'banner' | 'promo' | 'store' | 'portrait';

/**
 * One SVG the seed script renders and uploads: `key` is the R2 key, and the
 * catalogue refers to it as `/${key}`. `params` are exactly the fields of the
 * art function (e.g. productImageSvg's silhouette, colourHex, accentHex, seed, title).
 */
export interface ImageJob {
  key: string;
  art: ImageArt;
  params: Record<string, string | number>;
}

export interface DemoCatalogue {
  catalogue: CatalogueImportInput;
  images: ImageJob[];
}

export type DemoModel = NonNullable<CatalogueImportInput['models']>[number];
export type DemoVariant = DemoModel['variants'][number];
export type DemoModelPrice = DemoModel['prices'][number];
export type DemoVariantPrice = NonNullable<DemoVariant['prices']>[number];
export type DemoStock = NonNullable<DemoVariant['stocks']>[number];
export type DemoReview = NonNullable<DemoModel['reviews']>[number];
export type DemoGroup = NonNullable<CatalogueImportInput['productGroups']>[number];
export type DemoBrand = NonNullable<CatalogueImportInput['manufacturers']>[number];
export type DemoBanner = NonNullable<CatalogueImportInput['banners']>[number];
export type DemoBundle = NonNullable<CatalogueImportInput['bundles']>[number];
