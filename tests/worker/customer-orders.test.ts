/**
 * Issue 15, the account area's order history: GET /api/customer/orders/
 * answers the session customer's own orders and the guest orders of the
 * account's address, never another customer's, newest first.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CustomerOrdersResponse } from '../../shared/types/account.ts';
import { callApi, loggedInCustomer, newAddress } from './account-helpers.ts';

let orders = 0;

interface TestOrder {
  email: string;
  customerId?: number | null;
  createdAt: string;
  totalPrice?: number;
  status?: string;
  currency?: { code: string; rate: number; format: string };
}

/** Writes an order as the checkout would have (only what the history reads matters here); answers its number and view token. */
async function storeOrder({ email, customerId = null, createdAt, totalPrice = 100, status = 'processing', currency = { code: 'eur', rate: 1, format: '# €' } }: TestOrder) {
  const number = `KH${String(++orders).padStart(7, '0')}`;
  const token = `history-token-${number}-0123456789abcdef`;
  await env.DB.prepare(`INSERT INTO orders (order_number, view_token, status, language, country_code, email, first_name, last_name, address, postal_code, city,
      phone, products_price, total_price, to_pay, payment_method, provider, created_at, updated_at, customer_id, display_currency, display_rate, display_format)
    VALUES (?1, ?2, ?3, 'en', 'fi', ?4, 'Aino', 'Virtanen', 'Mannerheimintie 1', '00100', 'Helsinki', '+358 40 123 4567', ?5, ?5, ?5, 'card', 'test', ?6, ?6, ?7, ?8, ?9, ?10)`)
    .bind(number, token, status, email, totalPrice, createdAt, customerId, currency.code, currency.rate, currency.format).run();
  return { number, token };
}

async function history(token: string, lang = 'en'): Promise<CustomerOrdersResponse> {
  const response = await callApi('/customer/orders/', undefined, { token, lang });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toContain('no-store');
  return response.json<CustomerOrdersResponse>();
}

describe('GET /api/customer/orders/', () => {
  it('answers 401 not_logged_in without a session', async () => {
    const response = await callApi('/customer/orders/');
    expect(response.status).toBe(401);
    expect((await response.json<{ error: { code: string } }>()).error.code).toBe('not_logged_in');
  });

  it('lists the account\'s own orders and its address\'s guest orders, newest first', async () => {
    const customer = await loggedInCustomer();
    const own = await storeOrder({ email: 'someone.else@example.com', customerId: customer.id, createdAt: '2025-03-01T10:00:00.000Z' });
    const guest = await storeOrder({ email: customer.email.toUpperCase(), createdAt: '2025-04-01T10:00:00.000Z', status: 'shipped' });
    const { orders: rows } = await history(customer.token);
    expect(rows.map((row) => row.order_number)).toEqual([guest.number, own.number]);
    expect(rows[0]).toEqual({
      order_number: guest.number, status: 'shipped', created_at: '2025-04-01T10:00:00.000Z', total_text: '100\u00a0€',
      path: `/en/order/payment_ok/${guest.number}/${guest.token}/`,
    });
  });

  it('never lists another customer\'s orders, even those placed with this account\'s address', async () => {
    const customer = await loggedInCustomer();
    const other = await loggedInCustomer();
    await storeOrder({ email: customer.email, customerId: other.id, createdAt: '2025-05-01T10:00:00.000Z' });
    await storeOrder({ email: other.email, customerId: other.id, createdAt: '2025-05-02T10:00:00.000Z' });
    await storeOrder({ email: newAddress('guest'), createdAt: '2025-05-03T10:00:00.000Z' });
    expect((await history(customer.token)).orders).toEqual([]);
    expect((await history(other.token)).orders).toHaveLength(2);
  });

  it('shows each total in the currency the order was shown in and links the order in the request\'s language', async () => {
    const customer = await loggedInCustomer();
    const order = await storeOrder({
      email: customer.email, customerId: customer.id, createdAt: '2025-06-01T10:00:00.000Z', totalPrice: 100,
      currency: { code: 'sek', rate: 11.5, format: '# kr' },
    });
    const [row] = (await history(customer.token, 'fi')).orders;
    expect(row.total_text).toBe('1\u00a0150\u00a0kr');
    // localhost serves Finnish without a prefix (prefix_except_default), with the Finnish segments.
    expect(row.path).toBe(`/tilaus/maksu-onnistui/${order.number}/${order.token}/`);
  });

  it('answers at most 100 orders', async () => {
    const customer = await loggedInCustomer();
    for (let day = 0; day < 101; day += 1) {
      await storeOrder({ email: customer.email, customerId: customer.id, createdAt: new Date(Date.UTC(2024, 0, 1 + day)).toISOString() });
    }
    const { orders: rows } = await history(customer.token);
    expect(rows).toHaveLength(100);
    expect(rows[0].created_at).toBe(new Date(Date.UTC(2024, 0, 101)).toISOString());
  });
});
