import ViewOrderPage from '../../client/pages/view-order-page.tsx';
import type { ViewOrderPageProps } from '../../shared/types/order-pages.ts';
import type { PageModule } from './page-module.ts';

/** /view-order/ (cat 6 guest role): look an order up by email and order number; the answer comes by POST. */
export const viewOrderPage: PageModule<ViewOrderPageProps> = {
  id: 'viewOrder',
  component: ViewOrderPage,
  async load({ c, t }) {
    return {
      props: {},
      title: t('viewOrder.title'),
      description: t('viewOrder.metaDescription', { brand: c.get('settings').brandName }),
      robots: 'noindex, follow',
    };
  },
};
