import StaffOrderPage from '../../client/pages/staff-order-page.tsx';
import StaffOrdersPage from '../../client/pages/staff-orders-page.tsx';
import { ORDER_NUMBER_PATTERN } from '../../shared/order/order-action-schema.ts';
import type { StaffOrderPageProps } from '../../shared/types/order-desk.ts';
import { notFound } from '../errors/app-error.ts';
import { frameOnlyPage } from './frame-only-page.ts';
import type { PageModule } from './page-module.ts';

/**
 * The staff order desk (issue 16 item 5, decision 024). Both pages are
 * frames: their HTML holds nothing read from an order, the staff API
 * answers in the browser; neither is for search engines.
 */
const ROBOTS = 'noindex, nofollow';

export const staffOrdersPage = frameOnlyPage('staffOrders', StaffOrdersPage, 'orderDesk.listPage', ROBOTS);

/** /staff/orders/{orderNumber}/: the number is the address's, so the title names it; a path that is no order number is 404. */
export const staffOrderPage: PageModule<StaffOrderPageProps> = {
  id: 'staffOrder',
  component: StaffOrderPage,
  async load({ c, t, match }) {
    const orderNumber = (match.params.orderNumber ?? '').toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw notFound(t('orderDesk.order.notFound'));
    return {
      props: { orderNumber },
      title: t('orderDesk.orderPage.title', { number: orderNumber }),
      description: t('orderDesk.orderPage.metaDescription', { brand: c.get('settings').brandName }),
      robots: ROBOTS,
    };
  },
};
