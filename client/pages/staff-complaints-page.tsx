import { CaseList } from '../components/case-desk/case-list.tsx';
import { StaffGate } from '../components/desk/staff-gate.tsx';
import { useSite } from '../site-context.tsx';

/** /staff/complaints/ (issue 16 item 3): the complaints desk's list, for staff and admins. */
export default function StaffComplaintsPage() {
  const { t } = useSite();
  return <StaffGate title={t('caseDesk.complaintsPage.title')}><CaseList kind="complaint" /></StaffGate>;
}
