import AccountPage from '../../client/pages/account-page.tsx';
import DeleteAccountPage from '../../client/pages/delete-account-page.tsx';
import StopRemindersPage from '../../client/pages/stop-reminders-page.tsx';
import type { StopRemindersPageProps } from '../../shared/types/account-area.ts';
import type { TokenPageProps } from '../../shared/types/account-pages.ts';
import { frameOnlyPage } from './frame-only-page.ts';
import type { PageModule } from './page-module.ts';

/**
 * The account area and the pages of the deletion and reminder mails (core 2
 * /accounts/, /accounts/delete-account/{token}/, /accounts/stop_reminders/{email}/).
 * Their HTML holds nothing read from an account (architecture decision 10):
 * the area loads the customer in the browser, and the mail pages show only
 * what their URL says; each call is the browser's, on a button press.
 */
const ROBOTS = 'noindex, nofollow';

export const accountPage = frameOnlyPage('account', AccountPage, 'accountArea', ROBOTS);

export const deleteAccountPage: PageModule<TokenPageProps> = {
  id: 'deleteAccount',
  component: DeleteAccountPage,
  async load({ c, t, match }) {
    return {
      props: { token: match.params.token ?? '' },
      title: t('accountArea.deletePage.title'),
      description: t('accountArea.deletePage.metaDescription', { brand: c.get('settings').brandName }),
      robots: ROBOTS,
    };
  },
};

export const stopRemindersPage: PageModule<StopRemindersPageProps> = {
  id: 'stopReminders',
  component: StopRemindersPage,
  async load({ c, t, match }) {
    return {
      props: { email: match.params.email ?? '', token: new URL(c.req.url).searchParams.get('key') ?? '' },
      title: t('accountArea.stopReminders.title'),
      description: t('accountArea.stopReminders.metaDescription', { brand: c.get('settings').brandName }),
      robots: ROBOTS,
    };
  },
};
