import CampaignListPage from '../../client/pages/campaign-list-page.tsx';
import CampaignManagePage from '../../client/pages/campaign-manage-page.tsx';
import CompanyRegistrationPage from '../../client/pages/company-registration-page.tsx';
import StaffCompaniesPage from '../../client/pages/staff-companies-page.tsx';
import { countryName } from '../../shared/order/order-display.ts';
import { VAT_COUNTRIES } from '../../shared/service/vat-number.ts';
import type { CampaignManagePageProps, CompanyRegistrationPageProps } from '../../shared/types/campaign-admin.ts';
import { notFound } from '../errors/app-error.ts';
import { frameOnlyPage } from './frame-only-page.ts';
import type { PageModule } from './page-module.ts';

/**
 * Company registration, campaign management and staff's verification (issue
 * 17 item 2, decision 027). Frames: their HTML holds nothing of a company or
 * a campaign (architecture decision 10); the data loads in the browser from
 * the calls that check who asks. Not for search engines.
 */
const ROBOTS = 'noindex, nofollow';

export const companyRegistrationPage: PageModule<CompanyRegistrationPageProps> = {
  id: 'companyRegistration',
  component: CompanyRegistrationPage,
  async load({ c, t, scope }) {
    const language = scope.language;
    const countries = VAT_COUNTRIES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => a.name.localeCompare(b.name, language));
    return {
      props: { countries },
      title: t('company.page.title'),
      description: t('company.page.metaDescription', { brand: c.get('settings').brandName }),
      robots: ROBOTS,
    };
  },
};

export const campaignListPage = frameOnlyPage('campaignList', CampaignListPage, 'campaignAdmin.listPage', ROBOTS);
export const staffCompaniesPage = frameOnlyPage('staffCompanies', StaffCompaniesPage, 'company.staffPage', ROBOTS);

/** /accounts/gift-campaigns/{id}/: a path that is no campaign id is 404; whose campaign it is, the browser's call decides. */
export const campaignManagePage: PageModule<CampaignManagePageProps> = {
  id: 'campaignManage',
  component: CampaignManagePage,
  async load({ c, t, match }) {
    const raw = match.params.campaignId ?? '';
    const campaignId = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    if (!Number.isSafeInteger(campaignId) || campaignId < 1) throw notFound(t('campaignAdmin.refused.notFound'));
    return {
      props: { campaignId },
      title: t('campaignAdmin.managePage.title'),
      description: t('campaignAdmin.managePage.metaDescription', { brand: c.get('settings').brandName }),
      robots: ROBOTS,
    };
  },
};
