import { StaffGate } from '../components/desk/staff-gate.tsx';
import { CompanyQueue } from '../components/campaign-admin/company-queue.tsx';
import { useSite } from '../site-context.tsx';

/** /staff/companies/ (issue 17 item 2, cat 6): staff verify or reject the companies registered for gift campaigns; the data loads in the browser. */
export default function StaffCompaniesPage() {
  const { t } = useSite();
  return <StaffGate title={t('company.staffPage.title')}><CompanyQueue /></StaffGate>;
}
