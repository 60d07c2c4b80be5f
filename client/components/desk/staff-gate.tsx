import type { ReactNode } from 'react';
import { loginHref } from '../../../shared/account/login-path.ts';
import { useAuth } from '../../hooks/use-auth.ts';
import { useSite } from '../../site-context.tsx';

/**
 * What a staff page shows to someone who is not staff (decision 021): why,
 * and the login page, which brings them back here. Also for a staff call
 * answered 403 once the page is open (the role was taken away meanwhile).
 */
export function StaffOnlyNotice() {
  const { t, href } = useSite();
  // Only rendered in the browser (the server renders the gate's loading state), so the address is known.
  const next = typeof location === 'undefined' ? undefined : location.pathname + location.search;
  return (
    <div className="desk-notice" role="alert">
      <p className="desk-notice__text">{t('desk.staffOnly')}</p>
      <a className="button button--primary" href={loginHref(href('accountsLogin'), { next })}>{t('desk.logIn')}</a>
    </div>
  );
}

/**
 * A staff desk page (issue 16 items 3 and 5): the HTML is the same frame for
 * everyone (architecture decision 10), so the server and hydration render
 * the loading state; once the browser knows the visitor, staff and admins
 * see the page and anyone else a "staff only, log in" notice. The title is
 * the page's h1 in every state.
 */
export function StaffGate({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useSite();
  const { loading, user } = useAuth();
  let content: ReactNode;
  if (loading) content = <p role="status">{t('desk.loading')}</p>;
  else if (!user?.isStaffUser && !user?.isAdminUser) content = <StaffOnlyNotice />;
  else content = children;
  return (
    <div className="desk">
      <h1 className="desk__title">{title}</h1>
      {content}
    </div>
  );
}
