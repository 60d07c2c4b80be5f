import { useEffect } from 'react';
import type { ErrorPageProps } from '../../shared/types/page.ts';
import { ERROR_REDIRECT_DELAY_MS } from '../../shared/timing.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';
import { useSite } from '../site-context.tsx';

/**
 * Error page of core 2: status, message and a "Continue shopping" button to the
 * front page; with a redirect the button leads there and the page follows after 1 s.
 */
export default function ErrorPage({ status, message, redirect }: ErrorPageProps) {
  const { t, href } = useSite();
  const { navigate } = useNavigation();
  const target = redirect ?? href('front');

  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => navigate(redirect), ERROR_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  return (
    <div className="error-page">
      <p className="error-page__status">{t('errors.status', { status })}</p>
      <h1 className="error-page__message">{message}</h1>
      {redirect ? <p role="status">{t('errors.redirecting')}</p> : null}
      <a className="button button--primary" href={target}>{t('errors.continueShopping')}</a>
    </div>
  );
}
