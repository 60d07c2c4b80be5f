/**
 * A complaint from an order row (core 3 "can be prefilled from a row"): a
 * logged-in customer's own order fills the form, another's is not found,
 * and a complaint about an order row takes the row's figures from the order.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReclamationPrefill } from '../../shared/types/reclamation.ts';
import { callApi, loggedInCustomer } from './account-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { complaintForm, storeOrder, submitComplaint } from './reclamation-helpers.ts';

const JACKET = { modelId: 300, variantId: 3000, name: 'Jacket en', variantText: 'Red, M', amount: 2, unitPrice: 100 };
const POLES = { modelId: 303, variantId: 3030, name: 'Poles en', variantText: 'M', amount: 1, unitPrice: 50 };

let customer: { email: string; token: string; id: number };
let own = '';

beforeAll(async () => {
  await setUpCheckout();
  customer = await loggedInCustomer();
  // 250 euros of products, 25 off: each row gives a tenth of its total.
  own = await storeOrder({ email: 'placed.with@example.com', customerId: customer.id }, [JACKET, POLES], 25);
});

describe('GET /api/reclamations/order/', () => {
  it('answers 401 without a session', async () => {
    const response = await callApi(`/reclamations/order/?order=${own}`);
    expect(response.status).toBe(401);
  });

  it('fills the form from the customer\'s own order: contact, order date, and per row the brand, model, colour, size, price and discounts', async () => {
    const response = await callApi(`/reclamations/order/?order=${own.toLowerCase()}`, undefined, { token: customer.token });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const prefill = await response.json<ReclamationPrefill>();
    expect(prefill).toEqual({
      order_number: own,
      order_date: '2026-10-01',
      customer: { name: 'Aino Virtanen', email: 'placed.with@example.com', phone: '+358 40 123 4567', address: 'Mannerheimintie 1', post_number: '00100', city: 'Helsinki' },
      rows: [
        { position: 0, label: 'Jacket en, Red, M', manufacturer: 'Norrvik', model: 'Jacket en', color: 'Red en', size: 'M', price: '100.00', unit_discount: '10.00', calculated_discount: '20.00' },
        { position: 1, label: 'Poles en, M', manufacturer: 'Norrvik', model: 'Poles en', color: '', size: 'M', price: '50.00', unit_discount: '5.00', calculated_discount: '5.00' },
      ],
    });
  });

  it('finds nothing of another customer\'s order (404 with cat 8\'s message), however the number is written', async () => {
    const stranger = await storeOrder({ email: 'someone.else@example.com' }, [JACKET]);
    const response = await callApi(`/reclamations/order/?order=${stranger}`, undefined, { token: customer.token });
    expect(response.status).toBe(404);
    expect((await response.json<{ error: { message: string } }>()).error.message).toBe('Order not found. Check the order number.');
    expect((await callApi('/reclamations/order/?order=%27%20OR%201%3D1', undefined, { token: customer.token })).status).toBe(400);
  });
});

describe('a complaint about an order row', () => {
  it('names the order and takes the row\'s price and discounts from it, not from the form', async () => {
    const form = complaintForm({ target: 1 }, {
      email: customer.email, orderNumber: own, rowId: '0', price: '1', unitDiscount: '99.00', calculatedDiscount: '99.00', orderDate: '2020-01-01',
    });
    const response = await submitComplaint(form, { token: customer.token });
    expect(response.status, await response.clone().text()).toBe(200);
    const { case_number } = await response.json<{ case_number: string }>();
    const stored = await env.DB.prepare('SELECT id, order_id, customer_id, details FROM service_cases WHERE case_number = ?1').bind(case_number)
      .first<{ id: number; order_id: number; customer_id: number; details: string }>();
    expect(stored!.order_id).toBe((await env.DB.prepare('SELECT id FROM orders WHERE order_number = ?1').bind(own).first<number>('id')));
    expect(stored!.customer_id).toBe(customer.id);
    expect(JSON.parse(stored!.details)).toMatchObject({ orderNumber: own, rowId: 0, price: 100, unitDiscount: 10, calculatedDiscount: 20, orderDate: '2026-10-01' });
    const row = await env.DB.prepare('SELECT order_position, variant_id FROM service_case_rows WHERE case_id = ?1').bind(stored!.id).first();
    expect(row).toEqual({ order_position: 0, variant_id: 3000 });
  });

  it('names a guest\'s order by its number and the buyer\'s email, and drops a stranger\'s row figures', async () => {
    const guestOrder = await storeOrder({ email: 'guest.buyer@example.com' }, [POLES]);
    const mine = await submitComplaint(complaintForm({ target: 1 }, { email: 'guest.buyer@example.com', orderNumber: guestOrder, rowId: '0' }));
    const mineCase = await env.DB.prepare('SELECT order_id, details FROM service_cases WHERE case_number = ?1')
      .bind((await mine.json<{ case_number: string }>()).case_number).first<{ order_id: number | null; details: string }>();
    expect(mineCase!.order_id).not.toBeNull();
    expect(JSON.parse(mineCase!.details)).toMatchObject({ rowId: 0, price: 50 });
    const stranger = await submitComplaint(complaintForm({ target: 1 }, { orderNumber: guestOrder, rowId: '0', unitDiscount: '30.00' }));
    const strangerCase = await env.DB.prepare('SELECT order_id, details FROM service_cases WHERE case_number = ?1')
      .bind((await stranger.json<{ case_number: string }>()).case_number).first<{ order_id: number | null; details: string }>();
    expect(strangerCase!.order_id).toBeNull();
    expect(JSON.parse(strangerCase!.details)).toMatchObject({ rowId: null, unitDiscount: null, price: 129.9, orderNumber: guestOrder });
  });
});
