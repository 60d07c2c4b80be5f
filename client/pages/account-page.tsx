import { useEffect, useRef, type ReactNode } from 'react';
import { loginHref } from '../../shared/account/login-path.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { DeleteAccountRequest, LogoutButton } from '../components/account/account-exit.tsx';
import { ClubMembership } from '../components/account/club-membership.tsx';
import { CompanyLinks } from '../components/campaign-admin/company-links.tsx';
import { AccountOrders } from '../components/account/account-orders.tsx';
import { PasswordForm } from '../components/account/password-form.tsx';
import { ProfileForm } from '../components/account/profile-form.tsx';
import { ApiError } from '../hooks/api-fetcher.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { useCustomerOrders, useCustomerProfile } from '../hooks/use-customer-account.ts';
import { authStore } from '../state/auth-store.ts';
import { useSite } from '../site-context.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="account-area__section" aria-labelledby={`account-${id}`}>
      <h2 className="account-area__heading" id={`account-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /accounts/ (core 2, issue 15): the account area. The HTML is the same
 * frame for everyone; the customer's profile and orders load in the browser
 * once the auth state is known. A visitor who is not logged in is sent to
 * the login page, which brings them back here.
 */
export default function AccountPage() {
  const { t, href, config } = useSite();
  const { loading, user } = useAuth();
  const leaving = useRef(false);
  const customerId = user?.id ?? null;
  const profile = useCustomerProfile(customerId, config.language);
  const orders = useCustomerOrders(customerId, config.language);

  useEffect(() => {
    if (loading || user || leaving.current) return;
    location.replace(loginHref(href('accountsLogin'), { next: href('accounts') }));
  }, [loading, user, href]);

  // The session ended elsewhere (logout on another device, a password change): core 4 clears the user.
  const expired = [profile.error, orders.error].some((error) => error instanceof ApiError && error.status === 401);
  useEffect(() => {
    if (expired) authStore.clear();
  }, [expired]);

  const title = <h1 className="account-page__title">{t('accountArea.title')}</h1>;
  if (!user) {
    return <div className="account-area">{title}<p role="status">{t('accountArea.loading')}</p></div>;
  }

  return (
    <div className="account-area">
      {title}
      <p className="account-area__who">{t('accountArea.loggedInAs', { email: user.email })}</p>
      <div className="account-area__columns">
        <Section id="profile" title={t('accountArea.profile.title')}>
          {profile.data ? <ProfileForm profile={profile.data} onSaved={() => void profile.mutate()} />
            : profile.error ? <AccountAlert text={t('accountArea.loadFailed')} />
            : <p role="status">{t('accountArea.loading')}</p>}
        </Section>
        <Section id="club" title={t('accountArea.club.title', { brand: config.brandName })}>
          <ClubMembership member={user.isClubMember} since={profile.data?.club_member_since ?? null} onChanged={() => void profile.mutate()} />
        </Section>
      </div>
      <Section id="orders" title={t('accountArea.orders.title')}>
        {orders.data ? <AccountOrders orders={orders.data.orders} customerId={user.id} onChanged={() => void orders.mutate()} />
          : orders.error ? <AccountAlert text={t('accountArea.orders.loadFailed')} />
          : <p role="status">{t('accountArea.orders.loading')}</p>}
      </Section>
      <Section id="company" title={t('accountArea.companyLink')}>
        <CompanyLinks isOrgUser={user.isOrgUser} />
      </Section>
      <div className="account-area__columns">
        <Section id="password" title={t('accountArea.password.title')}>
          <PasswordForm />
        </Section>
        <Section id="session" title={t('accountArea.logout.title')}>
          <LogoutButton onLeaving={(value) => { leaving.current = value; }} />
        </Section>
      </div>
      <Section id="delete" title={t('accountArea.deleteAccount.title')}>
        <DeleteAccountRequest email={user.email} />
      </Section>
    </div>
  );
}
