import ActivatePage from '../../client/pages/activate-page.tsx';
import LoginPage from '../../client/pages/login-page.tsx';
import RegisterPage from '../../client/pages/register-page.tsx';
import ResetPasswordConfirmPage from '../../client/pages/reset-password-confirm-page.tsx';
import ResetPasswordPage from '../../client/pages/reset-password-page.tsx';
import { loginReasonOf, nextPathOf } from '../../shared/account/login-path.ts';
import type { PageId } from '../../shared/route-table.ts';
import type { LoginPageProps, TokenPageProps } from '../../shared/types/account-pages.ts';
import type { ComponentType } from 'react';
import { frameOnlyPage } from './frame-only-page.ts';
import type { PageModule } from './page-module.ts';

/**
 * The account pages of issue 15 before and outside a session (core 2
 * /accounts/*): login, registration, activation and the password reset.
 * Their HTML holds nothing of a customer, only what the URL says; every
 * call is the browser's, after hydration. Not for search results.
 */
const ROBOTS = 'noindex, follow';

/** /accounts/login/?next=&reason=: the query read and checked here, so the reason shows in the server's HTML. */
export const loginPage: PageModule<LoginPageProps> = {
  id: 'login',
  component: LoginPage,
  async load({ c, t }) {
    const query = new URL(c.req.url).searchParams;
    return {
      props: { reason: loginReasonOf(query.get('reason')), next: nextPathOf(query.get('next')) },
      title: t('accountPages.login.title'),
      description: t('accountPages.login.metaDescription', { brand: c.get('settings').brandName }),
      robots: ROBOTS,
    };
  },
};

export const registerPage = frameOnlyPage('register', RegisterPage, 'accountPages.register', ROBOTS);
export const resetPasswordPage = frameOnlyPage('resetPassword', ResetPasswordPage, 'accountPages.resetPassword', ROBOTS);

/** A mail link's page: the token from the path, untouched on the server (a GET changes nothing: the browser POSTs it). */
function tokenPage(id: PageId, component: ComponentType<TokenPageProps>, texts: string): PageModule<TokenPageProps> {
  return {
    id,
    component,
    async load({ c, t, match }) {
      return {
        props: { token: match.params.hash ?? '' },
        title: t(`${texts}.title`),
        description: t(`${texts}.metaDescription`, { brand: c.get('settings').brandName }),
        robots: ROBOTS,
      };
    },
  };
}

export const activatePage = tokenPage('activate', ActivatePage, 'accountPages.activate');
export const resetPasswordConfirmPage = tokenPage('resetPasswordConfirm', ResetPasswordConfirmPage, 'accountPages.resetConfirm');
