import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../shared/types/checkout.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { cart, en, postCheckout, row, setUpCheckout } from './checkout-helpers.ts';
import { sessionCookie } from './staff-helpers.ts';

// Stores of the fixture: Helsinki 1, Tampere 2, Espoo 3, the central warehouse 20.
const HELSINKI = 1;
const TAMPERE = 2;
const ESPOO = 3;
const WAREHOUSE = 20;

/** POST /api/checkout/ from a staff account's session (decision 021). */
async function staffPriced(fields: Parameters<typeof cart>[0]): Promise<CheckoutResponse> {
  const response = await postCheckout(cart(fields), await sessionCookie('staff'));
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<CheckoutResponse>;
}

beforeAll(async () => {
  await setUpCheckout();
  await env.DB.prepare(`INSERT INTO enterprise_orders (id, name, organisation, status, created_at, updated_at) VALUES
    (7001, 'Ski school season', 'Lumivaara Oy', 'open', '2026-11-01', '2026-11-01'),
    (7002, 'Old uniforms', 'Rinnepartio ry', 'closed', '2025-01-01', '2025-06-01')`).run();
});

describe('the staff modes of POST /api/checkout/ (core 3, core 5)', () => {
  it('answers 403 to a guest or a logged-in customer without a staff role who asks for a transfer request, an enterprise order or post delivery', async () => {
    for (const fields of [
      { transfer_request_from: [WAREHOUSE], transfer_request_to: [HELSINKI] },
      { enterprise_order: { id: 7001 } },
      { post_delivery: true },
      { products: [{ ...row(CHECKOUT.jacketInHelsinki), transferAmountsFrom: { [HELSINKI]: 1 } }] },
    ]) {
      for (const as of ['guest', 'customer', 'org'] as const) {
        const response = await postCheckout(cart(fields), await sessionCookie(as));
        expect(response.status, `${as} ${JSON.stringify(fields)}`).toBe(403);
        expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
      }
    }
    expect((await postCheckout(cart({ enterprise_order: { id: 7001 } }), {}, '?preview=test-staff-preview-secret-0123456789')).status).toBe(403);
    expect((await postCheckout(cart({ enterprise_order: { id: 7001 }, products: [row(CHECKOUT.jacketInHelsinki)] }), await sessionCookie('admin'))).status).toBe(200);
  });

  it('sells a transfer only from stock the source warehouses hold now', async () => {
    const answer = await staffPriced({
      transfer_request_from: [WAREHOUSE], transfer_request_to: [HELSINKI],
      products: [row(CHECKOUT.jacketInHelsinki), row(CHECKOUT.jacketOwnPrice, 2), row(CHECKOUT.jacketOnOrder)],
    });
    expect(answer.products.map((entry) => [entry.problem, entry.max_amount])).toEqual([['not_orderable', 0], [null, 2], ['not_orderable', 0]]);
    const over = await staffPriced({ transfer_request_from: [WAREHOUSE], transfer_request_to: [HELSINKI], products: [row(CHECKOUT.jacketOwnPrice, 3)] });
    expect(over.products[0].problem).toBe('over_quantity');
  });

  it('asks in Finnish for enough picks when there are several source warehouses', async () => {
    const fields = { language_code: 'fi', transfer_request_from: [HELSINKI, WAREHOUSE], transfer_request_to: [TAMPERE] };
    const short = await staffPriced({ ...fields, products: [{ ...row(CHECKOUT.jacketInHelsinki, 2), transferAmountsFrom: { [HELSINKI]: 1 } }] });
    const name = short.products[0].name;
    expect(short.reason).toBe(translatorFor('fi')('checkoutReason.transferPickMore', { name: `Norrvik ${name}` }));
    expect(short.reason).toMatch(/^Valitse keräilyvarastoista riittävästi tuotteita riville /);
    const enough = await staffPriced({ ...fields, products: [{ ...row(CHECKOUT.jacketInHelsinki, 2), transferAmountsFrom: { [HELSINKI]: 2, [WAREHOUSE]: 0 } }] });
    expect([enough.reason, enough.products[0].problem]).toEqual(['', null]);
  });

  it('counts a row as the sum of its targets when there are several, and asks for units when they are all 0', async () => {
    const fields = { transfer_request_from: [HELSINKI], transfer_request_to: [TAMPERE, ESPOO] };
    const split = await staffPriced({ ...fields, products: [{ ...row(CHECKOUT.jacketInHelsinki, 1), transferAmounts: { [TAMPERE]: 1, [ESPOO]: 2 } }] });
    expect([split.products[0].amount, split.reason]).toEqual([3, '']);
    const none = await staffPriced({ ...fields, products: [row(CHECKOUT.jacketInHelsinki, 4)] });
    expect(none.products[0].amount).toBe(0);
    expect(none.errors).toContain(en('checkoutReason.transferNoTargetAmount', { name: `Norrvik ${none.products[0].name}` }));
  });

  it('offers no delivery, payment or discount in a transfer request', async () => {
    const answer = await staffPriced({
      transfer_request_from: [HELSINKI], transfer_request_to: [TAMPERE], discount_codes: ['WELCOME10'], pikanouto: true,
      products: [row(CHECKOUT.jacketInHelsinki, 1)],
    });
    expect(answer).toMatchObject({ delivery_methods: [], delivery_cost: 0, payment_methods: [], show_klarna: false, paypal_checkout: false, cart_discount: null, reason: '' });
    expect(answer.transfer_request_from).toEqual([HELSINKI]);
  });

  it('echoes an open enterprise order and says so when it is unknown or closed', async () => {
    const open = await staffPriced({ enterprise_order: { id: 7001 }, products: [row(CHECKOUT.jacketInHelsinki)] });
    expect([open.enterprise_order, open.reason]).toEqual([{ id: 7001, name: 'Ski school season' }, '']);
    for (const id of [7002, 9999]) {
      const gone = await staffPriced({ enterprise_order: { id }, products: [row(CHECKOUT.jacketInHelsinki)] });
      expect([gone.enterprise_order, gone.errors]).toEqual([null, [en('checkoutReason.enterpriseOrderUnknown')]]);
    }
  });

  it('refuses store ids and per-store units that are not whole numbers with 400 and the field', async () => {
    const response = await postCheckout(cart({ transfer_request_from: [0] as number[], products: [{ ...row(CHECKOUT.jacketInHelsinki), transferAmounts: { x: 1 } }] }), await sessionCookie('staff'));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['transfer_request_from.0']));
  });
});
