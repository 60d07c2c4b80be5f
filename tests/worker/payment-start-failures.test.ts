import { EURO } from '../../shared/money.ts';
import { env } from 'cloudflare:workers';
import type { D1Database } from '@cloudflare/workers-types';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { fakePayPal } from '../fixtures/fake-payment-apis.ts';
import { catalogueSource } from '../../worker/data/catalogue-cache.ts';
import { createOrder, type CreateOrderContext } from '../../worker/services/orders/create-order.ts';
import { getPayment } from '../../worker/data/orders/payments.ts';
import { finishPayment } from '../../worker/services/orders/start-payment.ts';
import { paypalProvider } from '../../worker/services/payments/paypal-provider.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { orderBody, setStock, stockOf, storedOrder } from './order-helpers.ts';

beforeAll(async () => {
  await setUpCheckout();
  await env.DB.prepare(`INSERT INTO gift_cards (id, code, balance, expires_at, is_enabled) VALUES (70, 'START-20', 20, NULL, 1)`).run();
});
afterEach(() => { vi.restoreAllMocks(); });

const PAYPAL = { PAYPAL_CLIENT_ID: 'pp-client', PAYPAL_CLIENT_SECRET: 'pp-secret', PAYPAL_API_URL: 'https://paypal.fake' };
const provider = paypalProvider({ apiUrl: 'https://paypal.fake', clientId: 'pp-client', clientSecret: 'pp-secret' });

function context(fetcher: typeof fetch, db: D1Database = env.DB): CreateOrderContext {
  return {
    env: { ...env, ...PAYPAL, DB: db }, source: catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {}), language: 'en', display: EURO, now: new Date(), fetch: fetcher,
    links: { origin: 'https://shop.example', resultUrl: (order, kind) => `https://shop.example/result/${kind}/${order.orderNumber}/` },
  };
}

/** env.DB, except that the batches `fails` picks (numbered from 1) throw. */
function failingDb(fails: (batch: number) => boolean): D1Database {
  let batches = 0;
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === 'batch') {
        return async (statements: Parameters<D1Database['batch']>[0]) => {
          if (fails(++batches)) throw new Error('D1 is having a moment');
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A provider API whose answer cannot be read: the adapter throws a plain Error, not ProviderUnavailableError. */
const throwingApi = (async () => ({ status: 200, text: () => Promise.reject(new Error('socket reset mid-body')) })) as unknown as typeof fetch;

const poles = (fields: Parameters<typeof orderBody>[1] = {}) =>
  orderBody({ products: [row(CHECKOUT.polesVariant, 2)], discount_codes: ['WELCOME10', 'START-20'] }, fields);
const codeUses = () => env.DB.prepare('SELECT used_count FROM discount_codes WHERE id = 1').first<number>('used_count');
const balance = () => env.DB.prepare('SELECT balance FROM gift_cards WHERE id = 70').first<number>('balance');

describe('a payment that cannot start after the order is written (decision 011)', () => {
  it('fails the order and releases stock, gift card and code use once when the provider throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await setStock(CHECKOUT.polesVariant, { 1: 4 });
    const [uses, cardBalance] = [await codeUses(), await balance()];
    const outcome = await createOrder(context(throwingApi), poles({ payment_method: 'paypal' }));
    if (outcome.kind !== 'created') throw new Error(JSON.stringify(outcome));
    expect(outcome.response.redirect_url).toBe(`https://shop.example/result/error/${outcome.response.order_number}/`);
    const order = await storedOrder(outcome.response.order_number);
    expect(order.status).toBe('payment_failed');
    expect(order.released_at).not.toBeNull();
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
    expect([await codeUses(), await balance()]).toEqual([uses, cardBalance]);
    // A late callback failing it again releases nothing more.
    const found = (await getPayment(env.DB, (await env.DB.prepare('SELECT id FROM payments WHERE order_id = ?').bind(order.id).first<string>('id'))!))!;
    await finishPayment(context(throwingApi), found, 'failed');
    expect([await stockOf(CHECKOUT.polesVariant), await codeUses(), await balance()]).toEqual([{ 1: 4 }, uses, cardBalance]);
  });

  it('fails the order when storing the provider\'s reference throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await setStock(CHECKOUT.polesVariant, { 1: 4 });
    // Batch 1 is the order, batch 2 the reference (fails), batch 3 the release.
    const outcome = await createOrder(context(fetch, failingDb((batch) => batch === 2)), orderBody({ products: [row(CHECKOUT.polesVariant, 1)] }));
    if (outcome.kind !== 'created') throw new Error(JSON.stringify(outcome));
    expect(outcome.response.redirect_url).toContain('/result/error/');
    expect((await storedOrder(outcome.response.order_number)).status).toBe('payment_failed');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 4 });
  });

  it('answers payment_unavailable when the payment can neither start nor be failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await setStock(CHECKOUT.polesVariant, { 1: 4 });
    const outcome = await createOrder(context(fetch, failingDb((batch) => batch > 1)), orderBody({ products: [row(CHECKOUT.polesVariant, 1)] }));
    expect(outcome.kind).toBe('payment_unavailable');
  });
});
