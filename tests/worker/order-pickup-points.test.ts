import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { PICKUP_METHODS, pickupPointsImport } from '../fixtures/pickup-points.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { apiFailure } from './list-api-helpers.ts';
import { form, orderBody, placeOrder, post, setStock } from './order-helpers.ts';

const LOCKER = PICKUP_METHODS.mainland;
const HELSINKI = 1;

beforeAll(async () => {
  await setUpCheckout();
  expect((await importCatalogue(env.DB, pickupPointsImport())).ok).toBe(true);
});

const lockerOrder = (deliveryLocation: string, language: 'en' | 'fi' = 'en') =>
  orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)], delivery_method: LOCKER, language_code: language },
    { form: form({ delivery_method: LOCKER, delivery_location: deliveryLocation }) });
const orderCount = () => env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<number>('n');
const locationOf = (orderNumber: string) => env.DB.prepare('SELECT delivery_location FROM orders WHERE order_number = ?').bind(orderNumber).first<string>('delivery_location');

describe('a parcel-locker order goes to one of the method\'s pickup points (cat 5)', () => {
  it('refuses a locker order without a pickup point, naming the field in the order\'s language, and writes nothing', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { [HELSINKI]: 5 });
    const before = await orderCount();
    for (const language of ['en', 'fi'] as const) {
      const failure = await apiFailure(await post('/api/orders/', lockerOrder('', language)));
      expect(failure.status).toBe(400);
      expect(failure.error).toMatchObject({ code: 'invalid_form', fields: { delivery_location: translatorFor(language)('checkoutForm.error.pickupPoint') } });
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses an unknown code, a disabled point and another method\'s point', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { [HELSINKI]: 5 });
    for (const code of ['FI-99999-99', 'Mannerheimintie 1, Helsinki', 'FI-00120-01', 'NO-FI-00100']) {
      const failure = await apiFailure(await post('/api/orders/', lockerOrder(code)));
      expect(failure, code).toMatchObject({ status: 400, error: { fields: { delivery_location: translatorFor('en')('checkoutForm.error.pickupPoint') } } });
    }
  });

  it('stores the chosen point as readable text with its code', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { [HELSINKI]: 5 });
    const created = await placeOrder(lockerOrder('FI-02100-01'));
    expect(await locationOf(created.order_number)).toBe('Locker Tapiola, Locker Tapiola street 5, 02100 Espoo (FI-02100-01)');
  });

  it('asks for no pickup point when the shopper chose home delivery', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { [HELSINKI]: 5 });
    const created = await placeOrder(orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }, { form: form({ delivery_location: 'FI-02100-01' }) }));
    expect(await locationOf(created.order_number)).toBe('FI-02100-01');
  });
});
