import { env } from 'cloudflare:workers';
import type { D1Database } from '@cloudflare/workers-types';
import { expect } from 'vitest';
import type { CheckoutRequest } from '../../shared/types/checkout.ts';
import type { CheckoutForm, CreateOrderRequest, CreateOrderResponse } from '../../shared/types/order.ts';
import { app } from '../../worker/app.ts';
import { cart } from './checkout-helpers.ts';

let buyers = 0;
let clients = 0;

/**
 * A client address of its own for each request (10.x.y.z): the shop limits
 * orders per client (decision 017), and a test of something else must not
 * meet the limit. Storage is per test file, so a count per file is enough.
 */
export const nextClient = () => `10.${(++clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;

/** A valid checkout form: home delivery (method 1) to Helsinki, Finland, by a buyer of its own (orders are limited per email too). */
export function form(fields: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    delivery_method: 1, delivery_location: '', first_name: 'Aino', last_name: 'Virtanen', address: 'Mannerheimintie 1',
    postal_code: '00100', city: 'Helsinki', country_code: 'fi', phone: '+358 40 123 4567', email: `aino.${++buyers}@example.fi`, ...fields,
  };
}

export function orderBody(checkout: Partial<CheckoutRequest>, fields: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  return { checkout: cart({ delivery_method: 1, ...checkout }), form: form(), payment_method: 'card', ...fields };
}

/** A POST from a client of its own (nextClient) unless the headers name one. */
export function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return app.fetch(new Request(`http://localhost${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': nextClient(), ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body),
  }), env);
}

export function get(path: string): Promise<Response> {
  return app.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }), env);
}

/** POST /api/orders/ expecting 200. */
export async function placeOrder(body: CreateOrderRequest): Promise<CreateOrderResponse> {
  const response = await post('/api/orders/', body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<CreateOrderResponse>;
}

export interface StoredOrder { id: number; order_number: string; view_token: string; status: string; total_price: number; to_pay: number; products_price: number; released_at: string | null }

export async function storedOrder(orderNumber: string): Promise<StoredOrder> {
  return (await env.DB.prepare('SELECT * FROM orders WHERE order_number = ?').bind(orderNumber).first<StoredOrder>())!;
}

export async function paymentOf(orderNumber: string): Promise<{ id: string; status: string; callback_secret: string; amount: number }> {
  return (await env.DB.prepare('SELECT p.* FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = ?').bind(orderNumber).first())!;
}

/** Stock of a variant per store, as { storeId: quantity }. */
export async function stockOf(variantId: number): Promise<Record<number, number>> {
  const rows = await env.DB.prepare('SELECT store_id, quantity FROM variant_stocks WHERE variant_id = ? ORDER BY store_id').bind(variantId).all<{ store_id: number; quantity: number }>();
  return Object.fromEntries(rows.results.map((row) => [row.store_id, row.quantity]));
}

/** Sets a variant's stock to exactly these stores and quantities. */
export async function setStock(variantId: number, stocks: Record<number, number>): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM variant_stocks WHERE variant_id = ?').bind(variantId),
    ...Object.entries(stocks).map(([storeId, quantity]) => env.DB.prepare('INSERT INTO variant_stocks (variant_id, store_id, quantity) VALUES (?, ?, ?)').bind(variantId, Number(storeId), quantity)),
  ]);
}

/** The test provider's outcome form, as its page posts it. */
export async function payTest(paymentId: string, outcome: 'pay' | 'cancel' | 'fail', secret: string): Promise<Response> {
  const request = new Request(`http://localhost/payments/test/${paymentId}/`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    body: new URLSearchParams({ outcome, secret }).toString(),
  });
  return app.fetch(request, env);
}

/** The database an order's batch runs on: `before` runs just before its first batch, after the engine has priced the cart (a race with another buyer). */
export function racingDb(before: () => Promise<void>): D1Database {
  let done = false;
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === 'batch') {
        return async (statements: Parameters<D1Database['batch']>[0]) => {
          if (!done) { done = true; await before(); }
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
