import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { orderBody, placeOrder, post, setStock, stockOf, storedOrder } from './order-helpers.ts';

beforeAll(setUpCheckout);

describe('POST /api/orders/ writes the order from the server pricing', () => {
  it('writes the order with totals from D1 and sends the shopper to the test provider', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const created = await placeOrder(orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 2)] }));
    expect(created.order_number).toMatch(/^K\d{8}$/);
    expect(created.redirect_url).toMatch(/^http:\/\/localhost\/payments\/test\/[A-Za-z0-9_-]{24}\/$/);
    const order = await storedOrder(created.order_number);
    // 2 × 100 € (Finnish price) and free home delivery from 99 €.
    expect(order).toMatchObject({ status: 'awaiting_payment', products_price: 200, total_price: 200, to_pay: 200 });
    expect(order.view_token.length).toBeGreaterThanOrEqual(24);
    expect(await stockOf(CHECKOUT.jacketInHelsinki)).toEqual({ 1: 3 });
    const reserved = await env.DB.prepare('SELECT variant_id, store_id, quantity FROM stock_reservations WHERE order_id = ?').bind(order.id).all();
    expect(reserved.results).toEqual([{ variant_id: CHECKOUT.jacketInHelsinki, store_id: 1, quantity: 2 }]);
  });

  it('ignores prices the client puts in the body', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const body = orderBody({ products: [{ ...row(CHECKOUT.jacketInHelsinki, 1), price: 1, row_total: 1 } as never] });
    const created = await placeOrder({ ...body, total_price: 1 } as never);
    expect(await storedOrder(created.order_number)).toMatchObject({ products_price: 100, total_price: 100 });
  });

  it('takes units from the central warehouse first, then the web store, then the shops', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 2, 20: 1 });
    await placeOrder(orderBody({ products: [row(CHECKOUT.polesVariant, 2)] }));
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 1, 20: 0 });
  });

  it('reserves nothing for a variant sold on order from the supplier', async () => {
    const created = await placeOrder(orderBody({ products: [row(CHECKOUT.jacketOnOrder, 3)] }));
    const order = await storedOrder(created.order_number);
    const reserved = await env.DB.prepare('SELECT COUNT(*) AS n FROM stock_reservations WHERE order_id = ?').bind(order.id).first('n');
    expect(reserved).toBe(0);
  });

  it('reserves each variant of a bundle row', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    await setStock(CHECKOUT.polesVariant, { 1: 4 });
    const hash = [CHECKOUT.jacketInHelsinki, CHECKOUT.polesVariant].sort((a, b) => a - b).join(',');
    await placeOrder(orderBody({ products: [row(`${CHECKOUT.bundle}-1700000000`, 1, hash)] }));
    expect([await stockOf(CHECKOUT.jacketInHelsinki), await stockOf(CHECKOUT.polesVariant)]).toEqual([{ 1: 4 }, { 1: 3 }]);
  });

  it('orders and reserves a bundle sent in core 7\'s bundles field', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    await setStock(CHECKOUT.polesVariant, { 1: 4 });
    const created = await placeOrder(orderBody({ bundles: [row(`${CHECKOUT.bundle}-1700000001`, 1, `${CHECKOUT.jacketInHelsinki},${CHECKOUT.polesVariant}`)] }));
    expect([await stockOf(CHECKOUT.jacketInHelsinki), await stockOf(CHECKOUT.polesVariant)]).toEqual([{ 1: 4 }, { 1: 3 }]);
    const order = await storedOrder(created.order_number);
    expect(order).toMatchObject({ products_price: 125.96 });
    const rows = await env.DB.prepare('SELECT bundle_id, bundle_hash, amount, row_total FROM order_rows WHERE order_id = ?').bind(order.id).all();
    expect(rows.results).toEqual([{ bundle_id: CHECKOUT.bundle, bundle_hash: '3000,3030', amount: 1, row_total: 125.96 }]);
  });
});

describe('POST /api/orders/ refuses what cannot be ordered', () => {
  it('answers 409 with the first reason when the engine has one, and writes nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<number>('n');
    const response = await post('/api/orders/', orderBody({ products: [row(CHECKOUT.jacketUnavailable)] }));
    expect(response.status).toBe(409);
    const body = await response.json<any>();
    expect(body.error.code).toBe('not_orderable');
    expect(body.error.message).not.toBe('');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<number>('n')).toBe(before);
  });

  it('answers 409 for more than the stock', async () => {
    await setStock(CHECKOUT.jacketOwnPrice, { 20: 2 });
    const response = await post('/api/orders/', orderBody({ products: [row(CHECKOUT.jacketOwnPrice, 3)] }));
    expect(response.status).toBe(409);
  });

  it('answers 400 with the fields of a bad form', async () => {
    const body = orderBody({ products: [row(CHECKOUT.jacketInHelsinki)] });
    const response = await post('/api/orders/', { ...body, form: { ...body.form, email: 'not-an-email', first_name: '' } });
    expect(response.status).toBe(400);
    const answer = await response.json<any>();
    expect(answer.error.code).toBe('invalid_form');
    expect(Object.keys(answer.error.fields).sort()).toEqual(['email', 'first_name']);
  });

  it('answers 400 for negative or huge amounts and unknown payment methods', async () => {
    expect((await post('/api/orders/', orderBody({ products: [row(CHECKOUT.jacketInHelsinki, -1)] }))).status).toBe(400);
    expect((await post('/api/orders/', orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1_000_000)] }))).status).toBe(400);
    const response = await post('/api/orders/', orderBody({ products: [row(CHECKOUT.jacketInHelsinki)] }, { payment_method: 'bitcoin' as never }));
    expect(response.status).toBe(400);
    expect((await response.json<any>()).error.fields).toHaveProperty('payment_method');
  });

  it('answers 409 for an unknown product id', async () => {
    expect((await post('/api/orders/', orderBody({ products: [row(99999)] }))).status).toBe(409);
  });

  it('answers 400 when no delivery method is chosen', async () => {
    const body = orderBody({ products: [row(CHECKOUT.jacketInHelsinki)], delivery_method: null });
    const response = await post('/api/orders/', { ...body, form: { ...body.form, delivery_method: null } });
    expect(response.status).toBe(400);
    expect((await response.json<any>()).error.fields).toHaveProperty('delivery_method');
  });
});
