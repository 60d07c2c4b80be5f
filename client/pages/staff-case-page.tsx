import type { StaffCasePageProps } from '../../shared/types/case-desk.ts';
import { CaseDetail } from '../components/case-desk/case-detail.tsx';
import { StaffGate } from '../components/desk/staff-gate.tsx';
import { useSite } from '../site-context.tsx';

/** /staff/cases/{caseNumber}/ (issue 16 item 3): one return or complaint on the staff desk; its data loads in the browser. */
export default function StaffCasePage({ caseNumber }: StaffCasePageProps) {
  const { t } = useSite();
  return (
    <StaffGate title={t('caseDesk.casePage.heading', { number: caseNumber })}>
      {caseNumber ? <CaseDetail caseNumber={caseNumber} /> : <p className="desk-failed" role="alert">{t('caseDesk.case.notFound')}</p>}
    </StaffGate>
  );
}
