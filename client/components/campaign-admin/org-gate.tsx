import { useEffect, type ReactNode } from 'react';
import { loginHref } from '../../../shared/account/login-path.ts';
import { useAuth } from '../../hooks/use-auth.ts';
import { useSite } from '../../site-context.tsx';

/**
 * A campaign management page (issue 17 item 2, decision 027): the HTML is
 * the same frame for everyone, so the server and hydration render the
 * loading state. A guest is sent to the login page, which brings them back;
 * a customer who is no organisation user sees why, and the way to register
 * the company. The calls check the company again: this only decides what to show.
 */
export function OrgGate({ title, children }: { title: string; children: ReactNode }) {
  const { t, href } = useSite();
  const { loading, user } = useAuth();
  useEffect(() => {
    if (!loading && !user) location.replace(loginHref(href('accountsLogin'), { next: location.pathname }));
  }, [loading, user, href]);
  let content: ReactNode;
  if (!user) content = <p role="status">{t('campaignAdmin.loading')}</p>;
  else if (!user.isOrgUser) content = <OrgOnlyNotice />;
  else content = children;
  return (
    <div className="campaign-admin">
      <h1 className="account-page__title">{title}</h1>
      {content}
    </div>
  );
}

/** Also for a call answered 403 once the page is open (the company's verification was withdrawn meanwhile). */
export function OrgOnlyNotice() {
  const { t, href } = useSite();
  return (
    <div className="account-alert account-alert--error" role="alert">
      <p className="account-alert__text">{t('campaignAdmin.notOrgUser')}</p>
      <a href={href('accountsCompany')}>{t('campaignAdmin.registerCompany')}</a>
    </div>
  );
}
