import { EURO, formatPrice } from '../../../shared/money.ts';
import type { CaseRowView, StaffCaseRow } from '../../../shared/types/case-desk.ts';
import { useSite } from '../../site-context.tsx';
import { labelOr, useDeskDate } from './case-labels.ts';

interface CaseRowsProps {
  rows: readonly (CaseRowView | StaffCaseRow)[];
  caption: string;
  /** Staff only: marks a row's goods received (the button per row not yet received). */
  onReceived?: (position: number) => void;
  busy?: boolean;
}

/**
 * A case's rows (issue 16 item 3), for staff and for the customer: the
 * product, amount, return or exchange (and to what), reason, tracking code,
 * when the goods arrived; staff also see what was paid and mark arrivals.
 * A list of rows, so it fits 375 px without a sideways scroll.
 */
export function CaseRows({ rows, caption, onReceived, busy = false }: CaseRowsProps) {
  const { t, config } = useSite();
  const date = useDeskDate();
  return (
    <ul className="case-rows" aria-label={caption}>
      {rows.map((row) => (
        <li key={row.position} className="case-rows__row">
          <p className="case-rows__name">{row.name}{row.variant_text ? <span className="desk-muted">{` – ${row.variant_text}`}</span> : null}</p>
          <dl className="desk-cards__details">
            <div><dt>{t('serviceCase.rows.amount')}</dt><dd>{row.amount}</dd></div>
            <div>
              <dt>{t('serviceCase.rows.action')}</dt>
              <dd>{labelOr(t, `serviceCase.rows.actions.${row.action}`, row.action)}{row.exchange_variant_text ? ` → ${row.exchange_variant_text}` : ''}</dd>
            </div>
            {row.reason ? <div><dt>{t('serviceCase.rows.reason')}</dt><dd>{labelOr(t, `serviceForm.reasons.${row.reason}`, row.reason)}</dd></div> : null}
            {row.tracking_code ? <div><dt>{t('serviceCase.rows.trackingCode')}</dt><dd>{row.tracking_code}</dd></div> : null}
            {'paid' in row && row.paid !== null ? <div><dt>{t('caseDesk.rows.paid')}</dt><dd>{formatPrice(row.paid, EURO, config.language)}</dd></div> : null}
            <div><dt>{t('serviceCase.rows.received')}</dt><dd>{row.received_at ? date(row.received_at, true) : t('serviceCase.rows.notReceived')}</dd></div>
            {row.released_at ? <div><dt>{t('serviceCase.rows.released')}</dt><dd>{date(row.released_at, true)}</dd></div> : null}
          </dl>
          {onReceived && !row.received_at ? (
            <button className="button button--secondary case-rows__received" type="button" disabled={busy} onClick={() => onReceived(row.position)}>
              {t('caseDesk.rows.markReceived', { name: row.name })}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
