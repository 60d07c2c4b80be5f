/**
 * Issue 15 item 8, decision 020: the outbox consumer sends every mail
 * through the configured transport and marks the row sent only after the
 * transport took it; a failure leaves the row unsent and retries.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../worker/env.ts';
import { queue } from '../../worker/index.ts';
import { composeMail } from '../../worker/services/mail/compose-mail.ts';
import { deliverOutbox, idempotencyKeyOf } from '../../worker/services/mail/deliver-outbox.ts';
import { queueMail } from '../../worker/services/mail/queue-mail.ts';

const API_URL = 'https://mail-api.test.invalid/emails';
const HTTP_ENV = { MAIL_TRANSPORT: 'http', MAIL_API_URL: API_URL, MAIL_API_KEY: 're_test_key' } satisfies Partial<Bindings>;

let messages = 0;
const MAIL = composeMail({
  subject: 'Vahvista tilisi – Kaira Outdoor', heading: 'Hei Aino,', paragraphs: ['Vahvista tilisi alla olevasta linkistä.'],
  action: { label: 'Vahvista', url: 'http://localhost/accounts/activate/abc/' }, brandName: 'Kaira Outdoor', language: 'fi',
});

/** A mail written to the outbox as queueMail writes it; the Queue send is left out, the tests deliver it themselves. */
async function outboxMail(to = `aino.${++messages}@example.fi`): Promise<number> {
  return queueMail({ ...env, OUTBOX: undefined }, { kind: 'account_activation', to, language: 'fi', mail: MAIL }, new Date());
}

interface Row { sent_at: string | null; transport: string | null; provider_message_id: string | null; last_error: string | null; sending_since: string | null; created_at: string }
const rowOf = (id: number) => env.DB.prepare('SELECT sent_at, transport, provider_message_id, last_error, sending_since, created_at FROM outbox_emails WHERE id = ?').bind(id).first<Row>();

function batchOf(...ids: number[]) {
  return createMessageBatch('kaira-outbox', ids.map((emailId, index) => ({ id: `m${++messages}-${index}`, timestamp: new Date(), attempts: 1, body: { emailId } })));
}

/** A fake of Resend's send API: answers each call with the next of `answers` (then the last again), recording the requests. */
function fakeMailApi(...answers: Array<{ status: number; body: unknown }>) {
  const requests: Array<{ url: string; method: string; headers: Headers; body: any }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch, requests };
}

async function deliver(vars: Partial<Bindings>, fetch: (url: string, init: RequestInit) => Promise<Response>, ...ids: number[]) {
  const batch = batchOf(...ids);
  const sent = await deliverOutbox({ env: { ...env, ...vars }, now: new Date(), fetch }, batch.messages);
  return { sent, result: await getQueueResult(batch, createExecutionContext()), batch };
}

describe('the HTTP email API (Resend)', () => {
  it('posts the mail with the API key as a Bearer token, then marks the row sent with the transport and the provider\'s id', async () => {
    const id = await outboxMail('aino@example.fi');
    const api = fakeMailApi({ status: 200, body: { id: 'resend-0001' } });
    const { sent, result, batch } = await deliver(HTTP_ENV, api.fetch, id);
    expect(sent).toBe(1);
    const [request] = api.requests;
    expect(request.url).toBe(API_URL);
    expect(request.method).toBe('POST');
    expect(request.headers.get('authorization')).toBe('Bearer re_test_key');
    expect(request.headers.get('content-type')).toBe('application/json');
    const row = (await rowOf(id))!;
    expect(request.headers.get('idempotency-key')).toBe(idempotencyKeyOf({ id, created_at: row.created_at }));
    expect(request.body).toEqual({ from: 'Kaira Outdoor <noreply@kaira.fi>', to: ['aino@example.fi'], subject: MAIL.subject, text: MAIL.text, html: MAIL.html });
    expect(row).toMatchObject({ transport: 'http', provider_message_id: 'resend-0001', last_error: null, sending_since: null });
    expect(row.sent_at).not.toBeNull();
    expect(result.explicitAcks).toEqual([batch.messages[0].id]);
    expect(result.retryMessages).toEqual([]);
    expect(result.ackAll).toBe(false);
  });

  it('sends from MAIL_FROM when it names a sender', async () => {
    const id = await outboxMail();
    const api = fakeMailApi({ status: 200, body: { id: 'resend-0002' } });
    await deliver({ ...HTTP_ENV, MAIL_FROM: 'Kaira Asiakaspalvelu <palvelu@kaira.fi>' }, api.fetch, id);
    expect(api.requests[0].body.from).toBe('Kaira Asiakaspalvelu <palvelu@kaira.fi>');
  });

  it('leaves the row unsent with the error and retries the message when the API answers 5xx; the next try sends it', async () => {
    const id = await outboxMail();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeMailApi({ status: 503, body: { statusCode: 503, message: 'Service unavailable' } }, { status: 200, body: { id: 'resend-0003' } });
    const failed = await deliver(HTTP_ENV, api.fetch, id);
    expect(failed.sent).toBe(0);
    expect(failed.result.retryMessages.map((message) => message.msgId)).toEqual([failed.batch.messages[0].id]);
    expect(failed.result.explicitAcks).toEqual([]);
    const unsent = (await rowOf(id))!;
    expect(unsent).toMatchObject({ sent_at: null, transport: null, sending_since: null });
    expect(unsent.last_error).toContain('503');
    const retried = await deliver(HTTP_ENV, api.fetch, id);
    expect(retried.sent).toBe(1);
    expect(await rowOf(id)).toMatchObject({ transport: 'http', provider_message_id: 'resend-0003', last_error: null });
    // Both tries of the row carry one key: the API sends a repeated request once.
    expect(new Set(api.requests.map((request) => request.headers.get('idempotency-key'))).size).toBe(1);
    errors.mockRestore();
  });

  it('takes an answer without an id, or a network failure, as a failed send', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await outboxMail();
    const noId = await deliver(HTTP_ENV, fakeMailApi({ status: 200, body: {} }).fetch, id);
    expect(noId.result.retryMessages).toHaveLength(1);
    const down = await deliver(HTTP_ENV, async () => { throw new TypeError('Network connection lost.'); }, id);
    expect(down.result.retryMessages).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ sent_at: null, last_error: 'Network connection lost.' });
    errors.mockRestore();
  });
});

describe('a row is sent once', () => {
  it('does not send a row already sent again when its message comes twice', async () => {
    const id = await outboxMail();
    const api = fakeMailApi({ status: 200, body: { id: 'resend-0004' } });
    await deliver(HTTP_ENV, api.fetch, id);
    const sentAt = (await rowOf(id))!.sent_at;
    const again = await deliver(HTTP_ENV, api.fetch, id);
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(again.result.explicitAcks).toEqual([again.batch.messages[0].id]);
    expect((await rowOf(id))!.sent_at).toBe(sentAt);
  });

  it('sends a row once when a slow message and its retry deliver it at the same time', async () => {
    const id = await outboxMail();
    let release = () => {};
    const slow = new Promise<void>((resolve) => { release = resolve; });
    const fetch = vi.fn(async () => {
      await slow;
      return new Response(JSON.stringify({ id: 'resend-0005' }), { status: 200 });
    });
    const first = deliver(HTTP_ENV, fetch, id);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const second = await deliver(HTTP_ENV, fetch, id);
    // The second finds the row claimed: acknowledged, nothing sent.
    expect(second.sent).toBe(0);
    expect(second.result.explicitAcks).toHaveLength(1);
    release();
    expect((await first).sent).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('acknowledges a message whose row does not exist', async () => {
    const { result, batch } = await deliver(HTTP_ENV, fakeMailApi({ status: 200, body: { id: 'x' } }).fetch, 987_654_321);
    expect(result.explicitAcks).toEqual([batch.messages[0].id]);
  });
});

describe('the Cloudflare send_email binding', () => {
  it('hands the binding an EmailMessage from the sender\'s address to the recipient and records Cloudflare\'s message id', async () => {
    const id = await outboxMail('bea@example.fi');
    const sent: Array<{ from: string; to: string }> = [];
    const MAILER = { send: vi.fn(async (message: { from: string; to: string }) => { sent.push({ from: message.from, to: message.to }); return { messageId: 'cf-msg-1' }; }) };
    const { result } = await deliver({ MAIL_TRANSPORT: 'cloudflare', MAILER: MAILER as never }, fakeMailApi({ status: 500, body: {} }).fetch, id);
    expect(sent).toEqual([{ from: 'noreply@kaira.fi', to: 'bea@example.fi' }]);
    expect(await rowOf(id)).toMatchObject({ transport: 'cloudflare', provider_message_id: 'cf-msg-1' });
    expect(result.explicitAcks).toHaveLength(1);
  });

  it('retries when the binding throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await outboxMail();
    const MAILER = { send: vi.fn(async () => { throw new Error('destination address not verified'); }) };
    const { result } = await deliver({ MAIL_TRANSPORT: 'cloudflare', MAILER: MAILER as never }, fakeMailApi({ status: 500, body: {} }).fetch, id);
    expect(result.retryMessages).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ sent_at: null, last_error: 'destination address not verified' });
    errors.mockRestore();
  });
});

describe('without a transport', () => {
  it('sends nothing, marks nothing sent and keeps the reason on the row when MAIL_TRANSPORT is empty', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await outboxMail();
    const api = fakeMailApi({ status: 200, body: { id: 'never' } });
    const { sent, result } = await deliver({ ...HTTP_ENV, MAIL_TRANSPORT: '' }, api.fetch, id);
    expect(sent).toBe(0);
    expect(api.fetch).not.toHaveBeenCalled();
    expect(await rowOf(id)).toMatchObject({ sent_at: null, transport: null, last_error: 'MAIL_TRANSPORT is not set' });
    // The retry job brings the row back later; the Queue does not spin on it.
    expect(result.explicitAcks).toHaveLength(1);
    expect(errors.mock.calls.some((call) => String(call[0]).includes('MAIL_TRANSPORT is not set'))).toBe(true);
    errors.mockRestore();
  });
});

describe('the dev outbox (local runs)', () => {
  it('lets the queue() consumer record the row as delivered to the dev outbox, acknowledging each message', async () => {
    const first = await outboxMail();
    const second = await outboxMail();
    const batch = batchOf(first, second);
    await queue(batch as never, env);
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.explicitAcks.sort()).toEqual(batch.messages.map((message) => message.id).sort());
    for (const id of [first, second]) {
      const row = (await rowOf(id))!;
      expect(row).toMatchObject({ transport: 'dev-outbox', provider_message_id: `dev-${idempotencyKeyOf({ id, created_at: row.created_at })}` });
      expect(row.sent_at).not.toBeNull();
    }
  });
});
