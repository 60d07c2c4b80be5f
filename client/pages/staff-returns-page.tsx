import { CaseList } from '../components/case-desk/case-list.tsx';
import { StaffGate } from '../components/desk/staff-gate.tsx';
import { useSite } from '../site-context.tsx';

/** /staff/returns/ (issue 16 item 3): the returns desk's list, for staff and admins. */
export default function StaffReturnsPage() {
  const { t } = useSite();
  return <StaffGate title={t('caseDesk.returnsPage.title')}><CaseList kind="return" /></StaffGate>;
}
