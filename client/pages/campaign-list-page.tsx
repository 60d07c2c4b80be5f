import type { CampaignListResponse } from '../../shared/types/campaign-admin.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { CampaignCreateForm } from '../components/campaign-admin/campaign-create-form.tsx';
import { CampaignSummaryFacts } from '../components/campaign-admin/campaign-summary.tsx';
import { OrgGate, OrgOnlyNotice } from '../components/campaign-admin/org-gate.tsx';
import { ORG_CAMPAIGNS_API, withLanguage } from '../components/campaign-admin/org-calls.ts';
import { ApiError } from '../hooks/api-fetcher.ts';
import { useApi } from '../hooks/use-api.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { useSite } from '../site-context.tsx';

function CampaignList() {
  const { t, href, config } = useSite();
  const { user } = useAuth();
  const { data, error, mutate } = useApi<CampaignListResponse>(user ? withLanguage(ORG_CAMPAIGNS_API, config.language) : null, {
    label: 'Gift campaigns could not be loaded', revalidateOnMount: true, dedupingInterval: 0,
  });
  if (error instanceof ApiError && error.status === 403) return <OrgOnlyNotice />;
  if (error) return <AccountAlert text={t('campaignAdmin.loadFailed')} />;
  if (!data) return <p role="status">{t('campaignAdmin.loading')}</p>;
  return (
    <>
      <p>{t('campaignAdmin.listPage.intro', { company: data.company })}</p>
      {data.campaigns.length === 0 ? <p>{t('campaignAdmin.listPage.empty')}</p> : (
        <ul className="campaign-admin__list" aria-label={t('campaignAdmin.listPage.caption')}>
          {data.campaigns.map((campaign) => (
            <li key={campaign.id} className="campaign-admin__box">
              <h2 className="account-area__heading">
                <a href={href('accountsGiftCampaign', { campaignId: String(campaign.id) })}>{campaign.name}</a>
              </h2>
              <CampaignSummaryFacts campaign={campaign} />
            </li>
          ))}
        </ul>
      )}
      <section className="campaign-admin__box" aria-labelledby="campaign-create">
        <h2 className="account-area__heading" id="campaign-create">{t('campaignAdmin.listPage.create')}</h2>
        <CampaignCreateForm onCreated={(campaign) => { void mutate(); location.assign(href('accountsGiftCampaign', { campaignId: String(campaign.id) })); }} />
      </section>
    </>
  );
}

/** /accounts/gift-campaigns/ (issue 17 item 2, cat 2 "manage campaign"): a verified company's campaigns and a new one. */
export default function CampaignListPage() {
  const { t } = useSite();
  return <OrgGate title={t('campaignAdmin.listPage.title')}><CampaignList /></OrgGate>;
}
