import type { ListPrice, PriceType } from '../types/product-list.ts';

/** A ribbon shows percent off only from this discount up (cat 4 Price display). */
export const RIBBON_MIN_PERCENT = 5;

interface PriceDisplay {
  state: PriceType;
  /** The price printed large. */
  shown: number;
  /** The crossed-out comparison price; null when there is none to show. */
  reference: number | null;
  /** Rounded percent for the ribbon; null when no ribbon shows. */
  percentOff: number | null;
  /** A guest sees the club price with a prompt to log in to receive it (cat 4, cat 6 Guest). */
  clubLoginPrompt: boolean;
}

// Float noise must not drop an exact 5% discount below the ribbon threshold.
const EPSILON = 1e-9;

/** Percent by which amount is below reference; 0 when it is not below or reference is not positive. */
export function percentOff(amount: number, reference: number): number {
  if (!(reference > 0) || !(amount < reference)) return 0;
  return ((reference - amount) * 100) / reference;
}

/** What a card or product page shows for a price (cat 4 Price display). */
export function priceDisplay(price: ListPrice, options: { isGuest: boolean; showDiscountPercentage: boolean }): PriceDisplay {
  const club = price.club !== null && price.club < price.active;
  const shown = club ? (price.club as number) : price.active;
  // A 'club' type without a usable club price has nothing club-specific to show.
  const state: PriceType = club ? 'club' : price.type === 'club' ? 'normal' : price.type;
  const reference = price.reference > shown ? price.reference : null;
  const percent = reference === null ? 0 : percentOff(shown, reference);
  const ribbon = reference !== null && options.showDiscountPercentage && percent >= RIBBON_MIN_PERCENT - EPSILON;
  return {
    state,
    shown,
    reference,
    percentOff: ribbon ? Math.round(percent) : null,
    clubLoginPrompt: club && options.isGuest,
  };
}
