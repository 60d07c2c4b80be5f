/**
 * Activation reminders (core 2 /accounts/stop_reminders/, decision 019): the
 * cron job reminds an unactivated account after a day and after three days,
 * each mail with an activation link and a stop link; the stop link works
 * only with its key, and an account never activated goes after 30 days.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sendActivationReminders } from '../../worker/services/auth/activation-reminders.ts';
import { callApi, mailsTo, newAddress, register } from './account-helpers.ts';

const DAY = 24 * 3600 * 1000;

/** Moves the account's registration into the past. */
async function registeredAgo(email: string, days: number): Promise<void> {
  await env.DB.prepare('UPDATE customers SET created_at = ?2 WHERE email_key = ?1').bind(email.toLowerCase(), new Date(Date.now() - days * DAY).toISOString()).run();
}

const reminders = async (email: string) => (await mailsTo(email)).filter((mail) => mail.kind === 'account_activation_reminder');
const STOP_LINK = /https?:\/\/\S+\/stop_reminders\/([^/\s]+)\/\?key=([A-Za-z0-9_-]{43})/;

describe('activation reminders', () => {
  it('reminds once after a day and once more after three days, then stops', async () => {
    const email = newAddress('sleepy');
    await register(email);
    await registeredAgo(email, 1.5);
    await sendActivationReminders(env, new Date());
    await sendActivationReminders(env, new Date());
    expect(await reminders(email)).toHaveLength(1);
    await registeredAgo(email, 3.5);
    await sendActivationReminders(env, new Date());
    await sendActivationReminders(env, new Date());
    const sent = await reminders(email);
    expect(sent).toHaveLength(2);
    expect(sent[1].body_text).toMatch(/\/en\/accounts\/activate\/[A-Za-z0-9_-]{43}\//);
    expect(sent[1].body_html).toContain('stop_reminders');
  });

  it('sends none after the stop link is followed, and refuses the stop without its key', async () => {
    const email = newAddress('stopper');
    await register(email);
    await registeredAgo(email, 1.5);
    await sendActivationReminders(env, new Date());
    const [, address, key] = STOP_LINK.exec((await reminders(email))[0].body_text)!;
    expect(decodeURIComponent(address)).toBe(email);
    const forged = await callApi('/auth/stop-reminders/', { email, token: 'K'.repeat(43) });
    expect(forged.status).toBe(400);
    expect((await callApi('/auth/stop-reminders/', { email, token: key })).status).toBe(200);
    await registeredAgo(email, 3.5);
    await sendActivationReminders(env, new Date());
    expect(await reminders(email)).toHaveLength(1);
  });

  it('deletes an account never activated after 30 days', async () => {
    const email = newAddress('gone');
    await register(email);
    await registeredAgo(email, 31);
    await sendActivationReminders(env, new Date());
    expect(await env.DB.prepare('SELECT count(*) AS n FROM customers WHERE email_key = ?').bind(email.toLowerCase()).first('n')).toBe(0);
  });
});
