import { useEffect, useRef, useState } from 'react';
import type { CustomerCaseResponse } from '../../shared/types/case-desk.ts';
import { CaseAttachments } from '../components/case-desk/case-facts.tsx';
import { useCaseStatusLabel, useDeskDate } from '../components/case-desk/case-labels.ts';
import { CaseRows } from '../components/case-desk/case-rows.tsx';
import { DeskStatusBadge } from '../components/desk/desk-status-badge.tsx';
import { CaseAnswerForm } from '../components/service-case/case-answer-form.tsx';
import { CaseHistory } from '../components/service-case/case-history.tsx';
import { CaseWithdraw } from '../components/service-case/case-withdraw.tsx';
import { ApiError } from '../hooks/api-fetcher.ts';
import { useApi } from '../hooks/use-api.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useSite } from '../site-context.tsx';

/** The case's token, the address's last segment; null when it cannot be one (nothing is asked then). */
export function caseTokenOf(pathname: string): string | null {
  const token = pathname.split('/').filter(Boolean).pop() ?? '';
  return /^[A-Za-z0-9_-]{40,64}$/.test(token) ? token : null;
}

function CaseView({ view, apiBase, onChanged }: { view: CustomerCaseResponse; apiBase: string; onChanged: (message: string) => void }) {
  const { t } = useSite();
  const statusLabel = useCaseStatusLabel();
  const date = useDeskDate();
  return (
    <>
      <dl className="desk-facts">
        <div><dt>{t('serviceCase.number')}</dt><dd>{view.case_number}</dd></div>
        <div><dt>{t('serviceCase.kind')}</dt><dd>{t(`serviceCase.kinds.${view.kind}`)}</dd></div>
        <div><dt>{t('serviceCase.status')}</dt><dd><DeskStatusBadge status={view.status} label={statusLabel(view.status)} /></dd></div>
        <div><dt>{t('serviceCase.created')}</dt><dd>{date(view.created_at)}</dd></div>
        {view.order_number ? <div><dt>{t('serviceCase.orderNumber')}</dt><dd>{view.order_number}</dd></div> : null}
      </dl>
      {view.question ? <CaseAnswerForm key={view.question} apiBase={apiBase} question={view.question} onAnswered={onChanged} /> : null}
      {view.rows.length > 0 ? (
        <section className="service-case__section" aria-labelledby="service-case-rows">
          <h2 className="service-case__heading" id="service-case-rows">{t('serviceCase.rows.title')}</h2>
          <CaseRows rows={view.rows} caption={t('serviceCase.rows.title')} />
        </section>
      ) : null}
      {view.attachments.length > 0 ? (
        <section className="service-case__section" aria-labelledby="service-case-attachments">
          <h2 className="service-case__heading" id="service-case-attachments">{t('serviceCase.attachments')}</h2>
          <CaseAttachments files={view.attachments} empty="" />
        </section>
      ) : null}
      <CaseHistory events={view.events} />
      {view.can_withdraw ? <CaseWithdraw apiBase={apiBase} kind={view.kind} onWithdrawn={onChanged} /> : null}
    </>
  );
}

/**
 * /service-cases/{token}/ (issue 16 item 3): a return's or complaint's own
 * page, opened from the customer's mails. The HTML is the same frame for
 * everyone; the page reads the token from its address in the browser and
 * asks for the case, answers a question or withdraws a new case there.
 */
export default function ServiceCasePage() {
  const { t, href, config } = useSite();
  const hydrated = useHydrated();
  const token = hydrated ? caseTokenOf(location.pathname) : null;
  const apiBase = token ? `/api/service-cases/${token}/` : '';
  const { data, error, mutate } = useApi<CustomerCaseResponse>(token ? `${apiBase}?lang=${config.language}` : null,
    { label: 'The case could not be loaded', revalidateOnMount: true, dedupingInterval: 0 });
  // The answer form or the withdraw button goes once used: the message takes the focus, so a keyboard user stays in place.
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  let content;
  if (!hydrated) content = <p role="status">{t('serviceCase.loading')}</p>;
  else if (!token || (error instanceof ApiError && error.status === 404)) {
    content = <div className="desk-failed" role="alert"><p>{t('serviceCase.notFound')}</p><a href={href('front')}>{t('errors.goToFrontPage')}</a></div>;
  } else if (error instanceof ApiError && error.status === 429) content = <p className="desk-failed" role="alert">{error.body?.message ?? t('serviceCase.loadFailed')}</p>;
  else if (error) content = <p className="desk-failed" role="alert">{t('serviceCase.loadFailed')}</p>;
  else if (!data) content = <p role="status">{t('serviceCase.loading')}</p>;
  else content = <CaseView view={data} apiBase={apiBase} onChanged={(message) => { setNotice(message); void mutate(); }} />;

  return (
    <div className="desk service-case">
      <h1 className="desk__title">{t('serviceCase.title')}</h1>
      <p ref={noticeRef} className="desk-live" role="status" tabIndex={-1}>{notice}</p>
      {content}
    </div>
  );
}
