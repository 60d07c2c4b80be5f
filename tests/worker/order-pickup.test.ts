import { EURO } from '../../shared/money.ts';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { catalogueSource } from '../../worker/data/catalogue-cache.ts';
import { createOrder } from '../../worker/services/orders/create-order.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { form, orderBody, placeOrder, racingDb, setStock, stockOf } from './order-helpers.ts';

beforeAll(setUpCheckout);

const EXPRESS_HELSINKI = 101;
const PICKUP_HELSINKI = 201;
const HELSINKI = 1;
const WAREHOUSE = 20;

const count = (sql: string) => env.DB.prepare(sql).first<number>('n');
const locationOf = (orderNumber: string) => env.DB.prepare('SELECT delivery_location FROM orders WHERE order_number = ?').bind(orderNumber).first<string>('delivery_location');

describe('express pickup reserves only at the pickup store (decision 011)', () => {
  it('takes the units from the pickup store', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { [HELSINKI]: 2, [WAREHOUSE]: 5 });
    await placeOrder(orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }, { form: form({ delivery_method: EXPRESS_HELSINKI }) }));
    expect(await stockOf(CHECKOUT.jacketInHelsinki)).toEqual({ [HELSINKI]: 1, [WAREHOUSE]: 5 });
  });

  it('answers 409 and writes nothing when the store emptied between pricing and the batch, though the warehouse has stock', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { [HELSINKI]: 1, [WAREHOUSE]: 5 });
    const before = [await count('SELECT COUNT(*) AS n FROM orders'), await count('SELECT COUNT(*) AS n FROM payments'), await count('SELECT COUNT(*) AS n FROM stock_reservations')];
    const source = catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {});
    const db = racingDb(() => setStock(CHECKOUT.jacketInHelsinki, { [HELSINKI]: 0, [WAREHOUSE]: 5 }));
    const outcome = await createOrder({
      env: { ...env, DB: db }, source, language: 'en', display: EURO, now: new Date(), fetch,
      links: { origin: 'http://localhost', resultUrl: (order, kind) => `http://localhost/result/${kind}/${order.orderNumber}/` },
    }, orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }, { form: form({ delivery_method: EXPRESS_HELSINKI }) }));
    expect(outcome.kind).toBe('not_orderable');
    expect([await count('SELECT COUNT(*) AS n FROM orders'), await count('SELECT COUNT(*) AS n FROM payments'), await count('SELECT COUNT(*) AS n FROM stock_reservations')]).toEqual(before);
    expect(await stockOf(CHECKOUT.jacketInHelsinki)).toEqual({ [HELSINKI]: 0, [WAREHOUSE]: 5 });
    expect(await count('SELECT COUNT(*) AS n FROM order_guards')).toBe(0);
  });

  it('lets a plain store pickup still take units from the warehouse', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { [HELSINKI]: 0, [WAREHOUSE]: 5 });
    await placeOrder(orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }, { form: form({ delivery_method: PICKUP_HELSINKI }) }));
    expect(await stockOf(CHECKOUT.jacketInHelsinki)).toEqual({ [HELSINKI]: 0, [WAREHOUSE]: 4 });
  });
});

describe('the delivery location is the server\'s for a pickup', () => {
  it('stores the chosen pickup store, whatever location the client sent', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { [HELSINKI]: 5 });
    for (const method of [PICKUP_HELSINKI, EXPRESS_HELSINKI]) {
      const created = await placeOrder(orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }, { form: form({ delivery_method: method, delivery_location: 'espoo' }) }));
      expect(await locationOf(created.order_number)).toBe('helsinki');
    }
  });

  it('keeps the shopper\'s text for home delivery', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { [HELSINKI]: 5 });
    const created = await placeOrder(orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }, { form: form({ delivery_location: 'Door code 1234' }) }));
    expect(await locationOf(created.order_number)).toBe('Door code 1234');
  });
});
