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
}
