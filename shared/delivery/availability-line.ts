/**
 * The product page's delivery line (cat 4 Variant availability, cat 9): the
 * icon and words of a variant's delivery promise. Kept apart from
 * promise-text.ts so the product page's bundle carries only this.
 */
import type { Translate } from '../i18n.ts';
import type { DeliveryPromise } from './delivery-promise.ts';

/** The availability key of each kind; 'unknown': a backorderable model's variant the catalogue has no time for. */
const KEYS = { now: 'inStockDelivery', order: 'onOrderDelivery', unknown: 'onOrder', weeks30: 'weeks30', weeks60: 'weeks60' } as const;

export function availabilityLine(t: Translate, promise: DeliveryPromise): { icon: 'check' | 'circle'; text: string } {
  // The promise itself holds the range's from and to.
  return { icon: promise.kind === 'now' ? 'check' : 'circle', text: t(`availability.${KEYS[promise.kind]}`, promise) };
}
