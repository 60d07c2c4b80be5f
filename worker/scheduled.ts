import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types';
import type { Bindings } from './env.ts';
import { expireUnpaidOrders } from './services/orders/expire-unpaid-orders.ts';
import { retryOutbox } from './services/orders/outbox-retry.ts';
import { purgeUnconfirmedStockAlerts } from './services/stock-alerts/purge-unconfirmed.ts';
import { sendStockNotices } from './services/stock-alerts/send-notices.ts';
import { sendActivationReminders } from './services/auth/activation-reminders.ts';
import { deleteExpiredAccountRows } from './services/auth/expired-account-rows.ts';
import { deleteOldSubmissionKeys } from './data/submission-keys.ts';
import { deleteOldWarehouseEvents } from './data/warehouse-events.ts';
import { purgeComplaintUploads } from './services/service-desk/purge-complaint-uploads.ts';
import { releaseExchanges } from './services/service-desk/release-exchanges.ts';
import { purgeReturnLinks } from './services/service-desk/return-link.ts';
import { purgeUnconfirmedSubscriptions } from './data/newsletter-subscriptions.ts';

/**
 * The cron job (wrangler.toml [triggers], every 5 minutes; decision 011
 * "Timeouts"): unpaid orders time out and unsent emails go to the Queue
 * again; back-in-stock sign-ups never confirmed go after a week (decision
 * 017), and confirmed ones whose variant can be ordered again get their
 * notice (decision 020); unactivated accounts are reminded, and expired
 * sessions and old mail-link tokens deleted (decision 019); the service desk
 * (issue 16, decisions 023-025) releases exchanges whose return has not come
 * in 3 weeks (cat 4), deletes complaint uploads no complaint took, and clears
 * used return links, idempotency keys, seen warehouse events and newsletter
 * sign-ups never confirmed. Each runs even when another fails; a failure is
 * thrown after all, so the invocation shows as failed in the Worker's cron log.
 */
export async function scheduled(_controller: ScheduledController, env: Bindings, _ctx: ExecutionContext): Promise<void> {
  const now = new Date();
  const results = await Promise.allSettled([
    expireUnpaidOrders({ env, now, fetch: (input, init) => fetch(input, init) }),
    retryOutbox(env, now),
    purgeUnconfirmedStockAlerts(env, now),
    sendStockNotices(env, now),
    sendActivationReminders(env, now),
    deleteExpiredAccountRows(env.DB, now),
    deleteOldSubmissionKeys(env.DB, now),
    deleteOldWarehouseEvents(env.DB, now),
    purgeComplaintUploads(env, now),
    releaseExchanges(env, now),
    purgeReturnLinks(env, now),
    purgeUnconfirmedSubscriptions(env.DB, now),
  ]);
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected').map((result) => result.reason);
  if (failures.length > 0) {
    console.error('Scheduled job failed', ...failures);
    throw failures[0];
  }
}
