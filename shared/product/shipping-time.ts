/**
 * Shipping-time bands (cat 4 Variant availability, cat 9 delivery-time
 * thresholds). The shipping time number comes from the catalogue per variant
 * (or from a delivery-country override, cat 3); the delivery time built on it
 * is the one delivery promise's (shared/delivery/delivery-promise.ts).
 */
type ShippingDisplay =
  | { kind: 'now' } // <= 2: available at once (check icon)
  | { kind: 'days'; days: number } // 3-998 except 30/60: on order, delivery time in days (circle)
  | { kind: 'weeks30' }
  | { kind: 'weeks60' } // 30 and 60 shown as text
  | { kind: 'unavailable' }; // 999 or unknown

/** At or below this the product ships at once (cat 9). */
const SHIPPING_NOW_MAX = 2;
/** The catalogue's "not available" shipping time (cat 9). */
const SHIPPING_UNAVAILABLE = 999;

/**
 * The band of a shipping time. Unknown means null, undefined, NaN, negative,
 * fractional or above 999: the catalogue only writes whole days, so anything
 * else is broken data and is never sold as available.
 */
export function shippingDisplay(shippingTime: number | null | undefined): ShippingDisplay {
  if (typeof shippingTime !== 'number' || !Number.isInteger(shippingTime) || shippingTime < 0) return { kind: 'unavailable' };
  if (shippingTime <= SHIPPING_NOW_MAX) return { kind: 'now' };
  if (shippingTime >= SHIPPING_UNAVAILABLE) return { kind: 'unavailable' };
  if (shippingTime === 30) return { kind: 'weeks30' };
  if (shippingTime === 60) return { kind: 'weeks60' };
  return { kind: 'days', days: shippingTime };
}

/** 3-998 (30 and 60 included): orderable from the supplier, on order (cat 4). */
export function isOnOrderTime(shippingTime: number | null | undefined): boolean {
  const kind = shippingDisplay(shippingTime).kind;
  return kind === 'days' || kind === 'weeks30' || kind === 'weeks60';
}
