import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderActionResponse, StaffOrderListResponse } from '../../shared/types/order-desk.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { mailsTo } from './account-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { eventsOf, paidOrder, setOrderStatus } from './order-desk-helpers.ts';
import { stockOf, storedOrder } from './order-helpers.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';
import { answered, sessionCookie, staffCall, type Caller } from './staff-helpers.ts';

beforeAll(setUpCheckout);

const base = (number: string) => `/api/staff/orders/${number}/`;
const act = (number: string, action: string, body: unknown, as: Caller = 'staff', headers: Record<string, string> = {}) =>
  staffCall(`${base(number)}${action}/?lang=en`, { method: 'POST', body, as, headers });
const statusMails = async (email: string) => (await mailsTo(email)).filter((mail) => mail.kind === 'order_status');
const stored = (number: string) => storedOrder(number) as Promise<Awaited<ReturnType<typeof storedOrder>> & { shipped_at: string | null; delivered_at: string | null }>;

describe('who may use the order desk', () => {
  it('answers 403 to guests and customers on every call, and changes nothing', async () => {
    const order = await paidOrder();
    for (const as of ['guest', 'customer'] as const) {
      expect((await staffCall('/api/staff/orders/', { as })).status).toBe(403);
      expect((await staffCall(base(order.number), { as })).status).toBe(403);
      expect((await act(order.number, 'status', { status: 'shipped' }, as)).status).toBe(403);
      expect((await act(order.number, 'tracking', { code: 'JJFI123456' }, as)).status).toBe(403);
      expect((await act(order.number, 'cancel', { refund: true }, as)).status).toBe(403);
    }
    expect((await stored(order.number)).status).toBe('processing');
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it('refuses a staff change sent from another site', async () => {
    const order = await paidOrder();
    expect((await act(order.number, 'status', { status: 'shipped' }, 'staff', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await stored(order.number)).status).toBe('processing');
  });
});

describe('moving an order', () => {
  it('moves through fulfilment with a mail in the order\'s language each time, and shipped and delivered set their dates', async () => {
    const order = await paidOrder('fi');
    const fi = translatorFor('fi');
    const packing = await answered<StaffOrderActionResponse>(await act(order.number, 'status', { status: 'ready_for_packing', note: 'Pakkaamme tänään.' }), 200);
    expect(packing.order.status).toBe('ready_for_packing');
    expect(packing.next_statuses).toContain('shipped');
    await answered(await act(order.number, 'status', { status: 'shipped' }), 200);
    expect((await stored(order.number)).shipped_at).toEqual(expect.any(String));
    expect((await stored(order.number)).delivered_at).toBeNull();
    const delivered = await answered<StaffOrderActionResponse>(await act(order.number, 'status', { status: 'delivered' }), 200);
    expect(delivered.next_statuses).toEqual([]);
    expect((await stored(order.number)).delivered_at).toEqual(expect.any(String));
    const mails = await statusMails(order.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['ready_for_packing', 'shipped', 'delivered'].map((status) =>
      fi('deskMail.order.status.subject', { number: order.number, status: fi(`orderPages.statuses.${status}`) })));
    expect(mails.every((mail) => mail.language === 'fi')).toBe(true);
    expect(mails[0].body_text).toContain('Pakkaamme tänään.');
    expect(mails[0].body_text).toContain('http://localhost/tilauksen-tiedot/');
    const events = await eventsOf(order.id);
    expect(events.map((event) => [event.actor, event.action, event.from_status, event.to_status])).toEqual([
      [expect.stringContaining('@example.com'), 'status', 'processing', 'ready_for_packing'],
      [expect.stringContaining('@example.com'), 'status', 'ready_for_packing', 'shipped'],
      [expect.stringContaining('@example.com'), 'status', 'shipped', 'delivered'],
    ]);
  });

  it('refuses a move the flow does not allow, with the statuses named, and changes nothing', async () => {
    const order = await paidOrder();
    await setOrderStatus(order.id, 'shipped');
    const refused = await answered(await act(order.number, 'status', { status: 'processing' }), 409);
    expect(refused.error).toMatchObject({ code: 'move_not_allowed', message: 'The order cannot move from “Shipped” to “Processing”.' });
    expect((await stored(order.number)).status).toBe('shipped');
    expect(await statusMails(order.email)).toEqual([]);
    const unpaid = await paidOrder();
    await setOrderStatus(unpaid.id, 'awaiting_payment');
    expect((await act(unpaid.number, 'status', { status: 'shipped' })).status).toBe(409);
  });

  it('lets one of two staff members racing from the same status win: one move, one event, one mail', async () => {
    const order = await paidOrder();
    const answers = await Promise.all([act(order.number, 'status', { status: 'ready_for_packing' }), act(order.number, 'status', { status: 'skis_in_installation' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(await statusMails(order.email)).toHaveLength(1);
  });

  it('answers 400 with the field\'s message for an unknown status, and 404 for an unknown order', async () => {
    const order = await paidOrder();
    const bad = await answered(await act(order.number, 'status', { status: 'teleported' }), 400);
    expect(bad.error.fields).toEqual({ status: 'Choose a status.' });
    expect((await act('K00000000', 'status', { status: 'shipped' })).status).toBe(404);
    expect((await staffCall('/api/staff/orders/not-an-order!/')).status).toBe(404);
  });
});

describe('tracking codes', () => {
  it('adds a code with its carrier, mails it to the customer, and takes the same code once', async () => {
    const order = await paidOrder('en');
    const added = await answered<StaffOrderActionResponse>(await act(order.number, 'tracking', { code: ' jjfi 6451 2300 ', carrier: 'Posti' }), 200);
    expect(added.order.tracking_codes).toEqual([{ code: 'JJFI 6451 2300', carrier: 'Posti' }]);
    const [mail] = (await mailsTo(order.email)).filter((entry) => entry.kind === 'order_tracking');
    expect(mail.subject).toBe(`Tracking code for your order ${order.number}`);
    expect(mail.body_text).toContain('Tracking code: JJFI 6451 2300');
    expect(mail.body_text).toContain('Carrier: Posti');
    const again = await answered(await act(order.number, 'tracking', { code: 'JJFI 6451 2300' }), 409);
    expect(again.error.code).toBe('tracking_exists');
    expect((await mailsTo(order.email)).filter((entry) => entry.kind === 'order_tracking')).toHaveLength(1);
  });

  it('refuses a code that is not one, and an order that is cancelled', async () => {
    const order = await paidOrder();
    expect((await answered(await act(order.number, 'tracking', { code: '<script>' }), 400)).error.fields).toEqual({ code: 'Enter the tracking code: 3 to 40 letters and digits.' });
    expect((await answered(await act(order.number, 'tracking', { code: '' }), 400)).error.fields).toEqual({ code: 'This is a required field.' });
    await setOrderStatus(order.id, 'cancelled');
    expect((await answered(await act(order.number, 'tracking', { code: 'JJFI1234' }), 409)).error.code).toBe('not_trackable');
  });
});

describe('cancelling from the desk', () => {
  it('cancels with a refund through the test provider, puts the stock back once, and refuses a second cancel', async () => {
    const order = await paidOrder();
    const cancelled = await answered<StaffOrderActionResponse>(await act(order.number, 'cancel', { refund: true, note: 'Out of stock at the supplier.' }), 200);
    expect(cancelled).toMatchObject({ refund: 'refunded', can_cancel: false, released_at: expect.any(String) });
    expect(cancelled.order.status).toBe('manual_cancellation');
    expect(cancelled.payments[0]).toMatchObject({ provider: 'test', status: 'paid', refunded_at: expect.any(String) });
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2, 20: 1 });
    const again = await answered(await act(order.number, 'cancel', { refund: true }), 409);
    expect(again.error).toMatchObject({ code: 'not_cancellable', message: 'An order with the status “Order cancelled” cannot be cancelled.' });
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2, 20: 1 });
  });

  it('takes a move to manual_cancellation as the cancel with a refund', async () => {
    const order = await paidOrder();
    expect(await answered(await act(order.number, 'status', { status: 'manual_cancellation' }), 200)).toMatchObject({ refund: 'refunded' });
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 2, 20: 1 });
  });

  it('wants refund as true or false', async () => {
    const order = await paidOrder();
    expect((await answered(await act(order.number, 'cancel', { refund: 'yes' }), 400)).error.fields).toEqual({ refund: 'Check this field.' });
    expect((await answered(await act(order.number, 'cancel', {}), 400)).error.fields).toEqual({ refund: 'This is a required field.' });
  });
});

describe('the staff list and an order', () => {
  it('lists newest first and filters by status, store, delivery method and the days placed', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    await setOrderStatus(second.id, 'shipped');
    const all = await answered<StaffOrderListResponse>(await staffCall('/api/staff/orders/?lang=en'), 200);
    const numbers = all.orders.map((row) => row.order_number);
    expect(numbers.indexOf(second.number)).toBeLessThan(numbers.indexOf(first.number));
    expect(all.stores.length).toBeGreaterThan(0);
    expect(all.delivery_methods.map((method) => method.id)).toContain(1);
    const shipped = await answered<StaffOrderListResponse>(await staffCall('/api/staff/orders/?status=shipped'), 200);
    expect(shipped.orders.map((row) => row.order_number)).toContain(second.number);
    expect(shipped.orders.every((row) => row.status === 'shipped')).toBe(true);
    // The poles came from stores 20 and 1; nothing came from store 2.
    expect((await answered<StaffOrderListResponse>(await staffCall('/api/staff/orders/?store=20'), 200)).orders.map((row) => row.order_number)).toContain(first.number);
    expect((await answered<StaffOrderListResponse>(await staffCall('/api/staff/orders/?store=2'), 200)).orders.map((row) => row.order_number)).not.toContain(first.number);
    expect((await answered<StaffOrderListResponse>(await staffCall('/api/staff/orders/?delivery_method=1'), 200)).orders.map((row) => row.order_number)).toContain(first.number);
    expect((await answered<StaffOrderListResponse>(await staffCall('/api/staff/orders/?delivery_method=2'), 200)).orders.map((row) => row.order_number)).not.toContain(first.number);
    await env.DB.prepare(`UPDATE orders SET created_at = '2025-06-10T21:30:00.000Z' WHERE id = ?`).bind(first.id).run();
    // 21:30 UTC on 10 June is 00:30 on 11 June in Finland.
    const day = (from: string, to: string) => staffCall(`/api/staff/orders/?from=${from}&to=${to}`).then((answer) => answered<StaffOrderListResponse>(answer, 200));
    expect((await day('2025-06-11', '2025-06-11')).orders.map((row) => row.order_number)).toEqual([first.number]);
    expect((await day('2025-06-10', '2025-06-10')).orders).toEqual([]);
  });

  it('answers 400 for a filter it cannot read', async () => {
    for (const query of ['status=lost', 'store=abc', 'from=2025-02-30', 'to=yesterday', 'page=0']) {
      expect((await staffCall(`/api/staff/orders/?${query}`)).status, query).toBe(400);
    }
  });

  it('shows an order with its payments, reservations, moves and history', async () => {
    const order = await paidOrder('sv');
    await act(order.number, 'tracking', { code: 'JJFI99887766', carrier: 'Posti' });
    const view = await answered<StaffOrderActionResponse>(await staffCall(base(order.number)), 200);
    expect(view.order).toMatchObject({ order_number: order.number, status: 'processing', language: 'sv', email: order.email });
    expect(view.payments).toEqual([expect.objectContaining({ provider: 'test', status: 'paid', refunded_at: null, needs_refund_at: null })]);
    expect(view.stores.map((store) => [store.id, store.quantity])).toEqual(expect.arrayContaining([[1, 1], [20, 1]]));
    expect(view).toMatchObject({ can_cancel: true, can_track: true, released_at: null, phone: '+358 40 123 4567', customer_id: null });
    expect(view.next_statuses).not.toContain('manual_cancellation');
    expect(view.events.map((event) => event.action)).toEqual(['tracking_code']);
  });
});

describe('the staff pages', () => {
  it('serve a frame with nothing of an order in it, not for search engines, in every language', async () => {
    const order = await paidOrder();
    for (const prefix of ['', '/en', '/sv', '/de', '/fr', '/ru']) {
      for (const path of ['/staff/orders/', `/staff/orders/${order.number}/`]) {
        const page = await fetchShop(`${prefix}${path}`, { headers: await sessionCookie('staff') });
        expect(page.status, `${prefix}${path}`).toBe(200);
        const html = await page.text();
        expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
        expect(html).not.toContain(order.email);
      }
    }
    const detail = await (await fetchShop(`/en/staff/orders/${order.number}/`)).text();
    expect(embeddedPayload(detail).props).toEqual({ orderNumber: order.number });
    expect(detail).toContain(`<title>Order ${order.number}`);
  });

  it('answers 404 for a path that is no order number', async () => {
    expect((await fetchShop('/en/staff/orders/not%20an%20order/')).status).toBe(404);
  });
});
