/**
 * The ski package price (issue 17, decision 029): skis and bindings, with or
 * without boots, bought together in one wizard package cost less than the
 * same parts one by one. The wizard shows this figure and the checkout
 * charges it, both from here.
 *
 * Amounts are in one currency's units, rounded to cents with shared/money.ts:
 * the API and the checkout pass catalogue (euro) prices and convert both
 * results with `convertAmount`, as they do for bundles (decision 016).
 */
import { bundlePrices, sumCents } from '../money.ts';
import { SKI_PACKAGE_MIN_VARIANTS } from './package-row.ts';

/** Percent off the parts' active prices when the package is complete enough to be one. */
export const SKI_PACKAGE_DISCOUNT_PERCENT = 10;

export interface SkiPackagePart {
  /** The part's regular (list) price. */
  regular: number;
  /** The part's price today (a campaign price where one runs). */
  active: number;
}

export interface SkiPackagePrice {
  /** What the parts cost at their regular prices: the struck-through figure. */
  regular: number;
  /** The package price charged: the parts' active prices less the package percent. */
  discount: number;
}

/** A price that is no price (NaN, infinite or negative) counts as 0, so one bad row never makes the total NaN. */
const amount = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The package's regular figure and its package price. Fewer than two parts
 * are no package: the price is the parts' active sum. The package price is
 * never above the regular figure (a part whose active price is above its
 * regular counts its active price as regular).
 */
export function skiPackagePrice(parts: ReadonlyArray<SkiPackagePart>): SkiPackagePrice {
  const actives = parts.map((part) => amount(part.active));
  const regular = sumCents(parts.map((part, index) => Math.max(amount(part.regular), actives[index] ?? 0)));
  // Priced as a bundle is (shared/money.ts): the parts' active sum less the percent, rounded once.
  const percent = parts.length >= SKI_PACKAGE_MIN_VARIANTS ? SKI_PACKAGE_DISCOUNT_PERCENT : 0;
  return { regular, discount: bundlePrices(sumCents(actives), percent).active };
}
