/**
 * core 7 shipping_time_str: when the order arrives. The slowest row decides
 * (cat 9: shipping days plus the country's delivery and added days, in
 * working days); an express pickup order is ready by the store's cut-offs.
 */
import type { Translate } from '../../../shared/i18n.ts';
import type { Language } from '../../../shared/languages.ts';
import { countryShippingTime } from '../../../shared/product/country-override.ts';
import { deliveryTimeRange } from '../../../shared/product/shipping-time.ts';
import type { CountryDeliveryDays } from '../../../shared/types/product-page.ts';
import { expressPickupText, workingDaysText } from '../delivery-estimate.ts';
import { expressPickupReady } from '../express-pickup.ts';
import type { ResolvedRow } from './resolve-rows.ts';
import { orderView, variantState } from './row-state.ts';

/**
 * The longest range over the rows' orderable variants; null when none can
 * say (an empty cart, or nothing available). A variant with sellable stock
 * ships at once; one ordered from the supplier takes its shipping time (the
 * country's override first) before it ships; a backorderable variant without
 * a supplier time (999) gives no range.
 */
function longestRange(rows: ResolvedRow[], days: CountryDeliveryDays): { from: number; to: number } | null {
  let longest: { from: number; to: number } | null = null;
  for (const row of rows) {
    for (const { variant, model } of row.parts) {
      if (!variantState(variant, model).orderable) continue;
      const range = deliveryTimeRange(orderView(variant).inStock ? 0 : countryShippingTime(variant.shippingTime, variant.override), days);
      if (!range) continue;
      longest = longest === null ? range : { from: Math.max(longest.from, range.from), to: Math.max(longest.to, range.to) };
    }
  }
  return longest;
}

export function shippingTimeText(input: {
  rows: ResolvedRow[]; days: CountryDeliveryDays; express: boolean; now: Date; t: Translate; language: Language;
}): string {
  if (input.express) return expressPickupText(input.t, expressPickupReady(input.now), input.language);
  const range = longestRange(input.rows, input.days);
  return range ? workingDaysText(input.t, range) : '';
}
