/**
 * Activation reminders (core 2 /accounts/stop_reminders/): the scheduled job
 * reminds an account not yet activated a day after registering and again
 * three days after, each with a new activation link and a link to stop them,
 * on the host the customer registered on; an account never activated is
 * deleted after 30 days.
 */
import { isLanguage } from '../../../shared/languages.ts';
import { claimReminder, deleteStaleUnactivated, listRemindersDue } from '../../data/customer-activation.ts';
import { shopSettings, type Bindings } from '../../env.ts';
import { later, STOP_REMINDERS_DAYS } from './account-context.ts';
import { accountLinksFor } from './account-links.ts';
import { issueAccountToken } from './issue-token.ts';
import { sendActivationMail } from './register.ts';

export const MAX_REMINDERS = 2;
const BATCH = 50;
const KEEP_UNACTIVATED_DAYS = 30;

export async function sendActivationReminders(env: Bindings, now: Date): Promise<number> {
  const db = env.DB;
  const settings = shopSettings(env);
  const due = await listRemindersDue(db, now, MAX_REMINDERS, BATCH);
  let sent = 0;
  for (const customer of due) {
    if (!(await claimReminder(db, customer.id, customer.remindersSent, now.toISOString()))) continue;
    const language = isLanguage(customer.language) ? customer.language : 'fi';
    const context = { env, now, brandName: settings.brandName, links: accountLinksFor(settings, customer.siteOrigin) };
    const stopToken = await issueAccountToken(db, customer.id, 'stop_reminders', now, later(now, STOP_REMINDERS_DAYS * 24));
    const stopUrl = `${context.links.route('accountsStopReminders', language, { email: customer.email })}?key=${stopToken}`;
    await sendActivationMail(context, customer.id, customer.email, language, customer.firstName, 'activation_reminder', stopUrl);
    sent += 1;
  }
  await deleteStaleUnactivated(db, new Date(now.getTime() - KEEP_UNACTIVATED_DAYS * 24 * 3600 * 1000).toISOString());
  return sent;
}
