import OrderResultPage from '../../client/pages/order-result-page.tsx';
import { ORDER_RESULT_ROUTES, orderReference, parseOrderSlug, type OrderReference } from '../../shared/checkout/order-links.ts';
import type { OrderResultPageProps } from '../../shared/types/order-pages.ts';
import { pageNotFound } from '../render/error-response.ts';
import { getOrderByToken } from '../services/orders/order-read.ts';
import type { PageModule } from './page-module.ts';

/**
 * The order result pages (core 2): /order/payment_ok|payment_cancelled|
 * payment_error|payment_address/{orderNumber}/{token}/ and
 * /order/process/?order=&token=. The order is read here, so the page shows
 * it at once; an unknown order or a wrong token is the 404 page, whatever
 * the reason (nothing tells a guesser which part was wrong).
 */
export const orderResultPage: PageModule<OrderResultPageProps> = {
  id: 'orderResult',
  component: OrderResultPage,
  async load({ c, match, t }) {
    const kind = ORDER_RESULT_ROUTES[match.route.id] ?? 'process';
    const query = new URL(c.req.url).searchParams;
    const reference: OrderReference | null = kind === 'process'
      ? orderReference(query.get('order'), query.get('token'))
      : parseOrderSlug(match.params.slug);
    const order = reference ? await getOrderByToken(c.env.DB, reference.orderNumber, reference.token) : null;
    if (!reference || !order) throw pageNotFound(c);
    return {
      props: { kind, orderNumber: reference.orderNumber, token: reference.token, order },
      title: t(`orderPages.${kind}.title`),
      description: t(`orderPages.${kind}.title`),
      // A buyer's own order behind a secret link: never indexed, never followed.
      robots: 'noindex, nofollow',
    };
  },
};
