import type { CaseKind } from '../../../shared/service/case-status.ts';
import { CASE_STATUSES } from '../../../shared/service/case-status.ts';
import type { StaffCaseListResponse, StaffCaseListRow } from '../../../shared/types/case-desk.ts';
import { ApiError } from '../../hooks/api-fetcher.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useSite } from '../../site-context.tsx';
import { DeskFilter } from '../desk/desk-filter.tsx';
import { DeskPager } from '../desk/desk-pager.tsx';
import { DeskStatusBadge } from '../desk/desk-status-badge.tsx';
import { StaffOnlyNotice } from '../desk/staff-gate.tsx';
import { useCaseStatusLabel, useDeskDate } from './case-labels.ts';
import { useCaseListQuery } from './use-case-list-query.ts';

function CaseTable({ cases, caption }: { cases: StaffCaseListRow[]; caption: string }) {
  const { t, href } = useSite();
  const statusLabel = useCaseStatusLabel();
  const date = useDeskDate();
  return (
    <>
      <table className="desk-table">
        <caption className="desk-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('caseDesk.list.number')}</th>
            <th scope="col">{t('caseDesk.list.date')}</th>
            <th scope="col">{t('caseDesk.list.customer')}</th>
            <th scope="col">{t('caseDesk.list.order')}</th>
            <th scope="col">{t('caseDesk.list.status')}</th>
            <th scope="col">{t('caseDesk.list.store')}</th>
          </tr>
        </thead>
        <tbody>
          {cases.map((row) => (
            <tr key={row.case_number}>
              <th scope="row"><a href={href('staffCase', { caseNumber: row.case_number })}>{row.case_number}</a></th>
              <td>{date(row.created_at)}</td>
              <td>{row.customer_name || row.email}{row.customer_name ? <><br /><span className="desk-muted">{row.email}</span></> : null}</td>
              <td>{row.order_number ?? '–'}</td>
              <td><DeskStatusBadge status={row.status} label={statusLabel(row.status)} /></td>
              <td>{row.store_name || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="desk-cards" aria-label={caption}>
        {cases.map((row) => (
          <li key={row.case_number} className="desk-cards__item">
            <a className="desk-cards__title" href={href('staffCase', { caseNumber: row.case_number })}>{row.case_number}</a>
            {' '}
            <DeskStatusBadge status={row.status} label={statusLabel(row.status)} />
            <dl className="desk-cards__details">
              <div><dt>{t('caseDesk.list.date')}</dt><dd>{date(row.created_at)}</dd></div>
              <div><dt>{t('caseDesk.list.customer')}</dt><dd>{row.customer_name ? `${row.customer_name}, ${row.email}` : row.email}</dd></div>
              <div><dt>{t('caseDesk.list.order')}</dt><dd>{row.order_number ?? '–'}</dd></div>
              <div><dt>{t('caseDesk.list.store')}</dt><dd>{row.store_name || '–'}</dd></div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A staff list of returns or complaints (issue 16 item 3): newest first,
 * filtered by status and store, paged; the filters live in the address.
 */
export function CaseList({ kind }: { kind: CaseKind }) {
  const { t, config } = useSite();
  const statusLabel = useCaseStatusLabel();
  const [filters, change] = useCaseListQuery();
  const query = new URLSearchParams({ kind, status: filters.status, store: filters.store, page: String(filters.page), lang: config.language });
  const { data, error } = useApi<StaffCaseListResponse>(`/api/staff/cases/?${query}`, { label: 'Staff cases could not be loaded', revalidateOnMount: true, dedupingInterval: 0 });
  const caption = t(`caseDesk.list.caption.${kind}`);

  let content;
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) content = <StaffOnlyNotice />;
  else if (error) content = <p className="desk-failed" role="alert">{t('desk.loadFailed')}</p>;
  else if (!data) content = <p role="status">{t('desk.loading')}</p>;
  else if (data.cases.length === 0) content = <p className="desk-empty" role="status">{t(`caseDesk.list.empty.${kind}`)}</p>;
  else {
    content = (
      <>
        <p className="desk-muted" role="status">{t('caseDesk.list.count', { count: data.total })}</p>
        <CaseTable cases={data.cases} caption={caption} />
        <DeskPager page={data.page} pages={data.pages} onPage={(page) => change({ page })} />
      </>
    );
  }
  return (
    <>
      <div className="desk-filters">
        <DeskFilter name="status" label={t('caseDesk.list.filterStatus')} value={filters.status}
          options={CASE_STATUSES.map((status) => ({ value: status, text: statusLabel(status) }))} onChange={(status) => change({ status })} />
        <DeskFilter name="store" label={t('caseDesk.list.filterStore')} value={filters.store}
          options={(data?.stores ?? []).map((store) => ({ value: String(store.id), text: store.name }))} onChange={(store) => change({ store })} />
      </div>
      {content}
    </>
  );
}
