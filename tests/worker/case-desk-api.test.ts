import { describe, expect, it } from 'vitest';
import type { StaffCaseListResponse, StaffCaseResponse } from '../../shared/types/case-desk.ts';
import { caseEvents, ensureStore, insertCase, insertOrder } from './case-helpers.ts';
import { answered, staffCall, type Caller } from './staff-helpers.ts';

const days = (n: number) => new Date(Date.UTC(2030, 0, 1 + n)).toISOString();

describe('the staff case desk API (issue 16 item 3)', () => {
  it.each<Caller>(['guest', 'customer'])('refuses a %s every staff call with 403 and changes nothing', async (as) => {
    const filed = await insertCase();
    expect((await staffCall('/api/staff/cases/?kind=return', { as })).status).toBe(403);
    expect((await staffCall(`/api/staff/cases/${filed.caseNumber}/`, { as })).status).toBe(403);
    for (const [action, body] of [['status', { status: 'processed-return' }], ['comment', { note: 'x' }], ['question', { note: 'x' }], ['refund', { amount: 1 }], ['received', { position: 0 }]] as const) {
      const response = await staffCall(`/api/staff/cases/${filed.caseNumber}/${action}/`, { method: 'POST', body, as });
      expect(response.status, action).toBe(403);
      expect(response.headers.get('cache-control')).toContain('no-store');
    }
    expect(await caseEvents(filed.id)).toHaveLength(1);
  });

  it('lists returns newest first, filtered by status and store, with the order number and store name', async () => {
    await ensureStore(9101, 'Oulu Valkea');
    await ensureStore(9102, 'Turku Hansa');
    const order = await insertOrder();
    const older = await insertCase({ storeId: 9101, createdAt: days(1), orderId: order.id });
    const newer = await insertCase({ storeId: 9101, createdAt: days(2) });
    const elsewhere = await insertCase({ storeId: 9102, createdAt: days(3) });
    const processed = await insertCase({ storeId: 9101, createdAt: days(4), status: 'processed-return' });
    const complaint = await insertCase({ kind: 'complaint', storeId: 9101, createdAt: days(5) });

    const list = await answered<StaffCaseListResponse>(await staffCall('/api/staff/cases/?kind=return&status=new-return&store=9101'), 200);
    const numbers = list.cases.map((row) => row.case_number);
    expect(numbers.indexOf(newer.caseNumber)).toBeLessThan(numbers.indexOf(older.caseNumber));
    expect(numbers).not.toContain(elsewhere.caseNumber);
    expect(numbers).not.toContain(processed.caseNumber);
    expect(numbers).not.toContain(complaint.caseNumber);
    const row = list.cases.find((entry) => entry.case_number === older.caseNumber)!;
    expect(row).toMatchObject({ kind: 'return', status: 'new-return', order_number: order.orderNumber, store_id: 9101, store_name: 'Oulu Valkea', customer_name: 'Aino Virtanen' });
    expect(list.stores).toEqual(expect.arrayContaining([{ id: 9101, name: 'Oulu Valkea' }, { id: 9102, name: 'Turku Hansa' }]));

    const complaints = await answered<StaffCaseListResponse>(await staffCall('/api/staff/cases/?kind=complaint'), 200);
    expect(complaints.cases.map((entry) => entry.case_number)).toContain(complaint.caseNumber);
    expect(complaints.cases.every((entry) => entry.kind === 'complaint')).toBe(true);
  });

  it('pages a long list 25 at a time', async () => {
    for (let index = 0; index < 27; index++) await insertCase({ storeId: 3, createdAt: days(100 + index) });
    const first = await answered<StaffCaseListResponse>(await staffCall('/api/staff/cases/?kind=return&store=3'), 200);
    const second = await answered<StaffCaseListResponse>(await staffCall('/api/staff/cases/?kind=return&store=3&page=2'), 200);
    expect(first).toMatchObject({ page: 1, pages: 2, total: 27 });
    expect(first.cases).toHaveLength(25);
    expect(second.cases).toHaveLength(2);
    expect(new Set([...first.cases, ...second.cases].map((row) => row.case_number)).size).toBe(27);
  });

  it.each([['kind=letter'], ['kind=return&status=open'], ['kind=return&store=abc'], ['kind=return&page=0'], ['status=new-return']])('answers 400 to the query %s', async (query) => {
    const body = await answered<{ error: { code: string; fields: Record<string, string> } }>(await staffCall(`/api/staff/cases/?${query}`), 400);
    expect(body.error.code).toBe('invalid_query');
  });

  it('shows a case with its rows, what was paid for them, the form, its audit trail and what may be refunded', async () => {
    const order = await insertOrder({ rows: [{ name: 'Hiking boot', amount: 2, unitPrice: 60 }] });
    const filed = await insertCase({ kind: 'complaint', orderId: order.id, details: { complaint: 'The sole came off.', used: true },
      rows: [{ orderPosition: 0, name: 'Hiking boot', amount: 1, action: 'complaint', reason: '' }] });
    const view = await answered<StaffCaseResponse>(await staffCall(`/api/staff/cases/${filed.caseNumber}/?lang=en`), 200);
    expect(view).toMatchObject({
      case_number: filed.caseNumber, kind: 'complaint', status: 'new-return', email: filed.email, refundable: 60,
      order: { order_number: order.orderNumber, total_price: 125.9 }, details: { complaint: 'The sole came off.', used: true },
    });
    expect(view.next_statuses).toEqual(['processing-return', 'more_info-return', 'fixing-return', 'processed-return', 'rejected-return']);
    expect(view.rows).toEqual([expect.objectContaining({ position: 0, name: 'Hiking boot', amount: 1, action: 'complaint', paid: 60, received_at: null })]);
    expect(view.events).toEqual([expect.objectContaining({ actor: 'customer', action: 'created', toStatus: 'new-return' })]);
  });

  it('answers 404 to an unknown or malformed case number', async () => {
    expect((await staffCall('/api/staff/cases/R00000000/')).status).toBe(404);
    expect((await staffCall('/api/staff/cases/not-a-case/')).status).toBe(404);
    expect((await staffCall('/api/staff/cases/R00000000/status/', { method: 'POST', body: { status: 'processed-return' } })).status).toBe(404);
  });

  it('refuses a staff write from another site with 403', async () => {
    const filed = await insertCase();
    const response = await staffCall(`/api/staff/cases/${filed.caseNumber}/comment/`, { method: 'POST', body: { note: 'hi' }, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await caseEvents(filed.id)).toHaveLength(1);
  });
});
