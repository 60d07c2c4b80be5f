import CheckoutPaymentPage from '../../client/pages/checkout-payment-page.tsx';
import type { CheckoutPaymentPageProps } from '../../shared/types/order-pages.ts';
import type { PageModule } from './page-module.ts';

/**
 * /checkout/payment/ (issue 6): the form and the cart come from the browser
 * (localStorage), so the HTML is the same for everyone and carries nothing
 * personal; it is still no page for search engines.
 */
export const checkoutPaymentPage: PageModule<CheckoutPaymentPageProps> = {
  id: 'checkoutPayment',
  component: CheckoutPaymentPage,
  async load({ c, t }) {
    return {
      props: {},
      title: t('checkoutForm.title'),
      description: t('checkoutForm.metaDescription', { brand: c.get('settings').brandName }),
      robots: 'noindex, nofollow',
    };
  },
};
