import type { TokenPageProps } from '../../shared/types/account-pages.ts';
import type { ReturnFormResponse } from '../../shared/types/returns.ts';
import { ReturnForm } from '../components/returns/return-form.tsx';
import { ReturnRefusalNotice } from '../components/returns/return-refusal.tsx';
import { ApiError } from '../hooks/api-fetcher.ts';
import { useApi } from '../hooks/use-api.ts';
import { useSite } from '../site-context.tsx';

/** A mail link's token: 43 url-safe characters; anything else opens nothing. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /returns/form/{token}/ (issue 16 item 1): the mailed one-time link's
 * return form. The order loads in the browser (the HTML holds nothing of
 * it); an expired, used or unknown link says "request expired" (cat 8) with
 * the way to ask for a new one, and an order that can no longer be returned
 * says why.
 */
export default function ReturnsFormPage({ token }: TokenPageProps) {
  const { t, config } = useSite();
  const shaped = TOKEN.test(token);
  const form = useApi<ReturnFormResponse>(shaped ? `/api/returns/form/?token=${encodeURIComponent(token)}&lang=${config.language}` : null, {
    // One link, one form: reopening the tab must not turn a sent form into "used".
    revalidateIfStale: false, revalidateOnReconnect: false,
  });

  const content = () => {
    if (!shaped) return <ReturnRefusalNotice code="token_invalid" message={t('returns.error.requestExpired')} />;
    if (form.error) {
      const body = form.error instanceof ApiError ? form.error.body : null;
      return body && form.error instanceof ApiError && form.error.status < 500
        ? <ReturnRefusalNotice code={body.code} message={body.message} />
        : <ReturnRefusalNotice code="" message={t('returns.form.loadFailed')} />;
    }
    if (!form.data) return <p role="status">{t('returns.form.loading')}</p>;
    return <ReturnForm token={token} form={form.data} />;
  };

  return (
    <div className="account-page returns-page returns-page--form">
      <h1 className="account-page__title">{t('returns.form.title')}</h1>
      {content()}
    </div>
  );
}
