import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerCaseResponse } from '../../shared/types/case-desk.ts';
import { caseLinkToken } from '../../worker/services/service-desk/case-links.ts';
import { callApi, mailsTo, newClient } from './account-helpers.ts';
import { caseEvents, caseLinkIn, caseStatus, insertCase, insertOrder } from './case-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { setStock, stockOf } from './order-helpers.ts';
import { answered } from './staff-helpers.ts';

const view = (token: string, options: { client?: string; lang?: string } = {}) => callApi(`/service-cases/${token}/`, undefined, options);

describe('the customer\'s case page calls (issue 16 item 3)', () => {
  beforeAll(setUpCheckout);

  it('opens the case by the filing mail\'s token: number, kind, status, rows and the events meant for the customer', async () => {
    const order = await insertOrder();
    const filed = await insertCase({ orderId: order.id, rows: [{ orderPosition: 0, amount: 1, reason: 'too_small' }] });
    const response = await view(filed.token);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = await answered<CustomerCaseResponse>(response, 200);
    expect(body).toMatchObject({
      case_number: filed.caseNumber, kind: 'return', status: 'new-return', order_number: order.orderNumber, question: null, can_withdraw: true, attachments: [],
    });
    expect(body.rows).toEqual([expect.objectContaining({ position: 0, name: 'Hiking boot', amount: 1, reason: 'too_small', action: 'return' })]);
    expect(body.rows[0]).not.toHaveProperty('paid');
  });

  it('opens the case by a later mail\'s signed token, and by nothing forged from it', async () => {
    const filed = await insertCase();
    const other = await insertCase();
    const signed = await caseLinkToken(env.DB, { id: filed.id, caseNumber: filed.caseNumber }, new Date());
    expect((await answered<CustomerCaseResponse>(await view(signed), 200)).case_number).toBe(filed.caseNumber);
    // The same signature naming another case, a changed signature, a token of the right shape that was never made.
    const otherId = `${signed.slice(0, 43)}${other.id.toString(36)}`;
    const changed = `${signed[0] === 'A' ? 'B' : 'A'}${signed.slice(1)}`;
    for (const token of [otherId, changed, 'x'.repeat(43), `${'y'.repeat(43)}1`, 'short', `${filed.token}x`]) {
      const body = await answered<{ error: { code: string; message: string } }>(await view(token), 404);
      expect(body.error.code).toBe('not_found');
      expect(body.error.message).toBe('This link does not open a case. Check that you opened the whole link from our email, or contact customer service.');
    }
  });

  it('opens a case whose id is a large random one, as the forms give, by its signed token', async () => {
    const filed = await insertCase({ id: 2 ** 52 + 12_345 });
    const signed = await caseLinkToken(env.DB, { id: filed.id, caseNumber: filed.caseNumber }, new Date());
    expect(signed).toHaveLength(43 + 11);
    expect((await answered<CustomerCaseResponse>(await view(signed), 200)).case_number).toBe(filed.caseNumber);
  });

  it('limits the token lookups per client: the 61st in ten minutes is a 429', async () => {
    const client = newClient();
    for (let index = 0; index < 60; index++) expect((await view('z'.repeat(43), { client })).status).toBe(404);
    const refused = await view('z'.repeat(43), { client });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await view('z'.repeat(43))).status).toBe(404);
  });

  it('lets the customer withdraw a new return: rejected, the event in their history, and a confirmation mail in their language', async () => {
    const filed = await insertCase({ language: 'fr' });
    expect(await answered(await callApi(`/service-cases/${filed.token}/withdraw/`, {}), 200)).toEqual({ ok: true, status: 'rejected-return' });
    expect(await caseStatus(filed.id)).toBe('rejected-return');
    expect((await caseEvents(filed.id)).at(-1)).toMatchObject({ actor: 'customer', action: 'withdrawn', from_status: 'new-return', to_status: 'rejected-return', visible: 1 });
    const [mail] = await mailsTo(filed.email);
    expect(mail).toMatchObject({ kind: 'case_status', language: 'fr', subject: `Votre retour ${filed.caseNumber} a été retiré` });
    expect(mail.body_text).toContain(`Vous avez retiré votre retour ${filed.caseNumber}.`);
    expect((await answered<CustomerCaseResponse>(await view(caseLinkIn(mail.body_text)), 200)).can_withdraw).toBe(false);
    const again = await answered<{ error: { code: string } }>(await callApi(`/service-cases/${filed.token}/withdraw/`, {}), 409);
    expect(again.error.code).toBe('not_withdrawable');
  });

  it('puts an exchange\'s reserved replacement back on its shelf when the return is withdrawn', async () => {
    await setStock(CHECKOUT.polesVariant, { 20: 3 });
    const order = await insertOrder();
    const filed = await insertCase({ orderId: order.id, rows: [
      { orderPosition: 0, amount: 2, action: 'exchange', exchangeVariantId: CHECKOUT.polesVariant, reserveStoreId: 20 },
      { orderPosition: 0, amount: 1, action: 'return' },
    ] });
    await answered(await callApi(`/service-cases/${filed.token}/withdraw/`, {}), 200);
    expect((await stockOf(CHECKOUT.polesVariant))[20]).toBe(5);
    const row = await env.DB.prepare('SELECT released_at FROM service_case_rows WHERE case_id = ?1 AND position = 0').bind(filed.id).first<{ released_at: string | null }>();
    expect(row?.released_at).not.toBeNull();
    expect((await caseEvents(filed.id)).map((event) => event.action)).toEqual(['created', 'withdrawn', 'released']);
  });

  it.each(['processing-return', 'more_info-return', 'processed-return'] as const)('refuses to withdraw a case that is %s, and nothing changes', async (status) => {
    const filed = await insertCase({ status });
    const body = await answered<{ error: { code: string } }>(await callApi(`/service-cases/${filed.token}/withdraw/`, {}), 409);
    expect(body.error.code).toBe('not_withdrawable');
    expect(await caseStatus(filed.id)).toBe(status);
    expect(await mailsTo(filed.email)).toHaveLength(0);
  });

  it('refuses an answer when no question waits, and an empty answer with the field\'s message', async () => {
    const waiting = await insertCase({ status: 'more_info-return' });
    const empty = await answered<{ error: { fields: Record<string, string> } }>(await callApi(`/service-cases/${waiting.token}/answer/`, { answer: ' ' }), 400);
    expect(empty.error.fields.answer).toBeTruthy();
    expect(await caseStatus(waiting.id)).toBe('more_info-return');
    const idle = await insertCase({ status: 'processing-return' });
    const body = await answered<{ error: { code: string } }>(await callApi(`/service-cases/${idle.token}/answer/`, { answer: 'Hello' }), 409);
    expect(body.error.code).toBe('not_waiting');
  });

  it('refuses the customer\'s writes from another site', async () => {
    const filed = await insertCase({ status: 'more_info-return' });
    const response = await callApi(`/service-cases/${filed.token}/answer/`, { answer: 'Hi' }, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await caseStatus(filed.id)).toBe('more_info-return');
  });
});
