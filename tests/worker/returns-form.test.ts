/**
 * Issue 16 item 1: GET /api/returns/form/?token= opens the order's rows with
 * what each may still return and the sizes and colours it may be exchanged
 * to (same model, same price, in stock); an unknown, expired or used link is
 * "request expired" (cat 8), and an order with nothing left says so.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, RETURN_DAYS, shopDay } from '../../shared/service/return-window.ts';
import type { ReturnFormResponse } from '../../shared/types/returns.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { setStock } from './order-helpers.ts';
import { errorOf, JACKET, returnableOrder, returnLinkOf, returnsCall } from './return-helpers.ts';

beforeAll(setUpCheckout);

const openForm = (token: string, lang = 'en') => returnsCall(`/returns/form/?token=${encodeURIComponent(token)}`, undefined, { lang });

/** A case of the order with `amount` units of order row `position` in the status, written as the desk would keep it. */
async function existingCase(orderId: number, position: number, amount: number, status = 'new-return') {
  const id = Math.floor(Math.random() * 1e9) + 1;
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO service_cases (id, kind, case_number, status, order_id, email, language, access_token_hash, created_at, updated_at)
      VALUES (?1, 'return', ?2, ?3, ?4, 'x@example.com', 'fi', ?5, ?6, ?6)`).bind(id, `R${String(id).padStart(8, '0')}`, status, orderId, `hash-${id}`, new Date().toISOString()),
    env.DB.prepare('INSERT INTO service_case_rows (case_id, position, order_position, amount, reason, action) VALUES (?1, 0, ?2, ?3, \'too_small\', \'return\')').bind(id, position, amount),
  ]);
}

describe('GET /api/returns/form/', () => {
  it('lists each row with what may be returned and the same-priced sizes and colours in stock to exchange to', async () => {
    const deliveredAt = '2030-03-01T10:00:00.000Z';
    const order = await returnableOrder('delivered', new Date().toISOString());
    await env.DB.prepare('UPDATE orders SET delivered_at = ?2 WHERE id = ?1').bind(order.id, deliveredAt).run();
    await setStock(JACKET.blue, { 20: 3 });
    await setStock(JACKET.dearer, { 20: 2 });
    await setStock(JACKET.sameSize3, {});
    const token = await returnLinkOf(order);
    const response = await openForm(token);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const form = await response.json<ReturnFormResponse>();
    expect(form).toMatchObject({ order_number: order.number, last_day: '2030-06-09', abroad: false, email: order.email });
    expect(form.rows.map((row) => [row.position, row.ordered, row.returnable])).toEqual([[0, 2, 2], [1, 1, 1]]);
    // The blue jacket: same model and price, in stock. Not the dearer size 2, not the sold-out size 3, not the ordered one.
    expect(form.rows[0].exchange_options.map((option) => option.variant_id)).toEqual([JACKET.blue]);
    expect(form.rows[1].exchange_options).toEqual([]);
    expect(form.return_place).toEqual({ name: 'Kaira Outdoor returns', address_lines: [], by_post: true });
  });

  it('leaves out what earlier cases took, but not what a rejected case asked for', async () => {
    const order = await returnableOrder();
    await existingCase(order.id, 0, 1);
    await existingCase(order.id, 1, 1, 'rejected-return');
    const form = await (await openForm(await returnLinkOf(order))).json<ReturnFormResponse>();
    expect(form.rows.map((row) => row.returnable)).toEqual([1, 1]);
  });

  it('opens an order that shipped without a delivery date: the window has not started', async () => {
    const order = await returnableOrder('shipped', null);
    const response = await openForm(await returnLinkOf(order));
    expect(response.status).toBe(200);
    expect((await response.json<ReturnFormResponse>()).last_day).toBeNull();
  });

  it('says "request expired" for a forged, an expired and a used link', async () => {
    const message = 'The request has expired: the link no longer works. Request a new one.';
    const forged = await openForm('A'.repeat(43));
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toEqual({ code: 'token_invalid', message, fields: { token: message } });

    const order = await returnableOrder();
    const token = await returnLinkOf(order);
    await env.DB.prepare('UPDATE return_links SET expires_at = ?2 WHERE order_id = ?1').bind(order.id, new Date(Date.now() - 1000).toISOString()).run();
    expect(await errorOf(await openForm(token))).toMatchObject({ code: 'token_expired', message });

    const other = await returnableOrder();
    const used = await returnLinkOf(other);
    await env.DB.prepare('UPDATE return_links SET used_at = ?2 WHERE order_id = ?1').bind(other.id, new Date().toISOString()).run();
    expect(await errorOf(await openForm(used))).toMatchObject({ code: 'token_used', message });
  });

  it('refuses a link that is no token at all with the field\'s message', async () => {
    const response = await openForm('short');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ token: 'Check this field.' });
  });

  it('says "All products have been returned or reclaimed." once every unit is in a case', async () => {
    const order = await returnableOrder();
    const token = await returnLinkOf(order);
    await existingCase(order.id, 0, 2);
    await existingCase(order.id, 1, 1);
    const response = await openForm(token);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: 'all_returned', message: 'All products have been returned or reclaimed.', fields: {} });
  });

  it('closes the form when the 100 days have passed since the link was sent', async () => {
    const order = await returnableOrder();
    const token = await returnLinkOf(order);
    // Delivered at noon on the shop's calendar day 101 days ago: 101 times 24 hours back can still be day 100 in Helsinki late in the evening.
    const delivered = `${addDays(shopDay(new Date()), -(RETURN_DAYS + 1))}T10:00:00.000Z`;
    await env.DB.prepare('UPDATE orders SET delivered_at = ?2 WHERE id = ?1').bind(order.id, delivered).run();
    const response = await openForm(token, 'fi');
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ code: 'return_time_expired', message: 'Tilauksen 100 päivän palautusaika on ylittynyt.' });
  });

  it('names the pickup store as the place of return for an order picked up there', async () => {
    const order = await returnableOrder();
    await env.DB.prepare(`UPDATE orders SET delivery_method_kind = 'store_pickup', delivery_location = 'helsinki' WHERE id = ?1`).bind(order.id).run();
    const form = await (await openForm(await returnLinkOf(order))).json<ReturnFormResponse>();
    expect(form.return_place).toMatchObject({ name: 'Helsinki Kamppi', by_post: false });
  });
});
