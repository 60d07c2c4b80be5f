/**
 * Issue 16 item 4: the order summary of /view-order/, the result page and the
 * account carries the tracking codes, the shipped and delivered dates, the
 * return window (cat 9), whether the customer may still cancel or pack it,
 * and the history the customer may see, without who at the desk made it.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../shared/types/order.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { callApi, loggedInCustomer } from './account-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { setStock } from './order-helpers.ts';
import { markOrder, paidPoleOrder, summaryOf } from './order-tracking-helpers.ts';

beforeAll(async () => {
  await setUpCheckout();
  await setStock(CHECKOUT.polesVariant, { 1: 100 });
});

async function addTrackingCode(orderId: number, code: string, carrier: string, at: string): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('INSERT INTO order_tracking_codes (order_id, code, carrier, created_at) VALUES (?, ?, ?, ?)').bind(orderId, code, carrier, at),
    env.DB.prepare(`INSERT INTO desk_events (subject, subject_id, actor, action, from_status, to_status, note, visible, created_at)
      VALUES ('order', ?1, 'staff@example.com', 'tracking_code', NULL, NULL, ?2, 1, ?3)`).bind(orderId, carrier ? `${code} (${carrier})` : code, at),
  ]);
}

describe('the order summary of order tracking', () => {
  it('offers cancel and pack together for a paid order that has not shipped, with no dates yet', async () => {
    const order = await paidPoleOrder();
    const summary = await summaryOf(order);
    expect(summary).toMatchObject({
      status: 'processing', tracking_codes: [], shipped_at: null, delivered_at: null, return_until: null,
      can_cancel: true, can_pack: true, packed_with: [], history: [],
    });
  });

  it('carries the tracking codes oldest first, the dates, the return window and the visible history without the staff account', async () => {
    const order = await paidPoleOrder();
    await addTrackingCode(order.id, 'JJFI6437 1200 0123', 'Posti', '2025-05-02T08:00:00.000Z');
    await addTrackingCode(order.id, 'AB123', '', '2025-05-02T09:00:00.000Z');
    await markOrder(order.id, 'shipped', { shipped: '2025-05-02T10:00:00.000Z' });
    await env.DB.prepare(`INSERT INTO desk_events (subject, subject_id, actor, action, note, visible, created_at)
      VALUES ('order', ?, 'staff@example.com', 'comment', 'Customer called about the size.', 0, '2025-05-02T11:00:00.000Z')`).bind(order.id).run();
    await markOrder(order.id, 'delivered', { delivered: '2025-05-04T12:00:00.000Z' });
    const summary = await summaryOf(order);
    expect(summary).toMatchObject({
      status: 'delivered', shipped_at: '2025-05-02T10:00:00.000Z', delivered_at: '2025-05-04T12:00:00.000Z',
      // Delivered on 4 May (Helsinki): 100 days later is 12 August, the last day to return (cat 9).
      return_until: '2025-08-12', can_cancel: false, can_pack: false,
      tracking_codes: [{ code: 'JJFI6437 1200 0123', carrier: 'Posti' }, { code: 'AB123', carrier: '' }],
    });
    expect(summary.history).toEqual([
      { at: '2025-05-02T08:00:00.000Z', action: 'tracking_code', status: null, note: 'JJFI6437 1200 0123 (Posti)' },
      { at: '2025-05-02T09:00:00.000Z', action: 'tracking_code', status: null, note: 'AB123' },
      { at: '2025-05-02T10:00:00.000Z', action: 'status', status: 'shipped', note: '' },
      { at: '2025-05-04T12:00:00.000Z', action: 'status', status: 'delivered', note: '' },
    ]);
    expect(JSON.stringify(summary)).not.toContain('staff@example.com');
    expect(JSON.stringify(summary)).not.toContain('Customer called');
  });

  it('answers the same tracking to the lookup by email and order number', async () => {
    const order = await paidPoleOrder();
    await addTrackingCode(order.id, 'LOOKUP1', 'DHL', '2025-05-02T08:00:00.000Z');
    await markOrder(order.id, 'shipped', { shipped: '2025-05-02T10:00:00.000Z' });
    const response = await callApi('/orders/lookup/', { email: order.email.toUpperCase(), order_number: order.number.toLowerCase() });
    expect(response.status).toBe(200);
    expect(await response.json<OrderSummary>()).toMatchObject({
      status: 'shipped', tracking_codes: [{ code: 'LOOKUP1', carrier: 'DHL' }], shipped_at: '2025-05-02T10:00:00.000Z', can_cancel: false,
    });
  });
});

describe('GET /api/customer/orders/{orderNumber}/', () => {
  it('answers one of the account\'s orders in full, and 404 for another customer\'s', async () => {
    const customer = await loggedInCustomer();
    const own = await paidPoleOrder({ email: customer.email });
    const other = await paidPoleOrder();
    const response = await callApi(`/customer/orders/${own.number}/`, undefined, { token: customer.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json<OrderSummary>()).toMatchObject({ order_number: own.number, can_cancel: true, tracking_codes: [] });
    const refused = await callApi(`/customer/orders/${other.number}/`, undefined, { token: customer.token });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(await refused.json())).not.toContain(other.email);
  });

  it('answers 401 without a session', async () => {
    const order = await paidPoleOrder();
    expect((await callApi(`/customer/orders/${order.number}/`)).status).toBe(401);
  });
});
