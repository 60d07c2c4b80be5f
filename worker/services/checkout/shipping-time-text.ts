/**
 * core 7 shipping_time_str: when the order arrives, by the one delivery
 * promise (shared/delivery/delivery-promise.ts, decision 018): each orderable
 * line as the product page promises it, with the row's amount against the
 * stock at hand, and the slowest line decides; an express pickup order is
 * ready by the store's cut-offs.
 */
import type { Translate } from '../../../shared/i18n.ts';
import type { Language } from '../../../shared/languages.ts';
import { countryShippingTime } from '../../../shared/product/country-override.ts';
import { linePromise, slowestPromise, type DeliveryPromise } from '../../../shared/delivery/delivery-promise.ts';
import { expressPickupReady } from '../../../shared/delivery/express-pickup.ts';
import { expressPickupText, promiseText } from '../../../shared/delivery/promise-text.ts';
import { sellableQuantity } from '../../../shared/product/variant-availability.ts';
import type { CountryDeliveryDays } from '../../../shared/types/product-page.ts';
import type { ResolvedRow } from './resolve-rows.ts';
import { variantState } from './row-state.ts';

/** Every orderable line's promise; units of one variant in several rows count together against its stock. */
export function cartPromise(rows: ResolvedRow[], days: CountryDeliveryDays): DeliveryPromise | null {
  const wanted = new Map<number, number>();
  for (const row of rows) for (const { variant } of row.parts) wanted.set(variant.id, (wanted.get(variant.id) ?? 0) + row.input.amount);
  const promises: DeliveryPromise[] = [];
  for (const row of rows) {
    for (const { variant, model } of row.parts) {
      if (!variantState(variant, model).orderable) continue;
      promises.push(linePromise({
        shippingTime: countryShippingTime(variant.shippingTime, variant.override),
        sellable: sellableQuantity({ storeStocks: variant.stocks }),
        amount: wanted.get(variant.id),
        skiBundle: model.skiBundle,
      }, days));
    }
  }
  return slowestPromise(promises);
}

export function shippingTimeText(input: {
  rows: ResolvedRow[]; days: CountryDeliveryDays; express: boolean; now: Date; t: Translate; language: Language;
}): string {
  if (input.express) return expressPickupText(input.t, expressPickupReady(input.now), input.language);
  return promiseText(input.t, cartPromise(input.rows, input.days));
}
