import CheckoutPage, { type CheckoutPageProps } from '../../client/pages/checkout-page.tsx';
import type { PageModule } from './page-module.ts';

/**
 * /checkout/ (issue 6): the shopping cart. The server renders the frame only:
 * the cart is in the visitor's localStorage and its prices come from
 * POST /api/checkout/, so the page carries no per-user data and is kept out
 * of search engines.
 */
export const checkoutPage: PageModule<CheckoutPageProps> = {
  id: 'checkout',
  component: CheckoutPage,
  async load({ c, t }) {
    return {
      props: {},
      title: t('cartPage.title'),
      description: t('cartPage.metaDescription', { brand: c.get('settings').brandName }),
      robots: 'noindex, nofollow',
    };
  },
};
