import { useEffect, useState } from 'react';
import { priceDisplay } from '../../../shared/grid/price-display.ts';
import { numberFormat } from '../../../shared/intl-formats.ts';
import { LANGUAGE_DEFAULTS } from '../../../shared/languages.ts';
import { priceEndingNotice } from '../../../shared/product/price-ending.ts';
import type { ListPrice } from '../../../shared/types/product-list.ts';
import { useClubViewer } from '../../hooks/use-club-viewer.ts';
import { useSite } from '../../site-context.tsx';
import { PriceTag } from '../grid/price-tag.tsx';

interface PriceBlockProps {
  /** The chosen variant's price, else the model's. */
  price: ListPrice;
  showDiscountPercentage: boolean;
  /** VAT of the model's tax class in the visitor's tax area (cat 9). */
  vatPercent: number;
  /** ISO end of the current offer, or null. */
  priceEnding: string | null;
  /** general setting priceEndingMaxDays (cat 5, default 30). */
  priceEndingMaxDays: number;
  /** The variants' prices differ and none is chosen yet. */
  fromPrefix: boolean;
}

/**
 * The product page's price (cat 4 Price display, cat 9): the five states through
 * PriceTag (the club prompt for the viewer, rendered for a guest until the
 * customer is known; Finnish "lowest price in 30 days" reference, visitor's
 * currency), the percent-off ribbon, the VAT line and the offer-end notice.
 */
export function PriceBlock({ price, showDiscountPercentage, vatPercent, priceEnding, priceEndingMaxDays, fromPrefix }: PriceBlockProps) {
  const { t, config } = useSite();
  const viewer = useClubViewer();
  const locale = LANGUAGE_DEFAULTS[config.language].numberLocale;
  const { percentOff } = priceDisplay(price, { viewer, showDiscountPercentage });
  const ending = usePriceEnding(priceEnding, priceEndingMaxDays);
  const vat = numberFormat(locale, { maximumFractionDigits: 2 }).format(vatPercent);
  return (
    <div className="price-block">
      <div className="price-block__row">
        <PriceTag price={price} fromPrefix={fromPrefix} showDiscountPercentage={showDiscountPercentage} viewer={viewer} />
        {percentOff !== null ? (
          <span className="price-block__ribbon">
            {numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(-percentOff / 100)}
          </span>
        ) : null}
      </div>
      {/* At 0% the local taxes notice is part of the same sentence pair (cat 4), punctuated by the dictionary. */}
      <p className="price-block__vat">{t(vatPercent === 0 ? 'product.vatLocalTaxes' : 'product.vat', { percent: vat })}</p>
      {ending ? <p className="price-block__ending">{t('product.offerEnds', { date: ending })}</p> : null}
    </div>
  );
}

/**
 * The offer-end text depends on now and the browser's time zone (cat 9: from
 * Helsinki time, shown in the user's zone), so it is computed after mount:
 * the server render and the hydrating render both print nothing.
 */
function usePriceEnding(priceEnding: string | null, maxDays: number): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setNotice(priceEndingNotice(priceEnding, new Date(), maxDays, timeZone));
  }, [priceEnding, maxDays]);
  return notice;
}
