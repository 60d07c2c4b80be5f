import { clubPriceOf } from '../product/club-price.ts';
import type { ListPrice, PriceType } from '../types/product-list.ts';

/** A ribbon shows percent off only from this discount up (cat 4 Price display). */
export const RIBBON_MIN_PERCENT = 5;

/** Who looks at a price (cat 6): a guest, a logged-in customer outside the club, or a club member. */
export type ClubViewer = 'guest' | 'customer' | 'member';

interface PriceDisplay {
  state: PriceType;
  /** The price printed large. */
  shown: number;
  /** The crossed-out comparison price; null when there is none to show. */
  reference: number | null;
  /** Rounded percent for the ribbon; null when no ribbon shows. */
  percentOff: number | null;
  /**
   * What a club price asks of a viewer who does not get it (cat 4, cat 6): a
   * guest logs in, a customer joins the club; null for a member (the club
   * price is theirs) and for a price without a club price.
   */
  clubPrompt: 'login' | 'join' | null;
}

// Float noise must not drop an exact 5% discount below the ribbon threshold.
const EPSILON = 1e-9;

/** Percent by which amount is below reference; 0 when it is not below or reference is not positive. */
export function percentOff(amount: number, reference: number): number {
  if (!(reference > 0) || !(amount < reference)) return 0;
  return ((reference - amount) * 100) / reference;
}

/** What a card or product page shows for a price (cat 4 Price display); the checkout charges members by the same rule. */
export function priceDisplay(price: ListPrice, options: { viewer: ClubViewer; showDiscountPercentage: boolean }): PriceDisplay {
  const club = clubPriceOf(price.active, price.club);
  const shown = club ?? price.active;
  // A 'club' type without a usable club price has nothing club-specific to show.
  const state: PriceType = club !== null ? 'club' : price.type === 'club' ? 'normal' : price.type;
  const reference = price.reference > shown ? price.reference : null;
  const percent = reference === null ? 0 : percentOff(shown, reference);
  const ribbon = reference !== null && options.showDiscountPercentage && percent >= RIBBON_MIN_PERCENT - EPSILON;
  return {
    state,
    shown,
    reference,
    percentOff: ribbon ? Math.round(percent) : null,
    clubPrompt: club === null || options.viewer === 'member' ? null : options.viewer === 'guest' ? 'login' : 'join',
  };
}
