/**
 * Issue 14 item 3, decision 017: orders are limited per client and per
 * email, and what one client's unpaid orders hold is capped. Every test
 * here names its client (CF-Connecting-IP) and buyer, since the limit is
 * the point; order-helpers.ts gives every other order a client of its own.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderRequest } from '../../shared/types/order.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { ORDER_CREATE_EMAIL_LIMIT, ORDER_CREATE_LIMIT } from '../../worker/services/rate-limit.ts';
import { UNPAID_CAPS } from '../../worker/services/orders/unpaid-caps.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { row, setUpCheckout } from './checkout-helpers.ts';
import { form, orderBody, paymentOf, payTest, post, setStock, stockOf } from './order-helpers.ts';

beforeAll(setUpCheckout);

let clients = 0;
/** A client of the test's own (TEST-NET-2), so counts never carry over between tests. */
const newClient = () => `198.51.100.${++clients}`;
let buyers = 0;
const newBuyer = () => `buyer.${++buyers}@example.com`;

const order = (client: string, body: CreateOrderRequest) => post('/api/orders/', body, { 'cf-connecting-ip': client });
/** One unit of the poles (plenty of stock), for this buyer, with the cart in `language`. */
const poles = (email = newBuyer(), amount = 1, language = 'en') =>
  orderBody({ products: [row(CHECKOUT.polesVariant, amount)], language_code: language }, { form: form({ email }) });

const countOrders = async () => Number(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first('n'));

/** Places the order and fails its card: a declined card leaves no unpaid order behind. */
async function declinedCard(client: string, body: CreateOrderRequest): Promise<void> {
  const answer = await order(client, body);
  expect(answer.status, await answer.clone().text()).toBe(200);
  const { order_number } = await answer.json<{ order_number: string }>();
  const payment = await paymentOf(order_number);
  await payTest(payment.id, 'fail', payment.callback_secret);
}

async function expectTooMany(answer: Response, key: string, language = 'en'): Promise<number> {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(answer.headers.get('cache-control')).toContain('no-store');
  expect(await answer.json()).toEqual({ error: { code: 'too_many_requests', message: translatorFor(language as 'en')(key, { minutes: Math.ceil(seconds / 60) }) } });
  return seconds;
}

describe('orders per client', () => {
  it('lets a shopper try again after declined cards, and answers the 11th order in 10 minutes 429 in the cart\'s language', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 50 });
    const client = newClient();
    for (let i = 0; i < ORDER_CREATE_LIMIT.limit; i++) await declinedCard(client, poles());
    const before = await countOrders();
    const seconds = await expectTooMany(await order(client, poles(newBuyer(), 1, 'sv')), 'orderError.tooManyOrders', 'sv');
    expect(seconds).toBeLessThanOrEqual(ORDER_CREATE_LIMIT.windowSeconds);
    expect(await countOrders()).toBe(before);
    // Another client orders as before.
    expect((await order(newClient(), poles())).status).toBe(200);
  });

  it('counts only valid orders: a shopper fixing the form spends nothing', async () => {
    const client = newClient();
    const broken = { ...poles(), form: form({ email: 'not-an-email' }) };
    for (let i = 0; i <= ORDER_CREATE_LIMIT.limit; i++) expect((await order(client, broken)).status).toBe(400);
    expect((await order(client, poles())).status).toBe(200);
  });
});

describe('orders per email', () => {
  it('answers the 11th order of one email in an hour 429 from whatever client, in any letter case', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 50 });
    for (let i = 0; i < ORDER_CREATE_EMAIL_LIMIT.limit; i++) await declinedCard(newClient(), poles(i % 2 ? 'Same.Buyer@Example.com' : 'same.buyer@example.com'));
    const seconds = await expectTooMany(await order(newClient(), poles('same.buyer@example.com')), 'orderError.tooManyOrders');
    expect(seconds).toBeLessThanOrEqual(ORDER_CREATE_EMAIL_LIMIT.windowSeconds);
    expect((await order(newClient(), poles('someone.else@example.com'))).status).toBe(200);
  });

  it('counts only orders written: requests for an unknown product cannot lock a stranger\'s address out', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 50 });
    const victim = 'victim.buyer@example.com';
    const nothing = { ...poles(victim), checkout: { ...poles(victim).checkout, products: [{ productId: 999_999, amount: 1 }] } };
    for (let i = 0; i <= ORDER_CREATE_EMAIL_LIMIT.limit; i++) expect((await order(newClient(), nothing)).status).toBe(409);
    expect((await order(newClient(), poles(victim))).status).toBe(200);
  });
});

describe('unpaid orders per client', () => {
  it('refuses a 4th unpaid order with 429, Retry-After until the oldest times out and nothing written; paying one frees the client', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 50 });
    const client = newClient();
    const numbers: string[] = [];
    for (let i = 0; i < UNPAID_CAPS.orders; i++) {
      const answer = await order(client, poles());
      expect(answer.status).toBe(200);
      numbers.push((await answer.json<{ order_number: string }>()).order_number);
    }
    const [stock, orders] = [await stockOf(CHECKOUT.polesVariant), await countOrders()];
    const seconds = await expectTooMany(await order(client, poles(newBuyer(), 1, 'fi')), 'orderError.tooManyUnpaid', 'fi');
    // The oldest order is released after the card's 60 minutes and the job's next run (5 minutes).
    expect(seconds).toBeGreaterThan(60 * 60);
    expect(seconds).toBeLessThanOrEqual(65 * 60);
    expect([await stockOf(CHECKOUT.polesVariant), await countOrders()]).toEqual([stock, orders]);
    expect((await order(newClient(), poles())).status).toBe(200);
    const payment = await paymentOf(numbers[0]);
    await payTest(payment.id, 'pay', payment.callback_secret);
    expect((await order(client, poles())).status).toBe(200);
  });

  it('holds at most 10 of a variant\'s 25 units for one client, however the orders split them (the issue\'s 24 of 25)', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 25 });
    const client = newClient();
    expect((await order(client, poles(newBuyer(), 6))).status).toBe(200);
    await expectTooMany(await order(client, poles(newBuyer(), 5)), 'orderError.tooManyUnpaid');
    expect((await order(client, poles(newBuyer(), 4))).status).toBe(200);
    await expectTooMany(await order(client, poles(newBuyer(), 1)), 'orderError.tooManyUnpaid');
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 15 });
  });

  it('refuses one order holding more than the caps with 409 and the reason: waiting would not help', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 25 });
    const en = translatorFor('en');
    const tooMany = await order(newClient(), poles(newBuyer(), UNPAID_CAPS.unitsPerVariant + 1));
    expect(tooMany.status).toBe(409);
    expect((await tooMany.json<any>()).error.message).toBe(en('orderError.overHoldCap', { max: UNPAID_CAPS.unitsPerVariant, total: UNPAID_CAPS.units }));
    // 5 variants × 9 units: none over 10, 45 in all over 40.
    const variants = [0, 1, 2, 3, 4].map((index) => CHECKOUT.manyFirstVariant + index);
    for (const variant of variants) await setStock(variant, { 1: 9 });
    const body = orderBody({ products: variants.map((variant) => row(variant, 9)) }, { form: form({ email: newBuyer() }) });
    expect((await order(newClient(), body)).status).toBe(409);
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 25 });
  });

  it('counts concurrent orders of one client one after another: of 6 at once, 3 are placed', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 50 });
    const client = newClient();
    const answers = await Promise.all(Array.from({ length: 6 }, () => order(client, poles())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await stockOf(CHECKOUT.polesVariant)).toEqual({ 1: 47 });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM client_hold_guards').first('n')).toBe(0);
  });

  it('does not count orders that are paid, cancelled or from another client', async () => {
    await setStock(CHECKOUT.polesVariant, { 1: 50 });
    const client = newClient();
    for (let i = 0; i < UNPAID_CAPS.orders + 2; i++) await declinedCard(client, poles());
    for (let i = 0; i < UNPAID_CAPS.orders; i++) expect((await order(newClient(), poles())).status).toBe(200);
    expect((await order(client, poles())).status).toBe(200);
  });
});
