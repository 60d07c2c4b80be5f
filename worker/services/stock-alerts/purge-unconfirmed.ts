/**
 * Back-in-stock sign-ups never confirmed are deleted after a week (decision
 * 017): an address nobody vouched for is not kept, and its mail's links then
 * answer "this link no longer works". Run by the cron job every 5 minutes.
 */
import type { Bindings } from '../../env.ts';
import { deleteUnconfirmedStockAlerts } from '../../data/stock-notifications.ts';

export const UNCONFIRMED_DAYS = 7;
/** Rows deleted per run; a backlog goes in the next runs. */
const PURGE_BATCH = 500;

export function purgeUnconfirmedStockAlerts(env: Bindings, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000).toISOString();
  return deleteUnconfirmedStockAlerts(env.DB, before, PURGE_BATCH);
}
