/**
 * What a delivery method costs (cat 3 Delivery option, cat 9 thresholds): its
 * price, or nothing from its free threshold on. The checkout, the product
 * page's fast-shipping box and the content pages all price with it.
 */
export interface MethodPricing {
  /** Euro with VAT. */
  price: number;
  /** Free at or above this value (products after the discount, in euro); null: never free. */
  freeThreshold: number | null;
}

export function deliveryPrice(method: MethodPricing, value: number): number {
  return method.freeThreshold !== null && value >= method.freeThreshold ? 0 : method.price;
}
