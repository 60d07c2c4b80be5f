import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CaseActionResponse, StaffCaseResponse } from '../../../shared/types/case-desk.ts';
import { ApiError } from '../../hooks/api-fetcher.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { postAccount } from '../account/account-call.ts';
import { DeskAuditTrail } from '../desk/desk-audit-trail.tsx';
import { StaffOnlyNotice } from '../desk/staff-gate.tsx';
import { CaseAttachments, CaseDetails, CaseSummary } from './case-facts.tsx';
import { useCaseStatusLabel } from './case-labels.ts';
import { CaseNoteForm, CaseRefundForm } from './case-note-forms.tsx';
import { CaseRows } from './case-rows.tsx';
import { CaseStatusForm } from './case-status-form.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="desk-section" aria-labelledby={`case-${id}`}>
      <h2 className="desk-section__heading" id={`case-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * One case on the staff desk (issue 16 item 3): what it is about, its
 * attachments, the actions (move, ask, comment, refund, mark received) and
 * the audit trail. Each action reads the case again once saved; what was
 * done is said in one live region.
 */
export function CaseDetail({ caseNumber }: { caseNumber: string }) {
  const { t, config } = useSite();
  const statusLabel = useCaseStatusLabel();
  const apiBase = `/api/staff/cases/${encodeURIComponent(caseNumber)}/`;
  const { data, error, mutate } = useApi<StaffCaseResponse>(`${apiBase}?lang=${config.language}`, { label: 'Staff case could not be loaded', revalidateOnMount: true, dedupingInterval: 0 });
  // What was done, said in one live region that also takes the focus: the form that was used may be replaced by the case's new state.
  const [notice, setNotice] = useState({ text: '', count: 0 });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice.count > 0) noticeRef.current?.focus();
  }, [notice]);
  const [receiving, setReceiving] = useState(false);
  const [failure, setFailure] = useState('');

  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return <StaffOnlyNotice />;
  if (error instanceof ApiError && error.status === 404) return <p className="desk-failed" role="alert">{t('caseDesk.case.notFound')}</p>;
  if (error) return <p className="desk-failed" role="alert">{t('desk.loadFailed')}</p>;
  if (!data) return <p role="status">{t('desk.loading')}</p>;

  const done = (message: string) => {
    setFailure('');
    setNotice((old) => ({ text: message, count: old.count + 1 }));
    void mutate();
  };
  const markReceived = async (position: number) => {
    if (receiving) return;
    setReceiving(true);
    const answer = await postAccount<CaseActionResponse>(`${apiBase}received/`, { position }, config.language);
    setReceiving(false);
    if (answer.kind === 'ok') done(t('caseDesk.actions.receivedDone'));
    else setFailure(answer.kind === 'refused' ? answer.message : t('errors.unexpected'));
  };
  const open = data.next_statuses.length > 0;

  return (
    <div className="case-detail">
      <p ref={noticeRef} className="desk-live" role="status" tabIndex={-1}>{notice.text}</p>
      <CaseSummary view={data} />
      <Section id="rows" title={t('caseDesk.case.rows')}>
        <CaseRows rows={data.rows} caption={t('caseDesk.case.rows')} onReceived={(position) => void markReceived(position)} busy={receiving} />
        {failure ? <AccountAlert text={failure} /> : null}
      </Section>
      {data.kind === 'complaint' || Object.keys(data.details).length > 0 ? (
        <Section id="details" title={t('caseDesk.case.details')}><CaseDetails details={data.details} /></Section>
      ) : null}
      <Section id="attachments" title={t('caseDesk.case.attachments')}>
        <CaseAttachments files={data.attachments} empty={t('caseDesk.case.noAttachments')} />
      </Section>
      <div className="desk-columns">
        <Section id="status" title={t('caseDesk.actions.statusTitle')}>
          <CaseStatusForm key={data.status} apiBase={apiBase} statuses={data.next_statuses} onDone={done} />
        </Section>
        {open ? (
          <Section id="question" title={t('caseDesk.actions.questionTitle')}>
            <CaseNoteForm apiBase={apiBase} action="question" onDone={done} />
          </Section>
        ) : null}
        <Section id="comment" title={t('caseDesk.actions.commentTitle')}>
          <CaseNoteForm apiBase={apiBase} action="comment" onDone={done} />
        </Section>
        {data.order ? (
          <Section id="refund" title={t('caseDesk.actions.refundTitle')}>
            {data.refundable > 0 ? <CaseRefundForm apiBase={apiBase} refundable={data.refundable} onDone={done} /> : <p>{t('caseDesk.actions.nothingToRefund')}</p>}
          </Section>
        ) : null}
      </div>
      <DeskAuditTrail events={data.events} statusLabel={statusLabel} headingId="case-audit" />
    </div>
  );
}
