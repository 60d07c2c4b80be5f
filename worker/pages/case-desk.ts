import ServiceCasePage from '../../client/pages/service-case-page.tsx';
import StaffCasePage from '../../client/pages/staff-case-page.tsx';
import StaffComplaintsPage from '../../client/pages/staff-complaints-page.tsx';
import StaffReturnsPage from '../../client/pages/staff-returns-page.tsx';
import type { StaffCasePageProps } from '../../shared/types/case-desk.ts';
import { isCaseNumber } from '../../shared/service/case-desk-schema.ts';
import { frameOnlyPage } from './frame-only-page.ts';
import type { PageModule } from './page-module.ts';

/**
 * The returns and complaints desk (issue 16 item 3) and the customer's case
 * page. All are frames (decision 023): their HTML holds nothing read from a
 * case, the staff API and the case's token call answer in the browser; none
 * is for search engines.
 */
const ROBOTS = 'noindex, nofollow';

export const staffReturnsPage = frameOnlyPage('staffReturns', StaffReturnsPage, 'caseDesk.returnsPage', ROBOTS);
export const staffComplaintsPage = frameOnlyPage('staffComplaints', StaffComplaintsPage, 'caseDesk.complaintsPage', ROBOTS);

/** /staff/cases/{caseNumber}/: the number is the address's, so the title names it; nothing else is read on the server. */
export const staffCasePage: PageModule<StaffCasePageProps> = {
  id: 'staffCase',
  component: StaffCasePage,
  async load({ c, t, match }) {
    const number = match.params.caseNumber ?? '';
    const caseNumber = isCaseNumber(number) ? number : '';
    return {
      props: { caseNumber },
      title: t('caseDesk.casePage.title', { number: caseNumber }),
      description: t('caseDesk.casePage.metaDescription', { brand: c.get('settings').brandName }),
      robots: ROBOTS,
    };
  },
};

/** /service-cases/{token}/: the token stays in the address; the page reads it in the browser. */
export const serviceCasePage = frameOnlyPage('serviceCase', ServiceCasePage, 'serviceCase', ROBOTS);
