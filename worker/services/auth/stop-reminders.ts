/**
 * core 2 /accounts/stop_reminders/{email}/: the reminder mail's link stops
 * further activation reminders. The link carries a token besides the
 * address, so nobody can stop another person's reminders by typing a URL.
 */
import { readAccountToken } from '../../data/account-tokens.ts';
import { stopReminders } from '../../data/customer-activation.ts';
import { findCustomerById, emailKey } from '../../data/customers.ts';
import type { AccountContext } from './account-context.ts';
import { sha256Hex } from './secret-token.ts';

export async function stopActivationReminders(context: AccountContext, email: string, token: string): Promise<'stopped' | 'invalid'> {
  const db = context.env.DB;
  const state = await readAccountToken(db, await sha256Hex(token), 'stop_reminders', context.now.toISOString());
  // Stopping twice is done: a used token is never marked used, so a second click stops again.
  if (state.kind !== 'valid') return 'invalid';
  const customer = await findCustomerById(db, state.customerId);
  if (!customer || emailKey(customer.email) !== emailKey(email)) return 'invalid';
  await stopReminders(db, customer.id, context.now.toISOString());
  return 'stopped';
}
