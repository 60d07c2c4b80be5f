/**
 * Helpers of the order tracking tests (issue 16 item 4): paid orders of a
 * buyer of the test's choosing, the desk's marks on them (status, dates,
 * tracking codes, events) written as the order desk writes them, and the
 * customer's calls.
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { CheckoutForm, OrderSummary } from '../../shared/types/order.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { callApi, newAddress } from './account-helpers.ts';
import { row } from './checkout-helpers.ts';
import { form, orderBody, paymentOf, payTest, post, storedOrder } from './order-helpers.ts';

export interface TrackedOrder { id: number; number: string; token: string; email: string }

/** One pole (39.95 €, home delivery) ordered by the buyer of `fields` (an address of its own unless given) and paid with the test provider. */
export async function paidPoleOrder(fields: Partial<CheckoutForm> = {}, extra: { customerToken?: string } = {}): Promise<TrackedOrder> {
  const buyer = form({ email: newAddress('tracking'), ...fields });
  const headers: Record<string, string> = extra.customerToken ? { authorization: `Bearer ${extra.customerToken}`, origin: 'http://localhost' } : {};
  const response = await post('/api/orders/', orderBody({ products: [row(CHECKOUT.polesVariant, 1)] }, { form: buyer }), headers);
  expect(response.status, await response.clone().text()).toBe(200);
  const { order_number: number } = await response.json<{ order_number: string }>();
  const payment = await paymentOf(number);
  expect((await payTest(payment.id, 'pay', payment.callback_secret)).status).toBe(303);
  const stored = await storedOrder(number);
  expect(stored.status).toBe('processing');
  return { id: stored.id, number, token: stored.view_token, email: buyer.email };
}

/** Moves an order as the desk does: its status and dates, with a visible status event. */
export async function markOrder(orderId: number, status: string, dates: { shipped?: string; delivered?: string } = {}): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO desk_events (subject, subject_id, actor, action, from_status, to_status, note, visible, created_at)
      SELECT 'order', id, 'staff@example.com', 'status', status, ?2, '', 1, ?3 FROM orders WHERE id = ?1`).bind(orderId, status, dates.delivered ?? dates.shipped ?? '2025-05-02T08:00:00.000Z'),
    env.DB.prepare('UPDATE orders SET status = ?2, shipped_at = COALESCE(?3, shipped_at), delivered_at = COALESCE(?4, delivered_at) WHERE id = ?1')
      .bind(orderId, status, dates.shipped ?? null, dates.delivered ?? null),
  ]);
}

/** A JSON POST of the customer's order actions, from a client of its own. */
export async function orderAction(path: 'cancel' | 'pack-together', body: unknown, options: { token?: string; lang?: string; client?: string } = {}) {
  const response = await callApi(`/orders/${path}/`, body, options);
  return { status: response.status, body: await response.json<any>() };
}

/** The summary as the view token shows it. */
export async function summaryOf(order: TrackedOrder): Promise<OrderSummary> {
  const response = await callApi(`/orders/${order.number}/?token=${order.token}`);
  expect(response.status).toBe(200);
  return response.json<OrderSummary>();
}

/** What a refused action must leave as it was: the order's row, its events and the stock. */
export async function snapshot(orderIds: number[]): Promise<unknown> {
  const ids = orderIds.join(',');
  const [orders, events, stock] = await env.DB.batch([
    env.DB.prepare(`SELECT id, status, released_at, pack_with_order_id, updated_at FROM orders WHERE id IN (${ids}) ORDER BY id`),
    env.DB.prepare(`SELECT subject_id, action FROM desk_events WHERE subject = 'order' AND subject_id IN (${ids}) ORDER BY id`),
    env.DB.prepare('SELECT store_id, quantity FROM variant_stocks WHERE variant_id = ? ORDER BY store_id').bind(CHECKOUT.polesVariant),
  ]);
  return { orders: orders.results, events: events.results, stock: stock.results };
}
