/**
 * Activation and its reminders (migrations/0014): an account is active from
 * its first activation; reminders go to accounts still waiting.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';

/** Keeps the first activation time: a second activation changes nothing. */
export function activateCustomerStatement(db: D1Database, customerId: number, now: string): D1PreparedStatement {
  return db.prepare('UPDATE customers SET activated_at = COALESCE(activated_at, ?2), updated_at = ?2 WHERE id = ?1').bind(customerId, now);
}

export interface ReminderDue { id: number; email: string; language: string; firstName: string; remindersSent: number; siteOrigin: string }

/**
 * Unactivated accounts whose next reminder is due: the first a day after
 * registering, the second three days after, none after `maxReminders`.
 */
export async function listRemindersDue(db: D1Database, now: Date, maxReminders: number, limit: number): Promise<ReminderDue[]> {
  const day = 24 * 3600 * 1000;
  const rows = await db.prepare(`SELECT id, email, language, first_name, reminders_sent, site_origin FROM customers
      WHERE activated_at IS NULL AND reminders_stopped_at IS NULL AND reminders_sent < ?1
        AND ((reminders_sent = 0 AND created_at <= ?2) OR (reminders_sent > 0 AND created_at <= ?3))
      ORDER BY created_at LIMIT ?4`)
    .bind(maxReminders, new Date(now.getTime() - day).toISOString(), new Date(now.getTime() - 3 * day).toISOString(), limit)
    .all<{ id: number; email: string; language: string; first_name: string; reminders_sent: number; site_origin: string }>();
  return rows.results.map((row) => ({
    id: row.id, email: row.email, language: row.language, firstName: row.first_name, remindersSent: row.reminders_sent, siteOrigin: row.site_origin,
  }));
}

/** Counts the reminder if none was counted since `sentBefore` was read: an overlapping run sends no second one. */
export async function claimReminder(db: D1Database, customerId: number, remindersSent: number, now: string): Promise<boolean> {
  const result = await db.prepare('UPDATE customers SET reminders_sent = reminders_sent + 1, last_reminder_at = ?3 WHERE id = ?1 AND reminders_sent = ?2 AND activated_at IS NULL')
    .bind(customerId, remindersSent, now).run();
  return result.meta.changes > 0;
}

export async function stopReminders(db: D1Database, customerId: number, now: string): Promise<void> {
  await db.prepare('UPDATE customers SET reminders_stopped_at = COALESCE(reminders_stopped_at, ?2) WHERE id = ?1').bind(customerId, now).run();
}

/**
 * Accounts never activated are deleted after a month: an address nobody confirmed is not kept.
 * One an operator gave a role stays until its roles are revoked (decision 021).
 */
export async function deleteStaleUnactivated(db: D1Database, before: string): Promise<number> {
  const result = await db.prepare("DELETE FROM customers WHERE activated_at IS NULL AND created_at < ? AND roles = ''").bind(before).run();
  return result.meta.changes;
}
