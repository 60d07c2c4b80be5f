import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { StaffCaseResponse } from '../../shared/types/case-desk.ts';
import { mailsTo } from './account-helpers.ts';
import { caseEvents, insertCase, insertOrder } from './case-helpers.ts';
import { answered, staffCall } from './staff-helpers.ts';

const refund = (caseNumber: string, amount: unknown) => staffCall(`/api/staff/cases/${caseNumber}/refund/?lang=en`, { method: 'POST', body: { amount } });
const received = (caseNumber: string, position: unknown) => staffCall(`/api/staff/cases/${caseNumber}/received/?lang=en`, { method: 'POST', body: { position } });
const refunded = async (id: number) => env.DB.prepare('SELECT refund_amount, refunded_at FROM service_cases WHERE id = ?1').bind(id).first<{ refund_amount: number | null; refunded_at: string | null }>();

/** A paid order of two boots at 60 € (and delivery) and a return of one of them: 60 € may be refunded. */
async function returnOfOneBoot() {
  const order = await insertOrder({ rows: [{ name: 'Hiking boot', amount: 2, unitPrice: 60 }] });
  return { order, filed: await insertCase({ orderId: order.id, rows: [{ orderPosition: 0, amount: 1 }] }) };
}

describe('refunds on the case desk (issue 16 item 3)', () => {
  it('records refunds up to what was paid for the case\'s rows, and refuses a cent more with the bound on the field', async () => {
    const { filed } = await returnOfOneBoot();
    const over = await answered<{ error: { fields: Record<string, string> } }>(await refund(filed.caseNumber, 60.01), 400);
    expect(over.error.fields.amount).toMatch(/^At most 60\s€ can be refunded for this case\.$/);
    expect(await refunded(filed.id)).toEqual({ refund_amount: null, refunded_at: null });

    expect(await answered(await refund(filed.caseNumber, '20,50'), 200)).toEqual({ ok: true, status: 'new-return' });
    expect(await answered(await refund(filed.caseNumber, 39.5), 200)).toMatchObject({ ok: true });
    expect((await refunded(filed.id))?.refund_amount).toBe(60);
    expect((await refunded(filed.id))?.refunded_at).not.toBeNull();
    const spent = await answered<{ error: { fields: Record<string, string> } }>(await refund(filed.caseNumber, 0.01), 400);
    expect(spent.error.fields.amount).toMatch(/^At most 0\s€ can be refunded for this case\.$/);

    const refunds = (await caseEvents(filed.id)).filter((event) => event.action === 'refund');
    expect(refunds.map((event) => [event.note, event.visible])).toEqual([['20.50 EUR', 0], ['39.50 EUR', 0]]);
    expect(await mailsTo(filed.email)).toHaveLength(0);
    const view = await answered<StaffCaseResponse>(await staffCall(`/api/staff/cases/${filed.caseNumber}/`), 200);
    expect(view).toMatchObject({ refund_amount: 60, refundable: 0 });
  });

  it('counts what other cases of the order had back against the order\'s total', async () => {
    const order = await insertOrder({ rows: [{ name: 'Tent', amount: 1, unitPrice: 100 }], delivery: 0 });
    const first = await insertCase({ kind: 'complaint', orderId: order.id, rows: [{ orderPosition: 0, amount: 1, action: 'complaint' }] });
    const second = await insertCase({ kind: 'complaint', orderId: order.id, rows: [{ orderPosition: 0, amount: 1, action: 'complaint' }] });
    await answered(await refund(first.caseNumber, 80), 200);
    const over = await answered<{ error: { fields: Record<string, string> } }>(await refund(second.caseNumber, 20.01), 400);
    expect(over.error.fields.amount).toMatch(/^At most 20\s€ can be refunded for this case\.$/);
    await answered(await refund(second.caseNumber, 20), 200);
  });

  it('refunds one of two refunds sent at once when only one fits', async () => {
    const { filed } = await returnOfOneBoot();
    const answers = await Promise.all([refund(filed.caseNumber, 60), refund(filed.caseNumber, 60)]);
    // The loser read either before the winner wrote (409 changed) or after it (400: nothing left to refund).
    const [first, second] = answers.map((answer) => answer.status).sort();
    expect(first).toBe(200);
    expect([400, 409]).toContain(second);
    expect((await refunded(filed.id))?.refund_amount).toBe(60);
    expect((await caseEvents(filed.id)).filter((event) => event.action === 'refund')).toHaveLength(1);
  });

  it.each([[0], [-5], ['12,345'], ['abc'], [100_001], [''], [null]])('refuses the amount %j with 400 on the field', async (amount) => {
    const { filed } = await returnOfOneBoot();
    const body = await answered<{ error: { fields: Record<string, string> } }>(await refund(filed.caseNumber, amount), 400);
    expect(body.error.fields.amount).toBeTruthy();
    expect((await refunded(filed.id))?.refund_amount).toBeNull();
  });

  it('refuses a refund where nothing was paid: an unpaid order, or a complaint without a web order', async () => {
    const unpaid = await insertOrder({ status: 'awaiting_payment' });
    const onUnpaid = await insertCase({ orderId: unpaid.id, rows: [{ orderPosition: 0, amount: 1 }] });
    const storePurchase = await insertCase({ kind: 'complaint' });
    for (const filed of [onUnpaid, storePurchase]) {
      const body = await answered<{ error: { code: string } }>(await refund(filed.caseNumber, 10), 409);
      expect(body.error.code).toBe('no_paid_order');
      expect((await refunded(filed.id))?.refund_amount).toBeNull();
    }
  });
});

describe('goods received at the warehouse (issue 16 item 3, cat 4)', () => {
  it('marks a returned row received once, in the audit trail the customer sees', async () => {
    const { filed } = await returnOfOneBoot();
    expect(await answered(await received(filed.caseNumber, 0), 200)).toEqual({ ok: true, status: 'new-return' });
    const row = await env.DB.prepare('SELECT received_at, amount FROM service_case_rows WHERE case_id = ?1 AND position = 0').bind(filed.id).first<{ received_at: string; amount: number }>();
    expect(row?.received_at).not.toBeNull();
    expect(row?.amount).toBe(1);
    expect((await caseEvents(filed.id)).at(-1)).toMatchObject({ action: 'received', note: 'Hiking boot, Black, 42 × 1', visible: 1 });
    const again = await answered<{ error: { code: string } }>(await received(filed.caseNumber, 0), 409);
    expect(again.error.code).toBe('received_already');
    expect((await caseEvents(filed.id)).filter((event) => event.action === 'received')).toHaveLength(1);
  });

  it('ships an exchange\'s replacement once its return is received, and says so in the audit trail', async () => {
    const order = await insertOrder();
    const filed = await insertCase({ orderId: order.id, rows: [{ orderPosition: 0, amount: 1, action: 'exchange', reserveStoreId: null }] });
    await answered(await received(filed.caseNumber, 0), 200);
    expect((await caseEvents(filed.id)).slice(-2).map((event) => [event.action, event.visible])).toEqual([['received', 1], ['exchange_shipped', 1]]);
  });

  it('answers 400 on the field for a row the case does not have', async () => {
    const { filed } = await returnOfOneBoot();
    const body = await answered<{ error: { fields: Record<string, string> } }>(await received(filed.caseNumber, 5), 400);
    expect(body.error.fields.position).toBe('Not a row of this case.');
    const bad = await answered<{ error: { fields: Record<string, string> } }>(await received(filed.caseNumber, 'first'), 400);
    expect(bad.error.fields.position).toBeTruthy();
  });
});
