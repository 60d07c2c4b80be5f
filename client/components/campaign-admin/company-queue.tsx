import { useEffect, useRef, useState } from 'react';
import type { CompanyResponse, StaffCompaniesResponse, StaffCompanyView } from '../../../shared/types/campaign-admin.ts';
import { ApiError } from '../../hooks/api-fetcher.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { postAccount } from '../account/account-call.ts';
import { StaffOnlyNotice } from '../desk/staff-gate.tsx';

type Decision = 'verify' | 'reject';

function CompanyCard({ company, busy, onDecide }: { company: StaffCompanyView; busy: boolean; onDecide: (decision: Decision) => void }) {
  const { t, config } = useSite();
  const registered = new Intl.DateTimeFormat(config.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Helsinki' }).format(new Date(company.created_at));
  return (
    <li className="desk-cards__item campaign-admin__company">
      <h2 className="desk-cards__title campaign-admin__company-name">{company.name}</h2>
      <dl className="desk-cards__details">
        <div><dt>{t('company.staffPage.vat')}</dt><dd>{company.vat_number} ({company.country.toUpperCase()})</dd></div>
        <div><dt>{t('company.staffPage.contact')}</dt><dd>{company.contact_name}, {company.contact_email}, {company.contact_phone}</dd></div>
        <div><dt>{t('company.staffPage.users')}</dt><dd>{company.users.join(', ')}</dd></div>
        <div><dt>{t('company.staffPage.registered')}</dt><dd>{registered}</dd></div>
      </dl>
      <div className="campaign-admin__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => onDecide('verify')}>{t('company.staffPage.verify', { name: company.name })}</button>
        <button type="button" className="button" disabled={busy} onClick={() => onDecide('reject')}>{t('company.staffPage.reject', { name: company.name })}</button>
      </div>
    </li>
  );
}

/** The companies waiting for verification, oldest first, each verified or rejected with one button. */
export function CompanyQueue() {
  const { t, config } = useSite();
  const { data, error, mutate } = useApi<StaffCompaniesResponse>(`/api/staff/companies/?status=pending&lang=${config.language}`, {
    label: 'Companies to verify could not be loaded', revalidateOnMount: true, dedupingInterval: 0,
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; tone: 'done' | 'error' } | null>(null);
  // The decided company's card (and its focused button) leaves the list: the focus goes to what happened.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => { if (outcome) outcomeRef.current?.focus(); }, [outcome]);

  const decide = async (company: StaffCompanyView, decision: Decision) => {
    setBusy(true);
    setOutcome(null);
    const answer = await postAccount<CompanyResponse>(`/api/staff/companies/${company.id}/${decision}/`, {}, config.language);
    setBusy(false);
    if (answer.kind === 'ok') setOutcome({ text: t(`company.staffPage.${decision === 'verify' ? 'verified' : 'rejected'}`, { name: company.name }), tone: 'done' });
    else setOutcome({ text: answer.kind === 'refused' ? answer.message : t('company.staffPage.decideFailed'), tone: 'error' });
    void mutate();
  };

  if (error instanceof ApiError && error.status === 403) return <StaffOnlyNotice />;
  if (error) return <AccountAlert text={t('company.staffPage.loadFailed')} />;
  if (!data) return <p role="status">{t('company.staffPage.loading')}</p>;
  return (
    <>
      {outcome ? <div ref={outcomeRef} tabIndex={-1} className="campaign-admin__outcome"><AccountAlert text={outcome.text} tone={outcome.tone} /></div> : null}
      {data.companies.length === 0 ? <p>{t('company.staffPage.empty')}</p> : (
        <ul className="desk-cards campaign-admin__companies" aria-label={t('company.staffPage.caption')}>
          {data.companies.map((company) => <CompanyCard key={company.id} company={company} busy={busy} onDecide={(decision) => void decide(company, decision)} />)}
        </ul>
      )}
    </>
  );
}
