import type { CompanyView } from '../../../shared/types/campaign-admin.ts';
import { useSite } from '../../site-context.tsx';

/** The customer's company and where its registration stands (cat 6: confirmed after verification). */
export function CompanyStatus({ company }: { company: CompanyView }) {
  const { t, href } = useSite();
  return (
    <section className="campaign-admin__box" aria-labelledby="company-status">
      <h2 className="account-area__heading" id="company-status">{t('company.status.title')}</h2>
      <dl className="campaign-admin__facts">
        <div><dt>{t('company.fields.name')}</dt><dd>{company.name}</dd></div>
        <div><dt>{t('company.fields.vat_number')}</dt><dd>{company.vat_number}</dd></div>
        <div><dt>{t('company.status.label')}</dt><dd><strong>{t(`company.status.${company.status}`)}</strong></dd></div>
      </dl>
      <p role="status">{t(`company.status.${company.status}Text`)}</p>
      {company.status === 'verified' ? <p><a className="button button--primary" href={href('accountsGiftCampaigns')}>{t('company.manageCampaigns')}</a></p> : null}
    </section>
  );
}
