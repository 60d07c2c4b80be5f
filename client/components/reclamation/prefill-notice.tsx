import { loginHref } from '../../../shared/account/login-path.ts';
import type { ReclamationPrefill } from '../../../shared/types/reclamation.ts';
import { useSite } from '../../site-context.tsx';
import { SelectField } from '../account/select-field.tsx';
import type { PrefillStatus } from './use-order-prefill.ts';

interface PrefillNoticeProps {
  status: PrefillStatus;
  prefill: ReclamationPrefill | null;
  /** The chosen order row's position ('' for none). */
  rowId: string;
  /** The page's own path and query, where the login brings the customer back. */
  here: string;
  onPick: (position: number) => void;
}

/** What became of `?order=`: filled (with a choice of the order's rows), a login to offer, or not found. */
export function PrefillNotice({ status, prefill, rowId, here, onPick }: PrefillNoticeProps) {
  const { t, href } = useSite();
  if (status === 'none') return null;
  if (status === 'login') {
    return (
      <p className="account-page__notice">
        {t('reclamation.prefill.login')} <a href={loginHref(href('accountsLogin'), { next: here })}>{t('reclamation.prefill.loginLink')}</a>
      </p>
    );
  }
  if (status === 'loading') return <p className="account-page__notice" role="status">{t('reclamation.prefill.loading')}</p>;
  if (status === 'notFound' || !prefill) return <p className="account-page__notice" role="status">{t('reclamation.prefill.notFound')}</p>;
  const rows = [{ value: '', text: t('reclamation.prefill.chooseRow') }, ...prefill.rows.map((row) => ({ value: String(row.position), text: row.label }))];
  return (
    <div className="account-page__notice reclamation-prefill">
      <p role="status">{t('reclamation.prefill.filled', { number: prefill.order_number })}</p>
      {prefill.rows.length > 1
        ? <SelectField name="orderRow" label={t('reclamation.prefill.row')} value={rowId} options={rows} error="" onChange={(value) => value !== '' && onPick(Number(value))} />
        : null}
    </div>
  );
}
