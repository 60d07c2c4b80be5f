import { useSite } from '../../site-context.tsx';

/** The account area's way to the company pages (issue 17 item 2); campaign management only for organisation users. */
export function CompanyLinks({ isOrgUser }: { isOrgUser: boolean }) {
  const { t, href } = useSite();
  return (
    <ul className="account-page__links">
      <li><a href={href('accountsCompany')}>{t('accountArea.companyLink')}</a></li>
      {isOrgUser ? <li><a href={href('accountsGiftCampaigns')}>{t('accountArea.manageCampaigns')}</a></li> : null}
    </ul>
  );
}
