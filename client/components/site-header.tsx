import { lazy, Suspense, useState } from 'react';
import type { AlternateLink } from '../../shared/types/page.ts';
import { useSite } from '../site-context.tsx';
import { CartLink } from './cart-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

// The modal (and SWR with it) loads only when a visitor opens it.
const LocaleModal = lazy(() => import('./locale-modal.tsx').then((module) => ({ default: module.LocaleModal })));

export function SiteHeader({ alternates, compact = false }: { alternates: AlternateLink[]; compact?: boolean }) {
  const { t, href, config } = useSite();
  const [localeOpen, setLocaleOpen] = useState(false);

  return (
    <header className="header">
      <a className="skip-link" href="#main">{t('header.skipToContent')}</a>
      <div className="header__bar">
        <a className="header__brand" href={href('front')} aria-label={t('header.home', { brand: config.brandName })}>
          {config.brandName}
        </a>
        {compact ? null : (
          <div className="header__actions">
            <LanguageSwitcher alternates={alternates} label={t('header.languages')} />
            <button
              type="button"
              className="header__locale"
              onClick={() => setLocaleOpen(true)}
              aria-haspopup="dialog"
              aria-label={t('header.localeButton', { country: config.deliveryCountryName, currency: config.currencyCode.toUpperCase() })}
            >
              <span className="header__country" aria-hidden="true">{config.deliveryCountryCode.toUpperCase()}</span>
              <span data-testid="locale-currency">{config.currencyCode.toUpperCase()}</span>
            </button>
            <CartLink />
          </div>
        )}
      </div>
      {localeOpen ? (
        <Suspense fallback={null}>
          <LocaleModal open={localeOpen} onClose={() => setLocaleOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
