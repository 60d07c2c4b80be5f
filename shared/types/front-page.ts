import type { Banner } from './catalogue.ts';

/** A link ready to render: href carries the locale prefix. */
interface FrontGroupTile { id: number; name: string; href: string; image: string }
interface FrontBrand { slug: string; name: string; logo: string; href: string }

/** Props of the front page (issue 3 item 8): banners, top product groups, brand strip. */
export interface FrontPageProps {
  heading: string;
  imageBanners: Banner[];
  textBanners: Banner[];
  topGroups: FrontGroupTile[];
  /** Featured brands; the strip shows while the feature flag brand_strip is on (core 4). */
  brands: FrontBrand[];
  brandsHref: string;
  /**
   * The page's own headings, in the page's language: written by the worker
   * so the `front` texts never ride in every other page's dictionary (the
   * product page's JS budget, shared/i18n-parts.ts).
   */
  labels: { offers: string; highlights: string; topGroups: string; brands: string; allBrands: string };
}
