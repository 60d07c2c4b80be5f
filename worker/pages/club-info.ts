import ClubInfoPage from '../../client/pages/checkout-club-info-page.tsx';
import type { ClubInfoPageProps } from '../../shared/types/order-pages.ts';
import type { PageModule } from './page-module.ts';

/** /checkout/club-info/ (core 2 checkout steps): what the loyalty club gives, from the cart. */
export const clubInfoPage: PageModule<ClubInfoPageProps> = {
  id: 'checkoutClubInfo',
  component: ClubInfoPage,
  async load({ c, t }) {
    return {
      props: {},
      title: t('clubInfo.title'),
      description: t('clubInfo.metaDescription', { brand: c.get('settings').brandName }),
      robots: 'noindex, follow',
    };
  },
};
