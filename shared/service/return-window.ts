/**
 * The 100-day return window (cat 9 "Return policy: 100 days for an unused
 * product"; issue 16 item 1), counted from the day the order was delivered
 * (orders.delivered_at, set by the order desk or the warehouse). Days are the
 * shop's (Helsinki) calendar days, as every date the customer reads (cat 9
 * DD.MM.YYYY): delivered on 1 March, the last day to return is 9 June, the
 * whole of it. An order that has shipped but has no delivery date yet has not
 * started its window, so it may be returned; one that has not shipped may not
 * (the customer can still cancel it on /view-order/).
 */
import { hasShipped, isNotShipped } from '../order/order-status-flow.ts';
import type { OrderStatus } from '../types/order.ts';

export const RETURN_DAYS = 100;
const SHOP_TIME_ZONE = 'Europe/Helsinki';
const DAY_MS = 86_400_000;

export type ReturnWindow =
  /** Returns are allowed; `lastDay` (YYYY-MM-DD, shop calendar) is null while the window has not started. */
  | { kind: 'open'; lastDay: string | null }
  /** Delivered more than 100 days ago (cat 8 "return time expired"). */
  | { kind: 'expired'; lastDay: string }
  /** Paid, not yet shipped: nothing to return, the order can still be cancelled. */
  | { kind: 'not_shipped' }
  /** Unpaid, failed or cancelled: there are no goods to return. */
  | { kind: 'cancelled' };

let calendar: Intl.DateTimeFormat | null = null;

/** The shop's calendar day of a moment, as YYYY-MM-DD. */
export function shopDay(moment: Date): string {
  calendar ??= new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(calendar.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A calendar day plus whole days (no time zone in it: the day numbers alone). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day on which the order may be returned, or null for a date that cannot be read. */
export function lastReturnDay(deliveredAt: string): string | null {
  const delivered = new Date(deliveredAt);
  return Number.isNaN(delivered.getTime()) ? null : addDays(shopDay(delivered), RETURN_DAYS);
}

/** Whether, and until when, the order may be returned at `now`. */
export function returnWindow(order: { status: OrderStatus; deliveredAt: string | null }, now: Date): ReturnWindow {
  if (isNotShipped(order.status)) return { kind: 'not_shipped' };
  if (!hasShipped(order.status)) return { kind: 'cancelled' };
  const lastDay = order.deliveredAt ? lastReturnDay(order.deliveredAt) : null;
  if (lastDay === null) return { kind: 'open', lastDay: null };
  return shopDay(now) <= lastDay ? { kind: 'open', lastDay } : { kind: 'expired', lastDay };
}
