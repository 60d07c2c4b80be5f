/**
 * GET /api/get_fast_shipping/ (cat 7): the ways to get one variant to a
 * Finnish postal code, for the product page's delivery-methods box (cat 2).
 * The price only decides whether delivery shows as free: the checkout
 * prices the order itself (architecture decision 5).
 */
import type { Language } from '../../shared/languages.ts';
import { linePromise } from '../../shared/delivery/delivery-promise.ts';
import { deliveryPrice } from '../../shared/delivery/delivery-price.ts';
import { expressPickupReady } from '../../shared/delivery/express-pickup.ts';
import { expressPickupText, promiseText } from '../../shared/delivery/promise-text.ts';
import { countryShippingTime, isBlockedInCountry, overrideFor } from '../../shared/product/country-override.ts';
import type { DeliveryOption } from '../../shared/types/product-extra.ts';
import type { CatalogueSource } from '../data/catalogue-cache.ts';
import { getCountryDeliveryDays, getDeliveryLimit } from '../data/delivery-limits.ts';
import { getDeliveryMethodsFor, methodName, type DeliveryMethod } from '../data/delivery-methods.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import { getVariantStock } from '../data/variant-stock.ts';
import { translatorFor } from '../i18n.ts';

/** The box is shown for a Finnish delivery country only (cat 2). */
const FAST_SHIPPING_COUNTRY = 'fi';

interface FastShippingInput {
  /** Five digits (the route checks it). */
  postalCode: string;
  /** The product's price in euro, for the free-delivery threshold. */
  price: number;
  /** Null: no variant chosen yet; the methods are shown as if it shipped at once, without express pickup. */
  variantId: number | null;
  language: Language;
  /** The moment the express-pickup cut-offs are counted from. */
  now: Date;
}

/**
 * A store is near a postal code when both codes start with the same digit:
 * the first digit of a Finnish postal code is its postal area (0 Helsinki
 * region, 2 Turku, 3 Tampere, 4 Jyväskylä, 7 Kuopio, 9 Oulu and Lapland),
 * wide enough that Espoo (02) and Vantaa (01) see the Helsinki store (00).
 */
function isNearStore(postalCode: string, storePostalCode: string): boolean {
  return /^\d/.test(storePostalCode) && storePostalCode[0] === postalCode[0];
}

/**
 * The delivery options for the postal code in sort order; null when the
 * variant does not exist or its model is not public. Empty when nothing
 * serves the code (Åland, say), the model is not shipped within Finland, or
 * the variant cannot be sent.
 * Home, locker and store pickup promise what the product page and the cart
 * promise (shared/delivery/delivery-promise.ts: stock at hand ships at once,
 * else the variant's shipping time, plus Finland's delivery days); store and
 * express pickup only at stores near the code, express pickup only where the
 * store holds sellable units.
 */
export async function getFastShipping(source: CatalogueSource, input: FastShippingInput): Promise<DeliveryOption[] | null> {
  const { language } = input;
  const variant = input.variantId === null ? null : await getVariantStock(source.db, input.variantId);
  if (input.variantId !== null && !variant) return null;
  const settings = await getGeneralSettings(source, language);
  const [limit, days, methods] = await Promise.all([
    variant ? getDeliveryLimit(source, variant.modelId, FAST_SHIPPING_COUNTRY, language) : null,
    getCountryDeliveryDays(source, FAST_SHIPPING_COUNTRY, settings),
    getDeliveryMethodsFor(source, FAST_SHIPPING_COUNTRY, input.postalCode),
  ]);
  const override = variant && limit ? overrideFor(limit, variant.id) : undefined;
  if (limit && isBlockedInCountry(limit, override)) return [];

  const t = translatorFor(language);
  const sellable = variant ? [...variant.sellableByStore.values()].reduce((sum, units) => sum + units, 0) : 0;
  const promise = linePromise({ shippingTime: variant ? countryShippingTime(variant.shippingTime, override) : 0, sellable, skiBundle: variant?.skiBundle }, days);
  const estimate = promiseText(t, promise);
  const express = expressPickupReady(input.now);
  const allowed = (method: DeliveryMethod) => !limit?.isDeliveryMethodLimitations || limit.allowedDeliveryMethods.includes(method.kind);
  const options: DeliveryOption[] = [];
  for (const method of methods.filter(allowed)) {
    const store = method.store;
    if (store && !isNearStore(input.postalCode, store.postalCode)) continue;
    let timeEstimate: string;
    if (method.kind === 'express_pickup') {
      // Express pickup hands over units already on the store's shelf.
      if (!store?.pikanouto || !variant?.sellableByStore.has(store.id)) continue;
      timeEstimate = expressPickupText(t, express, language);
    } else {
      if (!estimate) continue;
      timeEstimate = estimate;
    }
    options.push({ name: methodName(method, language), storeSlug: store?.slug ?? '', kind: method.kind, timeEstimate, price: deliveryPrice(method, input.price) });
  }
  return options;
}
