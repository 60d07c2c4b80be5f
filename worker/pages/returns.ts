import ReturnsFormPage from '../../client/pages/returns-form-page.tsx';
import ReturnsPage from '../../client/pages/returns-page.tsx';
import type { TokenPageProps } from '../../shared/types/account-pages.ts';
import { RETURN_DAYS } from '../../shared/service/return-window.ts';
import type { ReturnsPageProps } from '../../shared/types/returns.ts';
import type { PageModule } from './page-module.ts';

/** An order number's shape (shared/service/return-schema.ts); anything else picks nothing. */
const ORDER_NUMBER = /^[A-Z0-9-]{4,20}$/;

/**
 * /returns/ (issue 16 item 1): the way to the return form. The HTML is the
 * same for everyone (the account's orders load in the browser); `?order=`
 * from the account's order history only names the order to pick.
 */
export const returnsPage: PageModule<ReturnsPageProps> = {
  id: 'returns',
  component: ReturnsPage,
  async load({ c, t }) {
    const order = (new URL(c.req.url).searchParams.get('order') ?? '').trim().toUpperCase();
    return {
      props: { orderNumber: ORDER_NUMBER.test(order) ? order : '' },
      title: t('returns.title'),
      description: t('returns.metaDescription', { brand: c.get('settings').brandName, days: RETURN_DAYS }),
      robots: 'index, follow',
    };
  },
};

/** /returns/form/{token}/: the mailed link's page; the token is only passed on (a GET changes nothing, the form loads in the browser). */
export const returnsFormPage: PageModule<TokenPageProps> = {
  id: 'returnsForm',
  component: ReturnsFormPage,
  async load({ c, t, match }) {
    return {
      props: { token: match.params.token ?? '' },
      title: t('returns.form.title'),
      description: t('returns.form.metaDescription', { brand: c.get('settings').brandName }),
      robots: 'noindex, nofollow',
    };
  },
};
