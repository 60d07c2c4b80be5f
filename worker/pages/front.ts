import FrontPage from '../../client/pages/front-page.tsx';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { currencyOf } from '../../shared/money.ts';
import { ownHosts } from '../../shared/own-origin.ts';
import type { Banner } from '../../shared/types/catalogue.ts';
import type { FrontPageProps } from '../../shared/types/front-page.ts';
import { getBanners } from '../data/banners.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import { flattenGroups, getProductGroupTree } from '../data/product-groups.ts';
import { listBrands } from '../data/resources.ts';
import { routerFor } from '../i18n.ts';
import { fillDeliveryFigures, withBannerFigures } from '../services/delivery-figures.ts';
import type { PageModule } from './page-module.ts';

/** The front page: banners, top product groups and the brand strip, titled from general settings (core 3). */
export const frontPage: PageModule<FrontPageProps> = {
  id: 'front',
  component: FrontPage,
  async load({ c, t }) {
    const language = c.get('language');
    const strategy = c.get('strategy');
    const source = catalogueOf(c);
    // Delivery figures in banners and the description come from data, in the visitor's currency (decision 018).
    const locale = { language, currency: currencyOf(c.get('siteConfig')) };
    const [banners, groups, brands, settings] = await Promise.all([
      getBanners(source, language, ownHosts(c.get('settings').brandDomain)).then((stored) => withBannerFigures(source, locale, stored)),
      getProductGroupTree(source, language),
      listBrands(source, language),
      getGeneralSettings(source, language),
    ]);
    const [description] = await fillDeliveryFigures(source, locale, [{ text: settings.frontpageMetaDescription, html: false }]);
    const local = (url: string) => (url.startsWith('/') ? withLocalePrefix(url, language, strategy) : url);
    const localBanner = (banner: Banner): Banner => ({ ...banner, url: local(banner.url) });
    const props: FrontPageProps = {
      heading: settings.frontpageTitle || t('front.heading'),
      imageBanners: banners.imageBanners.map(localBanner),
      textBanners: banners.textBanners.map(localBanner),
      topGroups: flattenGroups(groups).filter((group) => group.isTop)
        .map((group) => ({ id: group.id, name: group.name, href: local(group.path), image: group.image })),
      brands: brands.filter((brand) => brand.isFeatured).map((brand) => ({ slug: brand.slug, name: brand.name, logo: brand.logo, href: local(`/${brand.slug}/`) })),
      brandsHref: local(routerFor(language).pathFor('manufacturers')),
      labels: { offers: t('front.offers'), highlights: t('front.highlights'), topGroups: t('front.topGroups'), brands: t('front.brands'), allBrands: t('front.allBrands') },
    };
    return {
      props,
      title: settings.frontpageTitle || t('meta.frontTitle'),
      description: description || t('meta.frontDescription'),
    };
  },
};
