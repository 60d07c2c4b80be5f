import { lazy, Suspense, useState } from 'react';
import { useSite } from '../site-context.tsx';

// The modal (and SWR with it) loads only when a visitor opens it.
const LocaleModal = lazy(() => import('./locale-modal.tsx').then((module) => ({ default: module.LocaleModal })));

/**
 * The delivery country and currency button that opens the 'locale' modal
 * (core 2), in the header and on the /menu/ page. `block` names its BEM block.
 */
export function LocaleButton({ block, currencyTestId }: { block: 'header' | 'menu-page'; currencyTestId?: string }) {
  const { t, config } = useSite();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${block}__locale`}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('header.localeButton', { country: config.deliveryCountryName, currency: config.currencyCode.toUpperCase() })}
      >
        <span className={`${block}__country`} aria-hidden="true">{config.deliveryCountryCode.toUpperCase()}</span>
        <span data-testid={currencyTestId}>{config.currencyCode.toUpperCase()}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LocaleModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
