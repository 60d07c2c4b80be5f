import { chance, type Random } from './random.ts';
import { TAX_AREA_IDS, vatPercent } from './tax.ts';
import type { DemoModelPrice, DemoVariantPrice } from './types.ts';

/** How a model's prices end: 149.90, 149.95, 149.00 or 150.00. One style per model, as a buyer would set it. */
export type PriceEnding = 'ninety' | 'ninety-five' | 'whole-nine' | 'round-five';
const ENDINGS: readonly PriceEnding[] = ['ninety', 'ninety', 'ninety', 'ninety-five', 'whole-nine', 'round-five'];

export const pickEnding = (random: Random): PriceEnding => random.pick(ENDINGS);

/** Money in whole cents, back to euros: every price is an exact multiple of 0.01 (no float residue such as 0.30000000000000004). */
export const euros = (cents: number): number => Math.round(cents) / 100;
export const roundMoney = (amount: number): number => euros(Math.round(amount * 100));

/** A shelf price near `amount` with the model's ending; never below 0.90. */
export function retailPrice(amount: number, ending: PriceEnding): number {
  let cents: number;
  if (ending === 'whole-nine' && amount >= 40) cents = (Math.round(amount / 10) * 10 - 1) * 100;
  else if (ending === 'round-five' && amount >= 40) cents = Math.round(amount / 5) * 500;
  else if (ending === 'ninety-five') cents = Math.round(amount) * 100 - 5;
  else cents = Math.round(amount) * 100 - 10;
  return euros(Math.max(cents, 90));
}

export interface PriceRule {
  /** Share off the regular price (0.1 = 10 %); 0 for none. */
  discount: number;
  /** Outlet markdown instead of a discount: activeType 'outlet'. */
  outlet: boolean;
  /** Club members' price below the active price (the active type stays normal or discount). */
  club: boolean;
}

/** Prices in all nine tax areas from one net (VAT-free) euro price: each area adds its own standard VAT. */
export function modelPrices(net: number, ending: PriceEnding, rule: PriceRule): DemoModelPrice[] {
  return TAX_AREA_IDS.map((taxAreaId) => {
    const regular = retailPrice(net * (1 + vatPercent(taxAreaId) / 100), ending);
    let active = regular;
    if (rule.discount > 0) {
      active = retailPrice(regular * (1 - rule.discount), ending);
      if (active >= regular) active = euros(Math.round(regular * 100) - 100);
    }
    let club: number | null = null;
    if (rule.club) {
      club = retailPrice(active * 0.9, ending);
      if (club >= active) club = euros(Math.round(active * 100) - 100);
      if (club <= 0) club = null;
    }
    const reduced = active < regular;
    return {
      taxAreaId,
      regular,
      active,
      club,
      discountValue: reduced ? roundMoney(regular - active) : 0,
      discountFree: false,
      activeType: reduced ? (rule.outlet ? 'outlet' : 'discount') : 'normal',
    };
  });
}

/** A variant priced above its model (the longest skis): the same surcharge in every price of the area. */
export function surchargedPrices(prices: DemoModelPrice[], netSurcharge: number): DemoVariantPrice[] {
  return prices.map((price) => {
    const extra = Math.round(netSurcharge * (1 + vatPercent(price.taxAreaId) / 100)) * 100;
    const add = (value: number) => euros(Math.round(value * 100) + extra);
    return { taxAreaId: price.taxAreaId, regular: add(price.regular), active: add(price.active), club: price.club === null || price.club === undefined ? null : add(price.club) };
  });
}

/** The price rule of an ordinary new model: over a quarter discounted (a quarter of all models with the outlet), a tenth with a club price. */
export function newModelRule(random: Random): PriceRule {
  const discounted = chance(random, 0.28);
  return {
    discount: discounted ? random.pick([0.1, 0.15, 0.2, 0.2, 0.25, 0.3, 0.3, 0.4]) : 0,
    outlet: false,
    club: chance(random, 0.1),
  };
}
