import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerCaseResponse } from '../../shared/types/case-desk.ts';
import { runCaseBatch, runCaseBatchWithMail, moveCaseStatement } from '../../worker/data/case-desk-writes.ts';
import { deskEventStatement } from '../../worker/data/desk-events.ts';
import { shopSettings } from '../../worker/env.ts';
import { retryOutbox } from '../../worker/services/orders/outbox-retry.ts';
import { moveCase } from '../../worker/services/service-desk/case-desk-actions.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { callApi, mailsTo } from './account-helpers.ts';
import { caseEvents, caseLinkIn, caseStatus, insertCase, insertOrder } from './case-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { setStock, stockOf } from './order-helpers.ts';
import { answered, staffCall } from './staff-helpers.ts';

const STAFF_ACTOR = /^staff\..+@example\.com$/;
const move = (caseNumber: string, body: unknown) => staffCall(`/api/staff/cases/${caseNumber}/status/?lang=en`, { method: 'POST', body });

describe('the case status machine and its mails (issue 16 item 3)', () => {
  it('moves a case, records who did it, and mails the customer the new status in the case\'s language with a link that opens their case', async () => {
    const filed = await insertCase({ language: 'fi', name: 'Aino' });
    expect(await answered(await move(filed.caseNumber, { status: 'processing-return', note: 'Paketti saapui varastolle.' }), 200)).toEqual({ ok: true, status: 'processing-return' });
    expect(await caseStatus(filed.id)).toBe('processing-return');
    const [, event] = await caseEvents(filed.id);
    expect(event).toMatchObject({ action: 'status', from_status: 'new-return', to_status: 'processing-return', note: 'Paketti saapui varastolle.', visible: 1 });
    expect(event.actor).toMatch(STAFF_ACTOR);

    const [mail] = await mailsTo(filed.email);
    expect(mail).toMatchObject({ kind: 'case_status', language: 'fi', subject: `Palautuksesi ${filed.caseNumber}: Käsittelyssä` });
    expect(mail.body_text).toContain('Hei Aino,');
    expect(mail.body_text).toContain('Paketti saapui varastolle.');
    expect(mail.body_text).toContain('/palvelupyynnot/');
    const view = await answered<CustomerCaseResponse>(await callApi(`/service-cases/${caseLinkIn(mail.body_text)}/`), 200);
    expect(view).toMatchObject({ case_number: filed.caseNumber, status: 'processing-return' });
  });

  it('mails the customer once for every change of status, each in the case\'s language', async () => {
    const filed = await insertCase({ language: 'sv', kind: 'complaint' });
    for (const status of ['processing-return', 'fixing-return', 'processed-return']) await answered(await move(filed.caseNumber, { status }), 200);
    const mails = await mailsTo(filed.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Din reklamation ${filed.caseNumber}: Behandlas`, `Din reklamation ${filed.caseNumber}: Under reparation`, `Din reklamation ${filed.caseNumber}: Behandlad`,
    ]);
    expect(mails.every((mail) => mail.language === 'sv' && mail.kind === 'case_status')).toBe(true);
    expect((await caseEvents(filed.id)).map((event) => `${event.from_status}>${event.to_status}`)).toEqual([
      'null>new-return', 'new-return>processing-return', 'processing-return>fixing-return', 'fixing-return>processed-return',
    ]);
  });

  it.each([
    ['processed-return', 'processing-return'], ['rejected-return', 'processed-return'], ['new-return', 'new-return'], ['processing-return', 'new-return'],
  ] as const)('refuses the move from %s to %s with 409, and nothing changes', async (from, to) => {
    const filed = await insertCase({ status: from });
    const body = await answered<{ error: { code: string; message: string; fields: Record<string, string> } }>(await move(filed.caseNumber, { status: to }), 409);
    expect(body.error.code).toBe('move_not_allowed');
    expect(body.error.fields.status).toBe(body.error.message);
    expect(await caseStatus(filed.id)).toBe(from);
    expect(await caseEvents(filed.id)).toHaveLength(1);
    expect(await mailsTo(filed.email)).toHaveLength(0);
  });

  it('names both statuses in the refusal, in the request\'s language', async () => {
    const filed = await insertCase({ status: 'processed-return' });
    const body = await answered<{ error: { message: string } }>(await move(filed.caseNumber, { status: 'fixing-return' }), 409);
    expect(body.error.message).toBe('A case that is “Processed” cannot move to “Being repaired”.');
  });

  it('lets only one of two staff members move the same case at once', async () => {
    const filed = await insertCase();
    const answers = await Promise.all([move(filed.caseNumber, { status: 'processed-return' }), move(filed.caseNumber, { status: 'rejected-return' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0].status === 200 ? 'processed-return' : 'rejected-return';
    expect(await caseStatus(filed.id)).toBe(winner);
    expect((await caseEvents(filed.id)).filter((event) => event.action === 'status')).toEqual([expect.objectContaining({ from_status: 'new-return', to_status: winner })]);
    expect(await mailsTo(filed.email)).toHaveLength(1);
  });

  it('writes neither the move nor its event when the case moved since it was read', async () => {
    const filed = await insertCase({ status: 'processing-return' });
    const now = new Date();
    const written = await runCaseBatch(env.DB, [
      moveCaseStatement(env.DB, { caseId: filed.id, from: 'new-return', to: 'processed-return', now: now.toISOString() }),
      deskEventStatement(env.DB, { subject: 'case', subjectId: filed.id, actor: 'staff@example.com', action: 'status', fromStatus: 'new-return', toStatus: 'processed-return' }, now),
    ]);
    expect(written).toBe(false);
    expect(await caseStatus(filed.id)).toBe('processing-return');
    expect(await caseEvents(filed.id)).toHaveLength(1);
  });

  it('answers 400 with the field for a status that is not one, and for a note too long', async () => {
    const filed = await insertCase();
    const bad = await answered<{ error: { fields: Record<string, string> } }>(await move(filed.caseNumber, { status: 'lost' }), 400);
    expect(bad.error.fields.status).toBe('Not a valid value.');
    const long = await answered<{ error: { fields: Record<string, string> } }>(await move(filed.caseNumber, { status: 'processing-return', note: 'x'.repeat(2001) }), 400);
    expect(long.error.fields.note).toBe('Too long: at most 2000 characters.');
    const notJson = await staffCall(`/api/staff/cases/${filed.caseNumber}/status/`, { method: 'POST', body: '{"status":' });
    expect(notJson.status).toBe(400);
    expect(await caseStatus(filed.id)).toBe('new-return');
  });
});

describe('questions, answers and comments (issue 16 item 3)', () => {
  it('asks the customer, who answers through the mailed link: the case goes back to processing and customer service is told', async () => {
    const filed = await insertCase({ language: 'de' });
    await answered(await staffCall(`/api/staff/cases/${filed.caseNumber}/question/`, { method: 'POST', body: { note: 'Welche Größe möchten Sie stattdessen?' } }), 200);
    expect(await caseStatus(filed.id)).toBe('more_info-return');
    const [question] = await mailsTo(filed.email);
    expect(question).toMatchObject({ kind: 'case_question', language: 'de', subject: `Ihre Rücksendung ${filed.caseNumber}: Wir benötigen weitere Informationen` });
    expect(question.body_text).toContain('Welche Größe möchten Sie stattdessen?');

    const token = caseLinkIn(question.body_text);
    const waiting = await answered<CustomerCaseResponse>(await callApi(`/service-cases/${token}/`, undefined, { lang: 'de' }), 200);
    expect(waiting.question).toBe('Welche Größe möchten Sie stattdessen?');
    expect(await answered(await callApi(`/service-cases/${token}/answer/`, { answer: 'Bitte Größe 43.' }), 200)).toEqual({ ok: true, status: 'processing-return' });
    expect(await caseStatus(filed.id)).toBe('processing-return');
    expect((await caseEvents(filed.id)).at(-1)).toMatchObject({
      actor: 'customer', action: 'answer', from_status: 'more_info-return', to_status: 'processing-return', note: 'Bitte Größe 43.', visible: 1,
    });
    const [told] = await mailsTo(env.CONTACT_EMAIL ?? 'asiakaspalvelu@kaira.fi').then((mails) => mails.filter((mail) => mail.body_text.includes(filed.caseNumber)));
    expect(told).toMatchObject({ kind: 'case_answer' });
    expect(told.body_text).toContain('Bitte Größe 43.');
    expect(told.body_text).toContain(`/staff/cases/${filed.caseNumber}/`);

    const answeredView = await answered<CustomerCaseResponse>(await callApi(`/service-cases/${token}/`), 200);
    expect(answeredView.question).toBeNull();
    const again = await answered<{ error: { code: string } }>(await callApi(`/service-cases/${token}/answer/`, { answer: 'Noch einmal.' }), 409);
    expect(again.error.code).toBe('not_waiting');
  });

  it('asks through a move to more_info-return only with the question', async () => {
    const filed = await insertCase();
    const refused = await answered<{ error: { fields: Record<string, string> } }>(await move(filed.caseNumber, { status: 'more_info-return' }), 400);
    expect(refused.error.fields.note).toBe('Write the question to the customer.');
    await answered(await move(filed.caseNumber, { status: 'more_info-return', note: 'Is the box unopened?' }), 200);
    expect((await caseEvents(filed.id)).at(-1)).toMatchObject({ action: 'question', note: 'Is the box unopened?', visible: 1 });
  });

  it('keeps a staff comment from the customer: not in their answer, not mailed', async () => {
    const filed = await insertCase();
    await answered(await staffCall(`/api/staff/cases/${filed.caseNumber}/comment/`, { method: 'POST', body: { note: 'Customer called twice; be kind.' } }), 200);
    expect((await caseEvents(filed.id)).at(-1)).toMatchObject({ action: 'comment', visible: 0, note: 'Customer called twice; be kind.' });
    expect(await mailsTo(filed.email)).toHaveLength(0);
    const view = await callApi(`/service-cases/${filed.token}/`);
    expect(view.status).toBe(200);
    const text = await view.text();
    expect(text).not.toContain('Customer called twice');
    expect(text).not.toContain('@example.com","action":"comment');
    expect((JSON.parse(text) as CustomerCaseResponse).events.map((event) => event.action)).toEqual(['created']);
  });

  it('shows the customer the shop, never a staff member\'s address, as who changed their case', async () => {
    const filed = await insertCase();
    await answered(await move(filed.caseNumber, { status: 'processing-return', note: 'On it.' }), 200);
    const view = await answered<CustomerCaseResponse>(await callApi(`/service-cases/${filed.token}/`), 200);
    expect(view.events.map((event) => [event.actor, event.action, event.to_status, event.note])).toEqual([
      ['customer', 'created', 'new-return', ''], ['shop', 'status', 'processing-return', 'On it.'],
    ]);
    expect(JSON.stringify(view)).not.toMatch(/staff\.[^"]*@example\.com/);
  });

  it('refuses an empty comment or question with the field\'s message', async () => {
    const filed = await insertCase();
    for (const action of ['comment', 'question']) {
      const body = await answered<{ error: { fields: Record<string, string> } }>(await staffCall(`/api/staff/cases/${filed.caseNumber}/${action}/?lang=en`, { method: 'POST', body: { note: '   ' } }), 400);
      expect(body.error.fields.note).toBe('This is a required field.');
    }
    expect(await caseEvents(filed.id)).toHaveLength(1);
  });
});

describe('a status change and its mail are one write (issue 16 item 3)', () => {
  beforeAll(setUpCheckout);

  it('keeps the status mail in the outbox when the Queue send fails after the move, and the retry job hands it to the Queue', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const filed = await insertCase({ language: 'en' });
    const failingQueue = { send: async () => { throw new Error('queue down'); }, sendBatch: async () => { throw new Error('queue down'); } };
    const context = { env: { ...env, OUTBOX: failingQueue as never }, now: new Date(), settings: shopSettings(env) };
    expect(await moveCase(context, filed.caseNumber, { status: 'processing-return', note: 'Received.' }, 'staff@example.com')).toEqual({ kind: 'done', status: 'processing-return' });
    expect(await caseStatus(filed.id)).toBe('processing-return');
    const [mail] = await mailsTo(filed.email);
    expect(mail).toMatchObject({ kind: 'case_status', sent_at: null });
    expect(mail.body_text).toContain('Received.');
    expect(errors.mock.calls.some((call) => String(call[0]).includes('Outbox queue send failed'))).toBe(true);

    const queued: number[] = [];
    const queue = { send: async () => {}, sendBatch: async (messages: Array<{ body: { emailId: number } }>) => { queued.push(...messages.map((message) => message.body.emailId)); } };
    await retryOutbox({ ...env, OUTBOX: queue as never }, new Date(Date.now() + 11 * 60_000));
    expect(queued).toContain(mail.id);
    errors.mockRestore();
    logs.mockRestore();
  });

  it('writes no mail when the case moved since it was read, and the mail with the move when it did not', async () => {
    const filed = await insertCase({ status: 'processing-return' });
    const now = new Date();
    const mail = { kind: 'case_status', to: filed.email, language: 'en', subject: 'Your return', text: 'Moved.', html: '<p>Moved.</p>' };
    const statements = (from: 'new-return' | 'processing-return') => [
      moveCaseStatement(env.DB, { caseId: filed.id, from, to: 'processed-return', now: now.toISOString() }),
      deskEventStatement(env.DB, { subject: 'case', subjectId: filed.id, actor: 'staff@example.com', action: 'status', fromStatus: from, toStatus: 'processed-return' }, now),
    ];
    expect(await runCaseBatchWithMail(env.DB, statements('new-return'), mail, now)).toBeNull();
    expect(await mailsTo(filed.email)).toHaveLength(0);
    expect(await caseStatus(filed.id)).toBe('processing-return');
    const id = await runCaseBatchWithMail(env.DB, statements('processing-return'), mail, now);
    expect((await mailsTo(filed.email)).map((row) => row.id)).toEqual([id]);
    expect(await caseStatus(filed.id)).toBe('processed-return');
  });

  it('puts an exchange\'s reserved replacements back in stock when staff reject the return, and leaves a received one shipped', async () => {
    await setStock(CHECKOUT.polesVariant, { 20: 3 });
    const order = await insertOrder();
    const filed = await insertCase({ orderId: order.id, rows: [
      { orderPosition: 0, amount: 2, action: 'exchange', exchangeVariantId: CHECKOUT.polesVariant, reserveStoreId: 20 },
      { orderPosition: 0, amount: 1, action: 'exchange', exchangeVariantId: CHECKOUT.polesVariant, reserveStoreId: 20 },
      { orderPosition: 0, amount: 1, action: 'return' },
    ] });
    await env.DB.prepare('UPDATE service_case_rows SET received_at = ?2 WHERE case_id = ?1 AND position = 1').bind(filed.id, new Date().toISOString()).run();
    await answered(await move(filed.caseNumber, { status: 'rejected-return', note: 'Outside the return window.' }), 200);
    expect(await caseStatus(filed.id)).toBe('rejected-return');
    expect((await stockOf(CHECKOUT.polesVariant))[20]).toBe(5);
    const rows = await env.DB.prepare('SELECT position, released_at FROM service_case_rows WHERE case_id = ?1 ORDER BY position').bind(filed.id)
      .all<{ position: number; released_at: string | null }>();
    expect(rows.results.map((row) => row.released_at !== null)).toEqual([true, false, false]);
    expect((await caseEvents(filed.id)).map((event) => event.action)).toEqual(['created', 'status', 'released']);
    expect(await mailsTo(filed.email)).toHaveLength(1);
  });

  it('releases nothing when the case moves elsewhere than rejected', async () => {
    await setStock(CHECKOUT.polesVariant, { 20: 3 });
    const order = await insertOrder();
    const filed = await insertCase({ orderId: order.id, rows: [{ orderPosition: 0, amount: 2, action: 'exchange', exchangeVariantId: CHECKOUT.polesVariant, reserveStoreId: 20 }] });
    await answered(await move(filed.caseNumber, { status: 'processed-return' }), 200);
    expect((await stockOf(CHECKOUT.polesVariant))[20]).toBe(3);
    expect((await caseEvents(filed.id)).map((event) => event.action)).toEqual(['created', 'status']);
  });
});
