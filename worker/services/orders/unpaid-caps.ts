/**
 * What one client may hold in unpaid orders (issue 14 item 3, decision 017):
 * an order reserves its stock before it is paid, so without a cap one client
 * could keep most of a variant in orders it never pays (24 of 25 units in
 * twelve orders). Counted per client (rate-limit.ts clientOf) over the orders
 * still awaiting payment within the longest payment time; older ones are
 * the timeout job's to release.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type { Translate } from '../../../shared/i18n.ts';
import { clientHoldStatements, getClientHolds, type HoldCaps } from '../../data/orders/client-holds.ts';
import { UNPAID_ORDER_TIMEOUT_MINUTES } from './expire-unpaid-orders.ts';

/**
 * Three unpaid orders: a shopper who left a payment page open and tries again,
 * or tries another method, stays inside (a declined card fails its order,
 * which then holds nothing). Ten units of one variant: a family's sizes or a
 * few pairs, never most of a shelf. Forty units in all: a whole family's ski kit.
 */
export const UNPAID_CAPS: HoldCaps = { orders: 3, unitsPerVariant: 10, units: 40 };

const MINUTE = 60_000;
/** The timeout job runs every 5 minutes (wrangler.toml [triggers]). */
const JOB_MINUTES = 5;

const countedSince = (now: Date) => new Date(now.getTime() - UNPAID_ORDER_TIMEOUT_MINUTES.klarna * MINUTE).toISOString();

/** The statements that end an order's batch: the order takes its client, and the caps must hold with it. */
export function unpaidCapStatements(db: D1Database, order: { id: number; clientKey: string }, now: Date): D1PreparedStatement[] {
  return clientHoldStatements(db, order, countedSince(now), UNPAID_CAPS);
}

export type CapRefusal =
  /** Over the caps with the client's other unpaid orders: 429 with Retry-After. */
  | { kind: 'too_many'; message: string; retryAfterSeconds: number }
  /** The order alone holds more than the caps allow: waiting does not help. */
  | { kind: 'not_orderable'; message: string };

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/**
 * Why the batch's cap guard refused the order (`demand`: the units it would
 * have reserved per variant), in the order's language.
 */
export async function unpaidCapRefusal(db: D1Database, clientKey: string, demand: Map<number, number>, now: Date, t: Translate): Promise<CapRefusal> {
  if (sum(demand.values()) > UNPAID_CAPS.units || [...demand.values()].some((units) => units > UNPAID_CAPS.unitsPerVariant)) {
    return { kind: 'not_orderable', message: t('orderError.overHoldCap', { max: UNPAID_CAPS.unitsPerVariant, total: UNPAID_CAPS.units }) };
  }
  const holds = await getClientHolds(db, clientKey, countedSince(now));
  const seconds = retryAfterSeconds(holds.oldestCreatedAt, now);
  return { kind: 'too_many', message: t('orderError.tooManyUnpaid', { minutes: Math.ceil(seconds / 60) }), retryAfterSeconds: seconds };
}

/**
 * Until the client's oldest unpaid order is released: its card or PayPal
 * time and the job's next run, or Klarna's when that has passed. At least a
 * minute; paying or cancelling an order frees the client sooner.
 */
export function retryAfterSeconds(oldestCreatedAt: string | null, now: Date): number {
  const created = oldestCreatedAt ? Date.parse(oldestCreatedAt) : NaN;
  for (const minutes of [UNPAID_ORDER_TIMEOUT_MINUTES.default, UNPAID_ORDER_TIMEOUT_MINUTES.klarna]) {
    const seconds = Math.ceil((created + (minutes + JOB_MINUTES) * MINUTE - now.getTime()) / 1000);
    if (seconds > 0) return Math.max(60, seconds);
  }
  return 60;
}
