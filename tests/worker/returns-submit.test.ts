/**
 * Issue 16 item 1: POST /api/returns/ writes a return in one batch (the case,
 * its rows, an exchange's replacement reserved, the audit trail's event, the
 * link used, the idempotency key) and mails the confirmation; an exchange to
 * another model, a replacement out of stock, a reused or expired link and a
 * window that has closed are refused with nothing written.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReturnSubmitResponse } from '../../shared/types/returns.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { retryOutbox } from '../../worker/services/orders/outbox-retry.ts';
import { sha256Hex } from '../../worker/services/auth/secret-token.ts';
import { EXCHANGE_HOLD_DAYS } from '../../worker/services/service-desk/release-exchanges.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { lastLinkToken, mailsTo } from './account-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { setStock, stockOf } from './order-helpers.ts';
import { CASE_LINK, type CallOptions, caseEventsOf, caseRowsOf, casesOf, errorOf, JACKET, returnableOrder, returnLinkOf, returnsCall } from './return-helpers.ts';

beforeAll(setUpCheckout);

let keys = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${++keys}-abcdef`;

const returnRow = (fields: Record<string, unknown> = {}) => ({ position: 1, amount: 1, reason: 'changed_mind', action: 'return', ...fields });
const exchangeRow = (variantId: number, fields: Record<string, unknown> = {}) => ({ position: 0, amount: 1, reason: 'too_small', action: 'exchange', exchange_variant_id: variantId, ...fields });

const submit = (body: Record<string, unknown>, lang = 'en', vars?: CallOptions['vars']) => returnsCall('/returns/', body, { lang, vars });
const linkOf = async (orderId: number) => env.DB.prepare('SELECT used_at FROM return_links WHERE order_id = ?1').bind(orderId).first<{ used_at: string | null }>();

describe('POST /api/returns/', () => {
  it('returns one row and exchanges another to a different size in one case, reserving the replacement and mailing the confirmation', async () => {
    const order = await returnableOrder();
    await setStock(JACKET.blue, { 1: 1, 20: 2 });
    const token = await returnLinkOf(order);
    const key = newKey();
    const response = await submit({ token, rows: [exchangeRow(JACKET.blue), returnRow()], idempotency_key: key }, 'fi');
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await response.json<ReturnSubmitResponse>();
    expect(answer.case_number).toMatch(/^R\d{8}$/);
    expect(answer.email).toBe(order.email);
    expect(answer.instructions).toContain('Palautamme rahat alkuperäiselle maksutavalle 1–5 päivän kuluessa siitä, kun palautus on käsitelty.');
    expect(answer.instructions).toContain(translatorFor('fi')('returns.instructions.exchange', { days: EXCHANGE_HOLD_DAYS }));

    const [stored] = await casesOf(order.id);
    expect(stored).toMatchObject({ kind: 'return', case_number: answer.case_number, status: 'new-return', email: order.email, language: 'fi', store_id: 10, site_origin: 'http://localhost' });
    const rows = await caseRowsOf(stored.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ order_position: 0, variant_id: JACKET.ordered, amount: 1, reason: 'too_small', action: 'exchange', exchange_variant_id: JACKET.blue, reserve_store_id: 20, released_at: null });
    expect(rows[1]).toMatchObject({ order_position: 1, variant_id: CHECKOUT.polesVariant, amount: 1, reason: 'changed_mind', action: 'return', exchange_variant_id: null, reserve_store_id: null });
    // The central warehouse gives first; the shop's unit stays.
    expect(await stockOf(JACKET.blue)).toEqual({ 1: 1, 20: 1 });
    expect(await caseEventsOf(stored.id)).toEqual([{ actor: 'customer', action: 'created', from_status: null, to_status: 'new-return', visible: 1 }]);
    expect((await linkOf(order.id))!.used_at).not.toBeNull();

    const [mail] = (await mailsTo(order.email)).filter((entry) => entry.kind === 'return_confirmation');
    expect(mail).toMatchObject({ language: 'fi', subject: `Palautus ${answer.case_number} vastaanotettu – Kaira Outdoor` });
    expect(mail.body_text).toContain(`Kiitos! Olemme kirjanneet palautuksesi ${answer.case_number} tilauksesta ${order.number}:`);
    expect(mail.body_text).toContain('Vaihto, 1 kpl, tilalle');
    expect(mail.body_text).toContain('Palautus, 1 kpl · Muutin mieleni');
    // The case page's link carries a token kept only as its SHA-256.
    const caseToken = await lastLinkToken(order.email, CASE_LINK);
    expect(stored.access_token_hash).toBe(await sha256Hex(caseToken));
  });

  it('writes one case for a double-clicked submit with the same idempotency key, answering the first result again', async () => {
    const order = await returnableOrder();
    const token = await returnLinkOf(order);
    const body = { token, rows: [returnRow()], idempotency_key: newKey() };
    const [first, second] = await Promise.all([submit(body), submit(body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answers = [await first.json<ReturnSubmitResponse>(), await second.json<ReturnSubmitResponse>()];
    expect(answers[0].case_number).toBe(answers[1].case_number);
    expect(await casesOf(order.id)).toHaveLength(1);
    expect((await mailsTo(order.email)).filter((mail) => mail.kind === 'return_confirmation')).toHaveLength(1);
    const third = await submit(body);
    expect((await third.json<ReturnSubmitResponse>()).case_number).toBe(answers[0].case_number);
  });

  it('refuses a link used once already, with nothing written', async () => {
    const order = await returnableOrder();
    const token = await returnLinkOf(order);
    expect((await submit({ token, rows: [returnRow()], idempotency_key: newKey() })).status).toBe(200);
    const again = await submit({ token, rows: [exchangeRow(JACKET.blue)], idempotency_key: newKey() });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ code: 'token_used', message: 'The request has expired: the link no longer works. Request a new one.' });
    expect(await casesOf(order.id)).toHaveLength(1);
  });

  it('refuses a forged or expired link, with nothing written', async () => {
    const order = await returnableOrder();
    const token = await returnLinkOf(order);
    expect(await errorOf(await submit({ token: 'B'.repeat(43), rows: [returnRow()] }))).toMatchObject({ code: 'token_invalid' });
    await env.DB.prepare('UPDATE return_links SET expires_at = ?2 WHERE order_id = ?1').bind(order.id, new Date(Date.now() - 1000).toISOString()).run();
    expect(await errorOf(await submit({ token, rows: [returnRow()] }))).toMatchObject({ code: 'token_expired' });
    expect(await casesOf(order.id)).toEqual([]);
  });

  it('refuses an exchange to another model with a clear message, and nothing changes', async () => {
    const order = await returnableOrder();
    await setStock(CHECKOUT.vuotaAVariant, { 1: 9 });
    const token = await returnLinkOf(order);
    const response = await submit({ token, rows: [returnRow(), exchangeRow(CHECKOUT.vuotaAVariant)], idempotency_key: newKey() });
    expect(response.status).toBe(400);
    const message = 'An exchange is only possible for another size or colour of the same product.';
    expect(await errorOf(response)).toEqual({ code: 'exchange_other_model', message, fields: { 'rows.1.exchange_variant_id': message } });
    expect(await casesOf(order.id)).toEqual([]);
    expect(await stockOf(CHECKOUT.vuotaAVariant)).toEqual({ 1: 9 });
    expect((await linkOf(order.id))!.used_at).toBeNull();
  });

  it('refuses an exchange to a size out of stock, and one priced otherwise, with nothing written', async () => {
    const order = await returnableOrder();
    await setStock(JACKET.sameSize3, {});
    await setStock(JACKET.dearer, { 20: 2 });
    const token = await returnLinkOf(order);
    const soldOut = await submit({ token, rows: [exchangeRow(JACKET.sameSize3)] });
    expect(soldOut.status).toBe(409);
    expect(await errorOf(soldOut)).toMatchObject({ code: 'not_available', fields: { 'rows.0.exchange_variant_id': 'The selected colour or size is not available.' } });
    const dearer = await submit({ token, rows: [exchangeRow(JACKET.dearer)] });
    expect(dearer.status).toBe(400);
    expect(await errorOf(dearer)).toMatchObject({ fields: { 'rows.0.exchange_variant_id': 'An exchange is only possible for a size or colour with the same price.' } });
    expect(await stockOf(JACKET.dearer)).toEqual({ 20: 2 });
    expect(await casesOf(order.id)).toEqual([]);
  });

  it('refuses two exchanges that the store can give only one of, and takes nothing', async () => {
    const order = await returnableOrder();
    await setStock(JACKET.blue, { 20: 1 });
    const token = await returnLinkOf(order);
    const response = await submit({ token, rows: [exchangeRow(JACKET.blue, { amount: 2 })] });
    expect(response.status).toBe(409);
    expect(await stockOf(JACKET.blue)).toEqual({ 20: 1 });
    expect(await casesOf(order.id)).toEqual([]);
  });

  it('asks for a reason and, for an exchange, a size (cat 5), and for no more than is left', async () => {
    const order = await returnableOrder();
    const token = await returnLinkOf(order);
    const missing = await submit({ token, rows: [returnRow({ reason: '' }), exchangeRow(JACKET.blue, { exchange_variant_id: null })] });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields).toEqual({ 'rows.0.reason': 'A return reason must be selected.', 'rows.1.exchange_variant_id': 'A size must be selected.' });
    const tooMany = await submit({ token, rows: [returnRow({ amount: 2 })] });
    expect((await errorOf(tooMany)).fields).toEqual({ 'rows.0.amount': 'At most 1 of this product can be returned.' });
    const none = await submit({ token, rows: [] });
    expect((await errorOf(none)).fields).toEqual({ rows: 'Choose at least one product to return.' });
    expect(await casesOf(order.id)).toEqual([]);
  });

  it('refuses a return once the 100 days are over, though the link is still valid', async () => {
    const order = await returnableOrder();
    const token = await returnLinkOf(order);
    await env.DB.prepare('UPDATE orders SET delivered_at = ?2 WHERE id = ?1').bind(order.id, new Date(Date.now() - 120 * 86_400_000).toISOString()).run();
    const response = await submit({ token, rows: [returnRow()] });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ code: 'return_time_expired', message: 'The order exceeded the 100-day return time.' });
    expect(await casesOf(order.id)).toEqual([]);
  });

  it('returns nothing twice through two links of one order: the second finds it all returned', async () => {
    const order = await returnableOrder();
    const first = await returnLinkOf(order);
    const second = await returnLinkOf(order);
    expect((await submit({ token: first, rows: [returnRow(), returnRow({ position: 0, amount: 2 })] })).status).toBe(200);
    const late = await submit({ token: second, rows: [returnRow()] });
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({ code: 'all_returned', message: 'All products have been returned or reclaimed.' });
    expect(await casesOf(order.id)).toHaveLength(1);
  });

  it('keeps the tracking code of a return from abroad, and drops it from a home one', async () => {
    const abroad = await returnableOrder();
    await env.DB.prepare(`UPDATE orders SET country_code = 'se' WHERE id = ?1`).bind(abroad.id).run();
    expect((await submit({ token: await returnLinkOf(abroad), rows: [returnRow({ tracking_code: 'RR123456789SE' })] })).status).toBe(200);
    expect((await caseRowsOf((await casesOf(abroad.id))[0].id))[0].tracking_code).toBe('RR123456789SE');
    const home = await returnableOrder();
    expect((await submit({ token: await returnLinkOf(home), rows: [returnRow({ tracking_code: 'JJFI123' })] })).status).toBe(200);
    expect((await caseRowsOf((await casesOf(home.id))[0].id))[0].tracking_code).toBe('');
  });

  it('saves the return when the mail cannot be queued, and the outbox sends the confirmation later', async () => {
    const order = await returnableOrder();
    const token = await returnLinkOf(order);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const failingQueue = { send: async () => { throw new Error('queue down'); }, sendBatch: async () => { throw new Error('queue down'); } };
    const response = await submit({ token, rows: [returnRow()], idempotency_key: newKey() }, 'en', { OUTBOX: failingQueue as never });
    expect(response.status).toBe(200);
    expect(await casesOf(order.id)).toHaveLength(1);
    const [mail] = (await mailsTo(order.email)).filter((entry) => entry.kind === 'return_confirmation');
    const row = await env.DB.prepare('SELECT sent_at FROM outbox_emails WHERE id = ?1').bind(mail.id).first<{ sent_at: string | null }>();
    expect(row!.sent_at).toBeNull();
    const queued: number[] = [];
    const queue = { send: async () => {}, sendBatch: async (messages: Array<{ body: { emailId: number } }>) => { queued.push(...messages.map((message) => message.body.emailId)); } };
    await retryOutbox({ ...env, OUTBOX: queue as never }, new Date(Date.now() + 11 * 60_000));
    expect(queued).toContain(mail.id);
    expect(errors.mock.calls.some((call) => String(call[0]).includes('Outbox queue send failed'))).toBe(true);
    errors.mockRestore();
    logs.mockRestore();
  });
});
