import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { orderBody, post, setStock, stockOf } from './order-helpers.ts';

beforeAll(setUpCheckout);

const countOrders = (sql: string, ...values: unknown[]) => env.DB.prepare(sql).bind(...values).first<number>('n');

describe('the last unit is sold once (architecture decision 5)', () => {
  it('gives one order to 20 buyers who want the last unit at once, and 409 to the other 19', async () => {
    const sock = CHECKOUT.manyFirstVariant;
    await setStock(sock, { 1: 1 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/orders/', orderBody({ products: [row(sock, 1)] }))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await stockOf(sock)).toEqual({ 1: 0 });
    expect(await countOrders('SELECT COUNT(*) AS n FROM order_rows WHERE variant_id = ?', sock)).toBe(1);
    // A failed batch leaves nothing: no orders, payments or reservations of the losers, no guard rows.
    expect(await countOrders('SELECT COUNT(*) AS n FROM stock_reservations WHERE variant_id = ?', sock)).toBe(1);
    expect(await countOrders('SELECT COUNT(*) AS n FROM order_guards')).toBe(0);
    const losers = await Promise.all(answers.filter((answer) => answer.status === 409).map((answer) => answer.json<any>()));
    expect(losers.every((body) => body.error.code === 'not_orderable')).toBe(true);
  });

  it('leaves nothing of an order whose second row cannot be had, not even the first row\'s units', async () => {
    await setStock(CHECKOUT.manyFirstVariant + 1, { 1: 3 });
    await setStock(CHECKOUT.manyFirstVariant + 2, { 1: 1 });
    const first = post('/api/orders/', orderBody({ products: [row(CHECKOUT.manyFirstVariant + 2, 1)] }));
    const second = post('/api/orders/', orderBody({ products: [row(CHECKOUT.manyFirstVariant + 1, 2), row(CHECKOUT.manyFirstVariant + 2, 1)] }));
    const statuses = (await Promise.all([first, second])).map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const left = await stockOf(CHECKOUT.manyFirstVariant + 1);
    // Either the big order won (3 - 2) or it failed and took nothing (3).
    expect([1, 3]).toContain(left[1]);
    expect(await stockOf(CHECKOUT.manyFirstVariant + 2)).toEqual({ 1: 0 });
  });
});

describe('discount codes and gift cards under concurrency', () => {
  it('uses a code with one use left once, whoever comes second gets 409', async () => {
    await env.DB.prepare(`INSERT INTO discount_codes (id, code, kind, value, min_basket, usage_limit, used_count, is_enabled) VALUES (50, 'LASTONE', 'percent', 10, 0, 5, 4, 1)`).run();
    await setStock(CHECKOUT.manyFirstVariant + 3, { 1: 10 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/orders/', orderBody({ products: [row(CHECKOUT.manyFirstVariant + 3, 1)], discount_codes: ['lastone'] }))));
    expect(answers.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(1);
    expect(await env.DB.prepare('SELECT used_count FROM discount_codes WHERE id = 50').first('used_count')).toBe(5);
    // The losers took no stock either: one unit went.
    expect(await stockOf(CHECKOUT.manyFirstVariant + 3)).toEqual({ 1: 9 });
  });

  it('records the discount on the order and lowers the total (home delivery is no longer free below 99 €)', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const answer = await post('/api/orders/', orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)], discount_codes: ['WELCOME10'] }));
    expect(answer.status).toBe(200);
    const { order_number } = await answer.json<any>();
    const order = await env.DB.prepare('SELECT discount, total_price, discount_code FROM orders WHERE order_number = ?').bind(order_number).first();
    expect(order).toEqual({ discount: 10, total_price: 99.9, discount_code: 'WELCOME10' });
  });

  it('spends a gift card balance once when two orders pay with it at once', async () => {
    await env.DB.prepare(`INSERT INTO gift_cards (id, code, balance, expires_at, is_enabled) VALUES (60, 'RACE-100', 100, NULL, 1)`).run();
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const body = orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)], discount_codes: ['RACE-100'] });
    const answers = await Promise.all([post('/api/orders/', body), post('/api/orders/', body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await env.DB.prepare('SELECT balance FROM gift_cards WHERE id = 60').first('balance')).toBe(0);
  });

  it('takes part of an order from a gift card and leaves the rest to the provider', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const answer = await post('/api/orders/', orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)], discount_codes: ['GIFT-50'] }));
    expect(answer.status).toBe(200);
    const { order_number } = await answer.json<any>();
    const order = await env.DB.prepare('SELECT total_price, gift_card_paid, to_pay FROM orders WHERE order_number = ?').bind(order_number).first();
    expect(order).toEqual({ total_price: 100, gift_card_paid: 50, to_pay: 50 });
    expect(await env.DB.prepare('SELECT balance FROM gift_cards WHERE id = 11').first('balance')).toBe(0);
    expect(await env.DB.prepare('SELECT amount FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_number = ?').bind(order_number).first('amount')).toBe(50);
  });

  it('settles an order paid in full by gift cards at once, without a provider', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 4 });
    const answer = await post('/api/orders/', orderBody({ products: [row(CHECKOUT.polesVariant, 1)], discount_codes: ['GIFT-200'] }));
    expect(answer.status).toBe(200);
    const { order_number, redirect_url } = await answer.json<any>();
    // The order is in English (the cart's language): the English result page with the /en prefix.
    expect(redirect_url).toMatch(new RegExp(`^http://localhost/en/order/payment_ok/${order_number}/[A-Za-z0-9_-]{32}/$`));
    const order = await env.DB.prepare('SELECT status, to_pay FROM orders WHERE order_number = ?').bind(order_number).first();
    expect(order).toEqual({ status: 'processing', to_pay: 0 });
  });
});
