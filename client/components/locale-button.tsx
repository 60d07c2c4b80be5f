import { Suspense, useState } from 'react';
import { ensureDictionaryPart } from '../dictionary-parts.ts';
import { lazyOnUse } from '../lazy-on-use.ts';
import { useSite } from '../site-context.tsx';

// The modal (and SWR with it) and its texts load only when a visitor opens it.
const LocaleModal = lazyOnUse(() => Promise.all([import('./locale-modal.tsx'), ensureDictionaryPart('locale')]).then(([module]) => module.LocaleModal));

/**
 * The delivery country and currency button that opens the 'locale' modal
 * (core 2), in the header and on the /menu/ page. `block` names its BEM block.
 */
export function LocaleButton({ block, currencyTestId }: { block: 'header' | 'menu-page'; currencyTestId?: string }) {
  const { t, config } = useSite();
  const [open, setOpen] = useState(false);
  const country = config.deliveryCountryCode.toUpperCase();
  const currency = config.currencyCode.toUpperCase();
  // WCAG 2.5.3 label in name: the name starts with the visible "FI EUR", then spells it out.
  const name = t('header.localeButton', { shown: `${country} ${currency}`, country: config.deliveryCountryName, currency });
  return (
    <>
      <button type="button" className={`${block}__locale`} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={name}>
        {/* The space keeps the visible text "FI EUR" (not "FIEUR") for speech input and axe. */}
        <span className={`${block}__country`}>{country}</span>{' '}
        <span data-testid={currencyTestId}>{currency}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LocaleModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
