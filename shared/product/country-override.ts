/**
 * cat 3 extra_data_overrides: per variant, the delivery country's own shipping
 * time or block. One place decides how an override changes a variant, so the
 * buy box, the availability tab, the store table and fast shipping agree.
 */
import type { DeliveryLimitInfo, VariantView } from '../types/product-page.ts';

export type VariantOverride = DeliveryLimitInfo['extra_data_overrides'][string];

export function overrideFor(limit: DeliveryLimitInfo, variantId: number): VariantOverride | undefined {
  return limit.extra_data_overrides[String(variantId)];
}

/** The shipping time that counts in the delivery country. */
export function countryShippingTime(shippingTime: number, override: VariantOverride | undefined): number {
  return override?.shippingTimeNumber ?? shippingTime;
}

/** The variant as the delivery country sees it: its shipping time replaced by the override's. */
export function variantInCountry(variant: VariantView, override: VariantOverride | undefined): VariantView {
  const shippingTimeNumber = countryShippingTime(variant.shippingTimeNumber, override);
  return shippingTimeNumber === variant.shippingTimeNumber ? variant : { ...variant, shippingTimeNumber };
}

/** The model or this variant is not shipped to the delivery country (cat 4 disabled rule, cat 8 text). */
export function isBlockedInCountry(limit: DeliveryLimitInfo, override: VariantOverride | undefined): boolean {
  return limit.isDeliveryCountryBlocked || override?.isDeliveryCountryBlocked === true;
}
