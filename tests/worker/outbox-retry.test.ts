import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_MAX_ATTEMPTS, retryOutbox } from '../../worker/services/orders/outbox-retry.ts';

const MINUTE = 60_000;

describe('unsent outbox emails are sent again', () => {
  function fakeQueue() {
    const sent: { body: { emailId: number } }[] = [];
    const queue = { send: async () => {}, sendBatch: async (messages: typeof sent) => { sent.push(...messages); } };
    return { sent, env: { ...env, OUTBOX: queue as never } };
  }

  async function unsentEmail(minutesAgo: number, attempts = 0, lastAttemptMinutesAgo: number | null = null): Promise<number> {
    const at = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
    const result = await env.DB.prepare(`INSERT INTO outbox_emails (order_id, kind, to_email, language, subject, body_text, created_at, attempts, last_attempt_at)
      VALUES (NULL, 'test', 'aino@example.fi', 'en', 'Hello', 'Body', ?1, ?2, ?3)`)
      .bind(at(minutesAgo), attempts, lastAttemptMinutesAgo === null ? null : at(lastAttemptMinutesAgo)).run();
    return Number(result.meta.last_row_id);
  }
  const attemptsOf = (id: number) => env.DB.prepare('SELECT attempts FROM outbox_emails WHERE id = ?').bind(id).first('attempts');

  it('hands a row still unsent after 10 minutes to the queue again, and counts the try', async () => {
    const old = await unsentEmail(11);
    const fresh = await unsentEmail(2);
    const queue = fakeQueue();
    await retryOutbox(queue.env, new Date());
    const sent = queue.sent.map((message) => message.body.emailId);
    expect(sent).toContain(old);
    expect(sent).not.toContain(fresh);
    expect(await attemptsOf(old)).toBe(1);
  });

  it('waits longer after each try before sending the row again', async () => {
    const id = await unsentEmail(60);
    const queue = fakeQueue();
    const now = Date.now();
    await retryOutbox(queue.env, new Date(now));
    await retryOutbox(queue.env, new Date(now + 5 * MINUTE));
    await retryOutbox(queue.env, new Date(now + 11 * MINUTE));
    await retryOutbox(queue.env, new Date(now + 25 * MINUTE));
    await retryOutbox(queue.env, new Date(now + 32 * MINUTE));
    // Tries at 0, 11 (10 after the first) and 32 (20 after the second) minutes.
    expect(queue.sent.filter((message) => message.body.emailId === id)).toHaveLength(3);
    expect(await attemptsOf(id)).toBe(3);
  });

  it('gives a row up after the last try and says so in the log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await unsentEmail(24 * 60, OUTBOX_MAX_ATTEMPTS - 1, 12 * 60);
    const queue = fakeQueue();
    await retryOutbox(queue.env, new Date());
    await retryOutbox(queue.env, new Date(Date.now() + 48 * 60 * MINUTE));
    expect(queue.sent.filter((message) => message.body.emailId === id)).toHaveLength(1);
    expect(await attemptsOf(id)).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(errors.mock.calls.some((call) => String(call[0]).includes(`Outbox email ${id}`))).toBe(true);
    errors.mockRestore();
  });
});
