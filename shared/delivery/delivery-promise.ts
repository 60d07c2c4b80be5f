/**
 * The one delivery promise (issue 14): when a line arrives, computed the same
 * way for the product page, the fast-shipping box, the cart, the checkout,
 * the order mail and the content pages (decision 018).
 *
 * cat 4 / cat 9: units the shop holds now ship at once; the rest come from
 * the supplier in the variant's shipping time (the delivery country's
 * override first): <= 2 at once, 3-998 that many days, 30 and 60 as weeks,
 * 999 unknown. The country's standard days and added days come on top, and a
 * ski bundle (skis mounted with bindings) adds its own days.
 */
import { shippingDisplay } from '../product/shipping-time.ts';
import type { CountryDeliveryDays } from '../types/product-page.ts';

export type DeliveryPromise =
  /** Working days from the order: 'now' ships at once (stock at hand), 'order' waits for the supplier's shipping time. */
  | { kind: 'now' | 'order'; from: number; to: number }
  /** The catalogue's 30 and 60: "4-6 weeks" and "8-10 weeks" (cat 9). */
  | { kind: 'weeks30' | 'weeks60' }
  /** Orderable, but no time is known (a backorderable model's variant at 999). */
  | { kind: 'unknown' };

export interface PromiseLine {
  /** The supplier's shipping time in the delivery country (the override's, when there is one). */
  shippingTime: number;
  /** Units the shop can hand over now: sellable stock over every store. */
  sellable: number;
  /** Units wanted: the cart row's amount; 1 on the product page. */
  amount?: number;
  skiBundle?: boolean;
}

/**
 * The promise for one line. Stock covering every unit wanted ships at once
 * whatever the supplier's time; a line the stock cannot cover waits for the
 * supplier, since the order leaves in one parcel unless split.
 */
export function linePromise(line: PromiseLine, days: CountryDeliveryDays): DeliveryPromise {
  const shippingTime = line.sellable >= (line.amount ?? 1) ? 0 : line.shippingTime;
  const { kind } = shippingDisplay(shippingTime);
  if (kind === 'weeks30' || kind === 'weeks60') return { kind };
  if (kind === 'unavailable') return { kind: 'unknown' };
  // Working days: the shipping days (none when it ships at once), the country's days and added days, a ski bundle's own.
  const start = (kind === 'now' ? 0 : shippingTime) + days.addedDays + (line.skiBundle ? days.skiBundle.start : 0);
  const extra = line.skiBundle ? days.skiBundle.end - days.skiBundle.start : 0;
  return { kind: kind === 'now' ? 'now' : 'order', from: start + days.standard.start, to: start + extra + days.standard.end };
}

/** How late a promise may arrive, in working days, to find the slowest: 6 and 10 weeks for the week texts. */
const LATEST: Record<'weeks30' | 'weeks60', number> = { weeks30: 30, weeks60: 50 };
const latest = (promise: DeliveryPromise): number => ('to' in promise ? promise.to : promise.kind === 'unknown' ? -1 : LATEST[promise.kind]);

/**
 * The promise of a whole order: the slowest line decides (cat 9). Two day
 * ranges give the later start and the later end; a line without a time adds
 * nothing. Null when no line has a time (an empty cart).
 */
export function slowestPromise(promises: Iterable<DeliveryPromise>): DeliveryPromise | null {
  let slowest: DeliveryPromise | null = null;
  for (const promise of promises) {
    if (promise.kind === 'unknown') continue;
    if (slowest && 'to' in slowest && 'to' in promise) {
      const kind: 'now' | 'order' = slowest.kind === 'order' || promise.kind === 'order' ? 'order' : 'now';
      slowest = { kind, from: Math.max(slowest.from, promise.from), to: Math.max(slowest.to, promise.to) };
    } else if (slowest === null || latest(promise) > latest(slowest)) {
      slowest = promise;
    }
  }
  return slowest;
}
