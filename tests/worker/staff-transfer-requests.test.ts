import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../shared/types/checkout.ts';
import { insertTransferRequestBatch } from '../../worker/data/transfer-requests.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { cart, setUpCheckout } from './checkout-helpers.ts';
import { answered, count, staffCall, type Caller } from './staff-helpers.ts';

beforeAll(setUpCheckout);

/** Store ids of the checkout catalogue: Helsinki, Tampere and Espoo shops, the central warehouse. */
const HELSINKI = 1, TAMPERE = 2, ESPOO = 3, WAREHOUSE = 20;
/** One-variant models at 10 euros, one per test so no test sees another's stock. */
const sock = (index: number) => CHECKOUT.manyFirstVariant + index;

/** A variant's stock, exactly these stores: { store: [quantity, blocked] }. */
async function setStocks(variantId: number, stocks: Record<number, [number, number?]>): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM variant_stocks WHERE variant_id = ?').bind(variantId),
    ...Object.entries(stocks).map(([store, [quantity, blocked = 0]]) => env.DB.prepare('INSERT INTO variant_stocks (variant_id, store_id, quantity, blocked) VALUES (?, ?, ?, ?)')
      .bind(variantId, Number(store), quantity, blocked)),
  ]);
}

async function stocksOf(variantId: number): Promise<Record<number, [number, number]>> {
  const rows = await env.DB.prepare('SELECT store_id, quantity, blocked FROM variant_stocks WHERE variant_id = ? ORDER BY store_id').bind(variantId).all<any>();
  return Object.fromEntries(rows.results.map((row) => [row.store_id, [row.quantity, row.blocked]]));
}

const transfer = (fields: Partial<CheckoutRequest>) => cart({ transfer_request_from: [HELSINKI], transfer_request_to: [ESPOO], ...fields });
const send = (body: unknown, as: Caller = 'staff') => staffCall('/api/customer/transfer-request/', { method: 'POST', body, as });

async function storedRequest(number: string) {
  const request = await env.DB.prepare('SELECT * FROM transfer_requests WHERE number = ?').bind(number).first<any>();
  const rows = await env.DB.prepare('SELECT position, variant_id, amount, picked_from, deliver_to FROM transfer_request_rows WHERE request_id = ? ORDER BY position')
    .bind(request.id).all<any>();
  return { request, rows: rows.results.map((row) => ({ ...row, picked_from: JSON.parse(row.picked_from), deliver_to: JSON.parse(row.deliver_to) })) };
}

describe('POST /api/customer/transfer-request/ refuses', () => {
  it('a guest and a logged-in customer without a staff role, writing nothing', async () => {
    await setStocks(sock(0), { [HELSINKI]: [5] });
    for (const as of ['guest', 'customer'] as const) {
      const response = await send(transfer({ products: [{ productId: sock(0), amount: 1 }] }), as);
      expect(await answered(response, 403)).toEqual({ error: { code: 'forbidden', message: 'Staff only.' } });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await count('SELECT COUNT(*) AS n FROM transfer_request_rows WHERE variant_id = ?', sock(0))).toBe(0);
  });

  it('a body that is not a checkout request, with the path of each bad field', async () => {
    const body = await answered(await send({ validate_hash: 'h', country_code: 'fi', language_code: 'en', products: [{ productId: sock(0), amount: 0 }] }), 400);
    expect(body.error).toMatchObject({ code: 'invalid_transfer_request', fields: { 'products.0.amount': 'At least 1.' } });
  });

  it('a request without source or target stores, or naming stores the shop does not have', async () => {
    const products = [{ productId: sock(0), amount: 1 }];
    const none = await answered(await send(cart({ products })), 400);
    expect(none.error.fields).toEqual({ transfer_request_from: 'Choose at least one store.', transfer_request_to: 'Choose at least one store.' });
    const unknown = await answered(await send(transfer({ products, transfer_request_to: [ESPOO, 777] })), 400);
    expect(unknown.error.fields).toEqual({ transfer_request_to: 'Not a store.' });
  });

  it('with 409 and the reason when a source store holds none of a row, picks do not cover it, or a row is a bundle, writing nothing', async () => {
    await setStocks(sock(1), { [WAREHOUSE]: [2] });
    await setStocks(sock(2), { [HELSINKI]: [3], [WAREHOUSE]: [3] });
    const before = await count('SELECT COUNT(*) AS n FROM transfer_requests');
    const hash = [CHECKOUT.jacketInHelsinki, CHECKOUT.polesVariant].sort((a, b) => a - b).join(',');
    const refused = [
      transfer({ products: [{ productId: sock(1), amount: 1 }] }),
      transfer({ transfer_request_from: [HELSINKI, WAREHOUSE], products: [{ productId: sock(2), amount: 3, transferAmountsFrom: { [HELSINKI]: 1 } }] }),
      transfer({ products: [{ productId: `${CHECKOUT.bundle}-1700000000`, amount: 1, bundleHash: hash }] }),
    ];
    for (const body of refused) {
      const error = (await answered(await send(body), 409)).error;
      expect(error.code).toBe('not_orderable');
      expect(error.message).not.toBe('');
    }
    expect(await count('SELECT COUNT(*) AS n FROM transfer_requests')).toBe(before);
  });
});

describe('POST /api/customer/transfer-request/ writes the request', () => {
  it('with its settings and one row per variant, leaving the stock as it is when nothing is reserved', async () => {
    await setStocks(sock(3), { [HELSINKI]: [5] });
    const response = await send(transfer({
      products: [{ productId: sock(3), amount: 2 }], transfer_request_high_priority: true, post_delivery: true, special_request: 'To the back door',
    }));
    const { number } = await answered(response, 200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(number).toMatch(/^S\d{8}$/);
    const { request, rows } = await storedRequest(number);
    expect(request).toMatchObject({
      from_store_ids: '[1]', to_store_ids: '[3]', high_priority: 1, reserve_quantity: 0, post_delivery: 1,
      special_request: 'To the back door', language: 'en', status: 'new',
    });
    expect(rows).toEqual([{ position: 0, variant_id: sock(3), amount: 2, picked_from: { [HELSINKI]: 2 }, deliver_to: { [ESPOO]: 2 } }]);
    expect(await stocksOf(sock(3))).toEqual({ [HELSINKI]: [5, 0] });
  });

  it('with the units per target and the picks per source store when several are named (core 5)', async () => {
    await setStocks(sock(4), { [HELSINKI]: [2], [WAREHOUSE]: [3] });
    await setStocks(sock(5), { [WAREHOUSE]: [4] });
    const { number } = await answered(await send(transfer({
      transfer_request_from: [HELSINKI, WAREHOUSE], transfer_request_to: [TAMPERE, ESPOO],
      products: [
        { productId: sock(4), amount: 1, transferAmounts: { [TAMPERE]: 1, [ESPOO]: 2 }, transferAmountsFrom: { [HELSINKI]: 1, [WAREHOUSE]: 2 } },
        { productId: sock(5), amount: 1, transferAmounts: { [TAMPERE]: 1 }, transferAmountsFrom: { [WAREHOUSE]: 1 } },
      ],
    })), 200);
    const { request, rows } = await storedRequest(number);
    expect(request).toMatchObject({ from_store_ids: '[1,20]', to_store_ids: '[2,3]' });
    expect(rows).toEqual([
      { position: 0, variant_id: sock(4), amount: 3, picked_from: { [HELSINKI]: 1, [WAREHOUSE]: 2 }, deliver_to: { [TAMPERE]: 1, [ESPOO]: 2 } },
      { position: 1, variant_id: sock(5), amount: 1, picked_from: { [WAREHOUSE]: 1 }, deliver_to: { [TAMPERE]: 1 } },
    ]);
  });
});

describe('reserving the picked units (core 3 transferrequest_reserve_quantity)', () => {
  it('blocks the picked units at each source store in the same write', async () => {
    await setStocks(sock(6), { [HELSINKI]: [4, 1], [WAREHOUSE]: [5] });
    const { number } = await answered(await send(transfer({
      transfer_request_from: [HELSINKI, WAREHOUSE], transfer_request_reserve_quantity: true,
      products: [{ productId: sock(6), amount: 4, transferAmountsFrom: { [HELSINKI]: 3, [WAREHOUSE]: 1 } }],
    })), 200);
    expect((await storedRequest(number)).request.reserve_quantity).toBe(1);
    expect(await stocksOf(sock(6))).toEqual({ [HELSINKI]: [4, 4], [WAREHOUSE]: [5, 1] });
    expect(await count('SELECT COUNT(*) AS n FROM order_guards')).toBe(0);
  });

  it('writes nothing at all when a source store no longer has the units free', async () => {
    await setStocks(sock(7), { [HELSINKI]: [3, 2], [WAREHOUSE]: [5] });
    const record = {
      id: 424242, number: 'S00424242', from: [HELSINKI, WAREHOUSE], to: [ESPOO], highPriority: false, reserveQuantity: true, postDelivery: false,
      specialRequest: '', language: 'en', createdAt: '2026-01-01T00:00:00.000Z',
      rows: [{ variantId: sock(7), amount: 4, pickedFrom: { [HELSINKI]: 2, [WAREHOUSE]: 2 }, deliverTo: { [ESPOO]: 4 } }],
    };
    await expect(env.DB.batch(insertTransferRequestBatch(env.DB, record))).rejects.toThrow(/CHECK constraint failed/);
    expect(await count("SELECT COUNT(*) AS n FROM transfer_requests WHERE number = 'S00424242'")).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM transfer_request_rows WHERE request_id = 424242')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM order_guards')).toBe(0);
    expect(await stocksOf(sock(7))).toEqual({ [HELSINKI]: [3, 2], [WAREHOUSE]: [5, 0] });
  });

  it('gives the last free units to one of five staff members reserving them at once, and 409 to the others', async () => {
    await setStocks(sock(8), { [HELSINKI]: [2] });
    const body = transfer({ transfer_request_reserve_quantity: true, products: [{ productId: sock(8), amount: 2 }] });
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const losers = await Promise.all(answers.filter((answer) => answer.status === 409).map((answer) => answer.json<any>()));
    expect(losers.every((loser) => loser.error.code === 'not_orderable' && loser.error.message !== '')).toBe(true);
    expect(await stocksOf(sock(8))).toEqual({ [HELSINKI]: [2, 2] });
    expect(await count('SELECT COUNT(*) AS n FROM transfer_request_rows WHERE variant_id = ?', sock(8))).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM order_guards')).toBe(0);
  });
});
