/**
 * The exchange release (cat 4 "Exchange", cat 9 "exchange release after 3
 * weeks"): a replacement reserved for an exchange whose returned product has
 * not been received 21 days after the return was filed goes back on sale.
 * Each row is released in a batch of its own (data/returns/pending-exchanges.ts),
 * guarded so that it happens once however the cron runs overlap; a row
 * received or released meanwhile fails its guard and is skipped.
 */
import type { Bindings } from '../../env.ts';
import { isReservationFailure } from '../../data/orders/insert-order.ts';
import { listOverdueExchanges, releaseExchangeStatements } from '../../data/returns/pending-exchanges.ts';

export const EXCHANGE_HOLD_DAYS = 21;
/** Rows per run: the cron comes every 5 minutes, so a backlog clears soon without one long run. */
const BATCH_LIMIT = 50;

/** Answers how many rows this run released. */
export async function releaseExchanges(env: Pick<Bindings, 'DB'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EXCHANGE_HOLD_DAYS * 86_400_000).toISOString();
  const rows = await listOverdueExchanges(env.DB, before, BATCH_LIMIT);
  let released = 0;
  for (const row of rows) {
    try {
      await env.DB.batch(releaseExchangeStatements(env.DB, row, now));
      released++;
    } catch (error) {
      if (!isReservationFailure(error)) throw error;
    }
  }
  return released;
}
