import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { en, row, setUpCheckout } from './checkout-helpers.ts';
import { form, orderBody, paymentOf, payTest, placeOrder, post, setStock, storedOrder } from './order-helpers.ts';

beforeAll(setUpCheckout);

const countryOf = async (orderNumber: string) =>
  env.DB.prepare('SELECT country_code, postal_code, delivery_method_name FROM orders WHERE order_number = ?').bind(orderNumber).first();
/** Pays an order with the test provider: paid orders leave the unpaid-order cap (decision 017) to the other tests. */
async function pay(orderNumber: string): Promise<void> {
  const payment = await paymentOf(orderNumber);
  expect((await payTest(payment.id, 'pay', payment.callback_secret)).status).toBe(303);
}
const failure = async (response: Response) => ({ status: response.status, body: (await response.json()) as { error: { code: string; fields?: Record<string, string> } } });

describe("the delivery country of the address form (issue 14, decision 018)", () => {
  it("creates the order for the form's country, priced and delivered for it, whatever the cart's country", async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    // A German-context cart (international delivery, method 4) whose address is in Helsinki: Finnish home delivery (method 1).
    const body = orderBody({ country_code: 'de', delivery_method: CHECKOUT.internationalMethod, products: [row(CHECKOUT.jacketInHelsinki, 1)] },
      { form: form({ country_code: 'fi', postal_code: '00100', delivery_method: 1 }) });
    const created = await placeOrder(body);
    expect(await countryOf(created.order_number)).toEqual({ country_code: 'fi', postal_code: '00100', delivery_method_name: 'Method 1 en' });
    await pay(created.order_number);
  });

  it('answers a postal code that contradicts the form\'s country with a 400 field error on the postal code', async () => {
    const response = await post('/api/orders/', orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] },
      { form: form({ country_code: 'de', postal_code: '00100', delivery_method: CHECKOUT.internationalMethod }) }));
    const { status, body } = await failure(response);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_form');
    expect(body.error.fields).toEqual({ postal_code: en('checkoutForm.error.postalCodeCountry') });
  });

  it('answers a country the shop does not deliver to with a 400 field error on the country', async () => {
    for (const country of ['ru', 'xx']) {
      const response = await post('/api/orders/', orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }, { form: form({ country_code: country, postal_code: '101000' }) }));
      const { status, body } = await failure(response);
      expect([status, body.error.fields], country).toEqual([400, { country_code: en('checkoutForm.error.country') }]);
    }
  });

  it("delivers to the cart's country when a client of before sends no country in the form", async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const { country_code: _, ...older } = form();
    const created = await placeOrder({ ...orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }), form: older as never });
    expect(await countryOf(created.order_number)).toMatchObject({ country_code: 'fi' });
    await pay(created.order_number);
  });
});

describe('the order confirmation mail (decision 018)', () => {
  it('repeats the delivery time the checkout promised when the order was placed', async () => {
    await setStock(CHECKOUT.jacketInHelsinki, { 1: 5 });
    const created = await placeOrder(orderBody({ products: [row(CHECKOUT.jacketInHelsinki, 1)] }));
    await pay(created.order_number);
    const order = await storedOrder(created.order_number);
    const mail = await env.DB.prepare('SELECT body_text FROM outbox_emails WHERE order_id = ?').bind(order.id).first<{ body_text: string }>();
    expect(mail?.body_text).toContain(`${en('orderEmail.deliveryTime')}: ${en('delivery.workingDays', { from: 1, to: 3 })}`);
  });
});
