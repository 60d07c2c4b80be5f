import { useEffect } from 'react';
import { loginHref } from '../../shared/account/login-path.ts';
import type { CompanyRegistrationPageProps, CompanyResponse } from '../../shared/types/campaign-admin.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { CompanyForm } from '../components/campaign-admin/company-form.tsx';
import { CompanyStatus } from '../components/campaign-admin/company-status.tsx';
import { fetchJson } from '../hooks/api-fetcher.ts';
import { useApi } from '../hooks/use-api.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { useSite } from '../site-context.tsx';

const COMPANY_API = '/api/company/';

/**
 * /accounts/company/ (issue 17 item 2, cat 6): a logged-in customer registers
 * their company for gift campaigns and sees its status; a verified company's
 * users go on to campaign management. The page is a frame; the company loads
 * in the browser.
 */
export default function CompanyRegistrationPage({ countries }: CompanyRegistrationPageProps) {
  const { t, href, config } = useSite();
  const { loading, user } = useAuth();
  const url = `${COMPANY_API}?lang=${encodeURIComponent(config.language)}`;
  const company = useApi<CompanyResponse>(user ? `customer-${user.id}:${url}` : null, { label: 'The company could not be loaded', fetcher: () => fetchJson<CompanyResponse>(url) });

  useEffect(() => {
    if (!loading && !user) location.replace(loginHref(href('accountsLogin'), { next: href('accountsCompany') }));
  }, [loading, user, href]);

  let content;
  if (!user || (!company.data && !company.error)) content = <p role="status">{t('company.page.loading')}</p>;
  else if (!company.data) content = <AccountAlert text={t('company.page.loadFailed')} />;
  else if (company.data.company && company.data.company.status !== 'rejected') content = <CompanyStatus company={company.data.company} />;
  else {
    content = (
      <>
        {company.data.company ? <CompanyStatus company={company.data.company} /> : null}
        <CompanyForm countries={countries} previous={company.data.company} onRegistered={(answer) => void company.mutate(answer, { revalidate: false })} />
      </>
    );
  }
  return (
    <div className="account-page campaign-admin">
      <h1 className="account-page__title">{t('company.page.title')}</h1>
      <p>{t('company.page.intro', { brand: config.brandName })}</p>
      {content}
    </div>
  );
}
