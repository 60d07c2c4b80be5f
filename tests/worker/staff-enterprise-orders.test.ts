import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { answered, count, staffCall } from './staff-helpers.ts';

const ORDERS = [
  { id: 7001, name: 'Lumivaara ski school, season 2026/27', organisation: 'Lumivaaran Hiihtokoulu Oy' },
  { id: 7002, name: 'Rinnepartio uniforms', organisation: 'Rinnepartio ry' },
  { id: 7003, name: 'Old season', organisation: 'Lumivaaran Hiihtokoulu Oy', status: 'closed' },
  { id: 7004, name: 'Filled by this file', organisation: 'Testi Oy' },
];

beforeAll(async () => {
  await setUpCheckout();
  const result = await importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, enterpriseOrders: ORDERS });
  expect(result.ok, JSON.stringify(result)).toBe(true);
});

const add = (id: unknown, products: unknown[], query = '?lang=en') =>
  staffCall(`/api/customer/enterprise/order/${query}`, { method: 'POST', body: { enterprise_data: { id }, checkout_data: { products } } });
const rowsOf = (id: number) => env.DB.prepare('SELECT variant_id, amount FROM enterprise_order_rows WHERE enterprise_order_id = ? ORDER BY variant_id').bind(id).all().then((rows) => rows.results);

describe('the enterprise order calls are for staff only', () => {
  it('answers 403 to a guest and to a logged-in customer without a staff role, and never caches the answer', async () => {
    const calls = [
      ['/api/customer/enterprise/orders/', 'GET'], ['/api/customer/enterprise/order/7001/', 'GET'],
      ['/api/customer/enterprise/order/', 'POST'], ['/api/customer/transfer-request/', 'POST'],
    ] as const;
    for (const [path, method] of calls) {
      for (const as of ['guest', 'customer'] as const) {
        const response = await staffCall(path, { method, as, body: method === 'POST' ? { enterprise_data: { id: 7001 }, checkout_data: { products: [{ productId: CHECKOUT.jacketInHelsinki, amount: 1 }] } } : undefined });
        expect(await answered(response, 403)).toEqual({ error: { code: 'forbidden', message: 'Staff only.' } });
        expect(response.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    expect(await rowsOf(7001)).toEqual([]);
  });

  it('refuses a POST from another site even with a staff session', async () => {
    const response = await staffCall('/api/customer/enterprise/order/', {
      method: 'POST', headers: { origin: 'https://evil.example' }, body: { enterprise_data: { id: 7001 }, checkout_data: { products: [{ productId: CHECKOUT.jacketInHelsinki, amount: 1 }] } },
    });
    expect(response.status).toBe(403);
    expect(await rowsOf(7001)).toEqual([]);
  });
});

describe('POST /api/customer/enterprise/order/', () => {
  it('adds the variants to an open order and answers the order with its rows named in the language', async () => {
    const response = await add(7002, [{ productId: CHECKOUT.jacketInHelsinki, amount: 2 }, { productId: CHECKOUT.polesVariant, amount: 1 }]);
    const body = await answered(response, 200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body.enterprise_order).toMatchObject({ id: 7002, name: 'Rinnepartio uniforms', organisation: 'Rinnepartio ry', status: 'open' });
    expect(body.enterprise_order.rows.map((row: any) => [row.variant_id, row.amount])).toEqual([[CHECKOUT.jacketInHelsinki, 2], [CHECKOUT.polesVariant, 1]]);
    const jacket = body.enterprise_order.rows[0];
    expect(jacket.name).toMatch(/Jacket en$/);
    expect(jacket.variant_text).not.toBe('');
    const finnish = await answered(await staffCall('/api/customer/enterprise/order/7002/?lang=fi'), 200);
    expect(finnish.enterprise_order.rows[0].name).toMatch(/Jacket fi$/);
  });

  it('sums the amounts when a variant is added again, also twice in one call, and caps a row at 9999', async () => {
    await answered(await add(7001, [{ productId: CHECKOUT.mapVariant, amount: 3 }]), 200);
    const body = await answered(await add(7001, [{ productId: CHECKOUT.mapVariant, amount: 4 }, { productId: CHECKOUT.mapVariant, amount: 5 }]), 200);
    expect(body.enterprise_order.rows).toMatchObject([{ variant_id: CHECKOUT.mapVariant, amount: 12 }]);
    await env.DB.prepare('UPDATE enterprise_order_rows SET amount = 9990 WHERE enterprise_order_id = 7001').run();
    await answered(await add(7001, [{ productId: CHECKOUT.mapVariant, amount: 999 }]), 200);
    expect(await rowsOf(7001)).toEqual([{ variant_id: CHECKOUT.mapVariant, amount: 9999 }]);
  });

  it('answers 400 with the path of every bad field and adds nothing', async () => {
    const body = await answered(await add('x', [{ productId: CHECKOUT.mapVariant, amount: 0 }, { productId: 'abc', amount: 1 }]), 400);
    expect(body.error).toMatchObject({
      code: 'invalid_enterprise_order',
      fields: { 'enterprise_data.id': 'Must be an enterprise order id.', 'checkout_data.products.0.amount': 'At least 1.', 'checkout_data.products.1.productId': 'Must be a variant id.' },
    });
    expect((await answered(await add(7004, []), 400)).error.fields).toEqual({ 'checkout_data.products': 'Add at least one product.' });
    const notJson = await staffCall('/api/customer/enterprise/order/', { method: 'POST', body: '{"enterprise_data":' });
    expect((await answered(notJson, 400)).error.code).toBe('invalid_json');
    expect(await rowsOf(7004)).toEqual([]);
  });

  it('answers 400 naming each variant id that is not a product, and adds none of the rows', async () => {
    const body = await answered(await add(7004, [{ productId: CHECKOUT.mapVariant, amount: 1 }, { productId: 999999, amount: 1 }, { productId: 3, amount: 2 }]), 400);
    expect(body.error.fields).toEqual({ 'checkout_data.products.1.productId': 'Not a product.', 'checkout_data.products.2.productId': 'Not a product.' });
    expect(await rowsOf(7004)).toEqual([]);
  });

  it('answers 404 for an unknown order and for a closed one, adding nothing', async () => {
    for (const id of [9999, 7003]) {
      expect(await answered(await add(id, [{ productId: CHECKOUT.mapVariant, amount: 1 }]), 404)).toEqual({ error: { code: 'not_found', message: 'Enterprise order not found.' } });
    }
    expect(await count('SELECT COUNT(*) AS n FROM enterprise_order_rows WHERE enterprise_order_id IN (9999, 7003)')).toBe(0);
  });
});

describe('reading enterprise orders', () => {
  it('lists the open orders by name, without the closed one', async () => {
    const body = await answered(await staffCall('/api/customer/enterprise/orders/'), 200);
    expect(body).toEqual({ enterprise_orders: [
      { id: 7004, name: 'Filled by this file', organisation: 'Testi Oy' },
      { id: 7001, name: 'Lumivaara ski school, season 2026/27', organisation: 'Lumivaaran Hiihtokoulu Oy' },
      { id: 7002, name: 'Rinnepartio uniforms', organisation: 'Rinnepartio ry' },
    ] });
  });

  it('answers one order as the POST does, a closed one too, and 404 for an unknown id or a path that is not one', async () => {
    const closed = await answered(await staffCall('/api/customer/enterprise/order/7003/?lang=en'), 200);
    expect(closed).toEqual({ enterprise_order: { id: 7003, name: 'Old season', organisation: 'Lumivaaran Hiihtokoulu Oy', status: 'closed', rows: [] } });
    for (const path of ['9999', 'abc', '0']) {
      expect((await answered(await staffCall(`/api/customer/enterprise/order/${path}/`), 404)).error.code).toBe('not_found');
    }
  });

  it('keeps the rows staff added when a re-import renames or closes the order, and keeps the status a file leaves out', async () => {
    await answered(await add(7004, [{ productId: CHECKOUT.polesVariant, amount: 2 }]), 200);
    const reimport = (order: Record<string, unknown>) => importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, enterpriseOrders: [order] });
    expect((await reimport({ id: 7004, name: 'Renamed', organisation: 'Testi Oyj', status: 'closed' })).ok).toBe(true);
    expect((await reimport({ id: 7004, name: 'Renamed again', organisation: 'Testi Oyj' })).ok).toBe(true);
    expect(await env.DB.prepare('SELECT name, organisation, status FROM enterprise_orders WHERE id = 7004').first())
      .toEqual({ name: 'Renamed again', organisation: 'Testi Oyj', status: 'closed' });
    expect(await rowsOf(7004)).toEqual([{ variant_id: CHECKOUT.polesVariant, amount: 2 }]);
    expect((await answered(await add(7004, [{ productId: CHECKOUT.polesVariant, amount: 1 }]), 404)).error.code).toBe('not_found');
  });
});

describe('importing enterprise orders (migrations/0007)', () => {
  it('refuses repeated ids, an unknown status and an empty name, and changes nothing', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM enterprise_orders');
    const result = await importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, enterpriseOrders: [
      { id: 7101, name: 'First', organisation: 'A Oy' }, { id: 7101, name: 'Again', organisation: 'B Oy' },
    ] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual(['enterpriseOrders[1]: duplicate id 7101 (also at enterpriseOrders[0])']);
    const shape = await importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, enterpriseOrders: [{ id: 7102, name: ' ', organisation: 'A Oy', status: 'paused' }] });
    expect(shape.ok).toBe(false);
    if (!shape.ok) expect(shape.issues.map((issue) => issue.path).sort()).toEqual(['enterpriseOrders[0].name', 'enterpriseOrders[0].status']);
    expect(await count('SELECT COUNT(*) AS n FROM enterprise_orders')).toBe(before);
  });
});
