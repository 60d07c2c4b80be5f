import { useEffect } from 'react';
import type { FatalErrorProps } from '../../shared/types/page.ts';
import { isShopPath } from '../../shared/url-safety.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';
import { useSite } from '../site-context.tsx';

/** The redirect held in an error's JSON data, if any; unparseable data is logged (core 8). */
export function redirectFromErrorData(data: string | undefined): string | null {
  if (!data) return null;
  try {
    const parsed = JSON.parse(data) as { redirect?: unknown };
    return isShopPath(parsed.redirect) ? parsed.redirect : null;
  } catch (error) {
    console.error('Unparseable error data', error);
    return null;
  }
}

/** Fatal error screen of core 2: shown instead of any layout. */
export default function FatalErrorPage({ statusCode, statusMessage, message, data }: FatalErrorProps) {
  const { t, href, config } = useSite();
  const { navigate } = useNavigation();

  useEffect(() => {
    const redirect = redirectFromErrorData(data);
    if (redirect) navigate(redirect);
  }, [data, navigate]);

  return (
    <main id="main" className="fatal">
      <p className="fatal__status">{statusCode}</p>
      <h1 className="fatal__title">{statusMessage}</h1>
      {message && message !== statusMessage ? <p>{message}</p> : null}
      <a className="button button--primary" href={href('front')}>{t('errors.goToFrontPage')}</a>
      <p className="fatal__contact">
        {t('errors.contact')} <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
      </p>
    </main>
  );
}
