import { useState, type ReactNode } from 'react';
import type { CampaignCodesResponse, CampaignDetail, CampaignManagePageProps, CodeState } from '../../shared/types/campaign-admin.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { CampaignSummaryFacts } from '../components/campaign-admin/campaign-summary.tsx';
import { CategoryEditor } from '../components/campaign-admin/category-editor.tsx';
import { CodePager, CodeStateFilter } from '../components/campaign-admin/code-pager.tsx';
import { CodeTable } from '../components/campaign-admin/code-table.tsx';
import { GenerateCodesForm, RecipientsForm } from '../components/campaign-admin/codes-forms.tsx';
import { OrgGate, OrgOnlyNotice } from '../components/campaign-admin/org-gate.tsx';
import { campaignApi, withLanguage } from '../components/campaign-admin/org-calls.ts';
import { ApiError } from '../hooks/api-fetcher.ts';
import { useApi } from '../hooks/use-api.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { useSite } from '../site-context.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="campaign-admin__box" aria-labelledby={`campaign-${id}`}>
      <h2 className="account-area__heading" id={`campaign-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

function CampaignManager({ campaignId }: CampaignManagePageProps) {
  const { t, href, config } = useSite();
  const { user } = useAuth();
  const read = { revalidateOnMount: true, dedupingInterval: 0 };
  const campaign = useApi<CampaignDetail>(user ? withLanguage(campaignApi(campaignId), config.language) : null, { label: 'The gift campaign could not be loaded', ...read });
  const [codesPage, setCodesPage] = useState(1);
  const [codesState, setCodesState] = useState<CodeState | ''>('');
  const codesUrl = campaignApi(campaignId, `codes/?page=${codesPage}${codesState ? `&state=${codesState}` : ''}`);
  const codes = useApi<CampaignCodesResponse>(campaign.data ? withLanguage(codesUrl, config.language) : null, {
    label: 'The campaign codes could not be loaded', keepPreviousData: true, ...read,
  });
  const error = campaign.error;
  if (error instanceof ApiError && error.status === 403) return <OrgOnlyNotice />;
  if (error instanceof ApiError && error.status === 404) return <AccountAlert text={error.body?.message ?? t('campaignAdmin.refused.notFound')} />;
  if (error) return <AccountAlert text={t('campaignAdmin.loadFailed')} />;
  if (!campaign.data) return <p role="status">{t('campaignAdmin.loading')}</p>;
  const data = campaign.data;
  const changed = () => { void campaign.mutate(); void codes.mutate(); };
  return (
    <>
      <p><a href={href('accountsGiftCampaigns')}>{t('campaignAdmin.managePage.back')}</a></p>
      <h2 className="campaign-admin__name">{data.name}</h2>
      <CampaignSummaryFacts campaign={data} />
      <Section id="categories" title={t('campaignAdmin.categories.title')}>
        {data.categories.length === 0 ? <p>{t('campaignAdmin.categories.empty')}</p> : (
          <ul className="campaign-admin__categories">
            {data.categories.map((category) => (
              <li key={category.id} className="campaign-admin__category">
                <h3 className="campaign-admin__category-name">{category.name}</h3>
                <p>{t('campaignAdmin.categories.page', { path: href('giftcampaignsCategory', { category: category.slug }) })}</p>
                <details>
                  <summary>{t('campaignAdmin.categories.edit', { name: category.name })}</summary>
                  <CategoryEditor campaignId={campaignId} category={category} onSaved={(next) => void campaign.mutate(next, { revalidate: false })} />
                </details>
              </li>
            ))}
          </ul>
        )}
        <h3>{t('campaignAdmin.categories.add')}</h3>
        <CategoryEditor campaignId={campaignId} onSaved={(next) => void campaign.mutate(next, { revalidate: false })} />
      </Section>
      <Section id="codes" title={t('campaignAdmin.codes.title')}>
        {data.categories.length === 0 ? <p>{t('campaignAdmin.codes.needCategory')}</p> : (
          <div className="campaign-admin__columns">
            <div>
              <h3>{t('campaignAdmin.codes.generateTitle')}</h3>
              <GenerateCodesForm campaignId={campaignId} categories={data.categories} onChanged={changed} />
            </div>
            <div>
              <h3>{t('campaignAdmin.recipients.title')}</h3>
              <RecipientsForm campaignId={campaignId} categories={data.categories} onChanged={changed} />
            </div>
          </div>
        )}
        <p>
          <a className="button" href={withLanguage(campaignApi(campaignId, 'codes/xlsx/'), config.language)} download>{t('campaignAdmin.codes.download')}</a>
        </p>
        <CodeStateFilter state={codesState} onState={(state) => { setCodesState(state); setCodesPage(1); }} />
        {codes.data ? <CodeTable campaignId={campaignId} codes={codes.data.codes} categories={data.categories} />
          : codes.error ? <AccountAlert text={t('campaignAdmin.loadFailed')} /> : <p role="status">{t('campaignAdmin.loading')}</p>}
        <CodePager shown={codes.data} onPage={setCodesPage} />
      </Section>
    </>
  );
}

/** /accounts/gift-campaigns/{id}/ (issue 17 item 2, cat 2 "manage campaign, create codes, add emails, download excel"). */
export default function CampaignManagePage({ campaignId }: CampaignManagePageProps) {
  const { t } = useSite();
  return <OrgGate title={t('campaignAdmin.managePage.title')}><CampaignManager campaignId={campaignId} /></OrgGate>;
}
