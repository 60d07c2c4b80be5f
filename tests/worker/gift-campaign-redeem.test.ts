import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoGiftCode } from '../../scripts/catalogue/demo/gift-campaigns.ts';
import { EURO } from '../../shared/money.ts';
import type { CheckoutRequest } from '../../shared/types/checkout.ts';
import { app } from '../../worker/app.ts';
import { catalogueSource } from '../../worker/data/catalogue-cache.ts';
import { getGiftCampaignCategory } from '../../worker/data/gift-campaigns.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { createOrder } from '../../worker/services/orders/create-order.ts';
import { expireUnpaidOrders } from '../../worker/services/orders/expire-unpaid-orders.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { en, priced, row, setUpCheckout } from './checkout-helpers.ts';
import { fakeEnv } from './klarna-helpers.ts';
import { orderBody, paymentOf, payTest, placeOrder, post, racingDb, setStock, storedOrder } from './order-helpers.ts';

/**
 * Gift campaign redemption (issue 17 item 1, cat 4, cat 7; decision 026):
 * POST /api/giftcampaigns/validate_code/, the checkout in gift-campaign
 * mode, and the code's one redemption written with the order.
 */
const CAMPAIGNS_SQL = [
  `INSERT INTO gift_campaigns (id, slug, company_name, starts_at, ends_at, recipient_price, free_delivery) VALUES
    (1, 'acme', 'Acme Oy', '2020-01-01', NULL, 0, 1),
    (2, 'beta', 'Beta Oy', NULL, NULL, 9.9, 0),
    (3, 'old', 'Old Oy', '2020-01-01', '2020-12-31', 0, 1),
    (4, 'future', 'Future Oy', '2999-01-01', NULL, 0, 1)`,
  `INSERT INTO gift_campaign_categories (id, campaign_id, slug) VALUES (11, 1, 'acme-warm'), (12, 1, 'acme-outdoor'), (21, 2, 'beta-gift'), (31, 3, 'old-gift'), (41, 4, 'future-gift')`,
  `INSERT INTO gift_campaign_category_models (category_id, model_id) VALUES
    (11, ${CHECKOUT.jacket}), (11, ${CHECKOUT.poles}), (12, ${CHECKOUT.map}), (21, ${CHECKOUT.jacket}), (31, ${CHECKOUT.jacket}), (41, ${CHECKOUT.jacket})`,
];

let codes = 0;
/** A new code of the category (12 characters of the alphabet), stored. */
async function newCode(categoryId: number): Promise<string> {
  const code = demoGiftCode('WARMTEST', ++codes);
  const campaignId = Math.floor(categoryId / 10);
  await env.DB.prepare("INSERT INTO gift_campaign_codes (campaign_id, category_id, code, created_at) VALUES (?, ?, ?, '2026-01-01')").bind(campaignId, categoryId, code).run();
  return code;
}

const validate = (body: unknown, query = '?lang=en', headers: Record<string, string> = {}) => post(`/api/giftcampaigns/validate_code/${query}`, body, headers);
const codeError = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(400);
  return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.code;
};
const redemptions = (code: string) => env.DB.prepare(`SELECT r.order_id, r.paid_at FROM gift_campaign_redemptions r
  JOIN gift_campaign_codes d ON d.id = r.code_id WHERE d.code = ?`).bind(code).all<{ order_id: number; paid_at: string | null }>().then((result) => result.results);
const giftCart = (code: string, campaign: string, variantId: number, fields: Partial<CheckoutRequest> = {}): Partial<CheckoutRequest> =>
  ({ products: [row(variantId, 1)], giftcampaign_data: { code, campaign }, ...fields });

beforeAll(async () => {
  await setUpCheckout();
  await env.DB.batch(CAMPAIGNS_SQL.map((sql) => env.DB.prepare(sql)));
  await setStock(CHECKOUT.jacketInHelsinki, { 1: 50 });
});

describe('POST /api/giftcampaigns/validate_code/ (cat 7)', () => {
  it('answers the normalised code and the category for a code typed in any case with dashes and spaces, ignoring other keys', async () => {
    const code = await newCode(11);
    const typed = ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8)} `;
    const response = await validate({ code: typed, product_id: CHECKOUT.jacketInHelsinki, category_slug: 'acme-warm', extra: { anything: 1 } });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ giftcampaign_data: { code, campaign: 'acme-warm' }, product_id: CHECKOUT.jacketInHelsinki });
    expect(response.headers.get('cache-control')).toContain('no-store');
    // Checking reserves nothing: the order does.
    expect(await redemptions(code)).toEqual([]);
  });

  it('puts "required" on the code for an empty, blank or missing code, and "not valid" on a wrong or malformed one', async () => {
    const t = en;
    for (const code of ['', '   ']) expect(await codeError(await validate({ code, product_id: CHECKOUT.jacketInHelsinki, category_slug: 'acme-warm' }))).toBe(t('giftCampaign.code.required'));
    expect(await codeError(await validate({ product_id: CHECKOUT.jacketInHelsinki, category_slug: 'acme-warm' }))).toBe(t('giftCampaign.code.required'));
    for (const code of ['WARMTESTZZZZ', 'not a code', 'X'.repeat(65), '0O1I-LUV0-0000']) {
      expect(await codeError(await validate({ code, product_id: CHECKOUT.jacketInHelsinki, category_slug: 'acme-warm' }))).toBe(t('giftCampaign.code.wrong'));
    }
  });

  it("refuses another category's or campaign's code, an ended or unstarted campaign's, and a product the category does not offer", async () => {
    const body = (code: string, categorySlug: string, variantId: number = CHECKOUT.jacketInHelsinki) => ({ code, product_id: variantId, category_slug: categorySlug });
    expect(await codeError(await validate(body(await newCode(12), 'acme-warm')))).toBe(en('giftCampaign.code.otherCampaign'));
    expect(await codeError(await validate(body(await newCode(21), 'acme-warm')))).toBe(en('giftCampaign.code.otherCampaign'));
    expect(await codeError(await validate(body(await newCode(31), 'old-gift')))).toBe(en('giftCampaign.code.ended'));
    expect(await codeError(await validate(body(await newCode(41), 'future-gift')))).toBe(en('giftCampaign.code.notStarted'));
    expect(await codeError(await validate(body(await newCode(11), 'acme-warm', CHECKOUT.mapVariant)))).toBe(en('giftCampaign.code.otherProduct'));
    expect(await codeError(await validate(body(await newCode(11), 'acme-warm', 999_999)))).toBe(en('giftCampaign.code.otherProduct'));
  });

  it('says so in the language asked for (Finnish here), and puts a bad product or category on its own field', async () => {
    const fi = translatorFor('fi');
    expect(await codeError(await validate({ code: 'WARMTESTZZZZ', product_id: CHECKOUT.jacketInHelsinki, category_slug: 'acme-warm' }, '?lang=fi'))).toBe(fi('giftCampaign.code.wrong'));
    const bad = await validate({ code: await newCode(11), product_id: 'x', category_slug: 42 });
    expect(bad.status).toBe(400);
    const { error } = await bad.json<{ error: { fields: Record<string, string> } }>();
    expect(Object.keys(error.fields).sort()).toEqual(['category_slug', 'product_id']);
    expect((await validate('[1, 2]')).status).toBe(400);
    expect((await validate('{"code":')).status).toBe(400);
  });

  it('answers 405 to a GET and 429 to the 21st check of one client in ten minutes', async () => {
    const get = await app.fetch(new Request('http://localhost/api/giftcampaigns/validate_code/'), env);
    expect(get.status).toBe(405);
    const client = { 'cf-connecting-ip': '10.99.99.99' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await validate({ code: 'WARMTESTZZZZ', product_id: 1, category_slug: 'acme-warm' }, '?lang=en', client)).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the checkout in gift-campaign mode (core 7 giftcampaign_data)', () => {
  it('prices a free gift at 0 with free delivery, and echoes the campaign data', async () => {
    const code = await newCode(11);
    const answer = await priced(giftCart(code.toLowerCase(), 'acme-warm', CHECKOUT.jacketInHelsinki, { delivery_method: 1 }));
    expect(answer.reason).toBe('');
    expect(answer.products[0]).toMatchObject({ price: { active: 0 }, row_total: 0, problem: null, max_amount: 1, on_order: false });
    expect(answer.delivery_cost).toBe(0);
    expect(answer.total_price).toBe(0);
    expect(answer.giftcampaign_data).toEqual({ code, campaign: 'acme-warm' });
  });

  it("prices the gift at the campaign's recipient price, delivery at its normal price, and gives no discount on it", async () => {
    const code = await newCode(21);
    const answer = await priced(giftCart(code, 'beta-gift', CHECKOUT.jacketInHelsinki, { delivery_method: 1, discount_codes: ['WELCOME10'] }));
    expect(answer.products[0]).toMatchObject({ price: { active: 9.9 }, row_total: 9.9 });
    expect(answer.delivery_cost).toBe(9.9);
    expect(answer.cart_discount?.amount ?? 0).toBe(0);
    expect(answer.total_price).toBe(19.8);
  });

  it('answers null campaign data and a reason for a bad code or a cart of more than the one gift', async () => {
    const wrong = await priced(giftCart('WARMTESTZZZZ', 'acme-warm', CHECKOUT.jacketInHelsinki));
    expect(wrong.giftcampaign_data).toBeNull();
    expect(wrong.errors).toContain(en('giftCampaign.code.wrong'));
    const mixed = await priced(giftCart(await newCode(11), 'acme-warm', CHECKOUT.jacketInHelsinki, { products: [row(CHECKOUT.jacketInHelsinki, 1), row(CHECKOUT.polesVariant, 1)] }));
    expect(mixed.giftcampaign_data).toBeNull();
    expect(mixed.errors).toContain(en('giftCampaign.checkout.mixedCart'));
    const two = await priced(giftCart(await newCode(11), 'acme-warm', CHECKOUT.jacketInHelsinki, { products: [row(CHECKOUT.jacketInHelsinki, 2)] }));
    expect(two.errors).toContain(en('giftCampaign.checkout.mixedCart'));
  });

  it('does not give away blocked stock (cat 4): a variant on order with blocked units is orderable normally but not as a gift', async () => {
    await setStock(CHECKOUT.jacketOnOrder, { 1: 2 });
    await env.DB.prepare('UPDATE variant_stocks SET blocked = 2 WHERE variant_id = ?').bind(CHECKOUT.jacketOnOrder).run();
    expect((await priced({ products: [row(CHECKOUT.jacketOnOrder, 1)] })).products[0].problem).toBeNull();
    const gift = await priced(giftCart(await newCode(11), 'acme-warm', CHECKOUT.jacketOnOrder));
    expect(gift.products[0]).toMatchObject({ problem: 'not_orderable', max_amount: 0 });
    expect(gift.reason).not.toBe('');
  });
});

describe('redeeming a code with an order (decision 026)', () => {
  it('reserves the code with the order and marks it paid with the payment; then it is used', async () => {
    const code = await newCode(21);
    const { order_number: number } = await placeOrder(orderBody(giftCart(code, 'beta-gift', CHECKOUT.jacketInHelsinki)));
    const order = await storedOrder(number);
    expect(order).toMatchObject({ products_price: 9.9, total_price: 19.8 });
    expect(await redemptions(code)).toEqual([{ order_id: order.id, paid_at: null }]);
    expect(await codeError(await validate({ code, product_id: CHECKOUT.jacketInHelsinki, category_slug: 'beta-gift' }))).toBe(en('giftCampaign.code.used'));
    const payment = await paymentOf(number);
    expect((await payTest(payment.id, 'pay', payment.callback_secret)).status).toBe(303);
    expect(await redemptions(code)).toEqual([{ order_id: order.id, paid_at: expect.any(String) }]);
  });

  it('settles a free gift at once: nothing to pay, the redemption paid', async () => {
    const code = await newCode(11);
    const { order_number: number } = await placeOrder(orderBody(giftCart(code, 'acme-warm', CHECKOUT.jacketInHelsinki)));
    expect(await storedOrder(number)).toMatchObject({ status: 'processing', total_price: 0 });
    expect(await redemptions(code)).toEqual([{ order_id: (await storedOrder(number)).id, paid_at: expect.any(String) }]);
  });

  it('gives the code to exactly one of five orders placed with it at once; the others get 409 "used"', async () => {
    const code = await newCode(21);
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => post('/api/orders/?lang=en', orderBody(giftCart(code, 'beta-gift', CHECKOUT.jacketInHelsinki)))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const loser of answers.filter((answer) => answer.status === 409)) {
      expect((await loser.json<{ error: { message: string } }>()).error.message).toBe(en('giftCampaign.code.used'));
    }
    expect(await redemptions(code)).toHaveLength(1);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM order_guards').first('n')).toBe(0);
  });

  it('frees the code when the recipient cancels the payment', async () => {
    const code = await newCode(21);
    const { order_number: number } = await placeOrder(orderBody(giftCart(code, 'beta-gift', CHECKOUT.jacketInHelsinki)));
    const payment = await paymentOf(number);
    await payTest(payment.id, 'cancel', payment.callback_secret);
    expect(await storedOrder(number)).toMatchObject({ status: 'cancelled', released_at: expect.any(String) });
    expect(await redemptions(code)).toEqual([]);
  });

  it('frees the code when the unpaid order times out', async () => {
    const code = await newCode(21);
    const { order_number: number } = await placeOrder(orderBody(giftCart(code, 'beta-gift', CHECKOUT.jacketInHelsinki)));
    const longAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    await env.DB.prepare('UPDATE payments SET created_at = ?1 WHERE order_id = (SELECT id FROM orders WHERE order_number = ?2)').bind(longAgo, number).run();
    const unreachable = (async () => { throw new TypeError('network down'); }) as typeof fetch;
    await expireUnpaidOrders({ env: fakeEnv(), now: new Date(), fetch: unreachable });
    expect(await storedOrder(number)).toMatchObject({ status: 'cancelled', released_at: expect.any(String) });
    expect(await redemptions(code)).toEqual([]);
  });

  it('frees the code when the payment fails, so it can be redeemed again', async () => {
    const code = await newCode(21);
    const { order_number: number } = await placeOrder(orderBody(giftCart(code, 'beta-gift', CHECKOUT.jacketInHelsinki)));
    const payment = await paymentOf(number);
    await payTest(payment.id, 'fail', payment.callback_secret);
    expect(await storedOrder(number)).toMatchObject({ released_at: expect.any(String) });
    expect(await redemptions(code)).toEqual([]);
    const again = await validate({ code, product_id: CHECKOUT.jacketInHelsinki, category_slug: 'beta-gift' });
    expect(again.status).toBe(200);
    await placeOrder(orderBody(giftCart(code, 'beta-gift', CHECKOUT.jacketInHelsinki)));
    expect(await redemptions(code)).toHaveLength(1);
  });

  it('refuses an order with a wrong code and writes nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<number>('n');
    const answer = await post('/api/orders/?lang=en', orderBody(giftCart('WARMTESTZZZZ', 'acme-warm', CHECKOUT.jacketInHelsinki)));
    expect(answer.status).toBe(409);
    expect((await answer.json<{ error: { message: string } }>()).error.message).toBe(en('giftCampaign.code.wrong'));
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<number>('n')).toBe(before);
  });
});

describe('what a campaign may give (decision 026)', () => {
  const setModel = (columns: string, modelId: number) => env.DB.prepare(`UPDATE product_models SET ${columns} WHERE id = ?`).bind(modelId).run();

  it('gives a campaign-only model end to end: listed, its code checked, priced, ordered and paid, yet not sold outside the campaign', async () => {
    await setModel('campaign_only = 1', CHECKOUT.map);
    await setStock(CHECKOUT.mapVariant, { 1: 5 });
    try {
      expect((await getGiftCampaignCategory(env.DB, 'acme-outdoor', 'en'))?.products.map((product) => product.modelId)).toContain(CHECKOUT.map);
      const code = await newCode(12);
      expect((await validate({ code, product_id: CHECKOUT.mapVariant, category_slug: 'acme-outdoor' })).status).toBe(200);
      const answer = await priced(giftCart(code, 'acme-outdoor', CHECKOUT.mapVariant, { delivery_method: 1 }));
      expect(answer.reason).toBe('');
      expect(answer.products[0]).toMatchObject({ problem: null, price: { active: 0 }, max_amount: 1 });
      const { order_number: number } = await placeOrder(orderBody(giftCart(code, 'acme-outdoor', CHECKOUT.mapVariant)));
      expect(await storedOrder(number)).toMatchObject({ status: 'processing', total_price: 0 });
      expect(await redemptions(code)).toEqual([{ order_id: (await storedOrder(number)).id, paid_at: expect.any(String) }]);
      expect((await priced({ products: [row(CHECKOUT.mapVariant, 1)] })).products[0].problem).not.toBeNull();
    } finally {
      await setModel('campaign_only = 0', CHECKOUT.map);
    }
  });

  it('never gives a model that is not public or is a rental, even when its category lists it', async () => {
    for (const columns of ['is_public = 0', 'is_rental = 1']) {
      await setModel(columns, CHECKOUT.map);
      try {
        expect((await getGiftCampaignCategory(env.DB, 'acme-outdoor', 'en'))?.products.map((product) => product.modelId)).not.toContain(CHECKOUT.map);
        const code = await newCode(12);
        expect(await codeError(await validate({ code, product_id: CHECKOUT.mapVariant, category_slug: 'acme-outdoor' }))).toBe(en('giftCampaign.code.otherProduct'));
        expect((await priced(giftCart(code, 'acme-outdoor', CHECKOUT.mapVariant))).reason).not.toBe('');
      } finally {
        await setModel('is_public = 1, is_rental = 0', CHECKOUT.map);
      }
    }
  });

  it('sends a gift to a country the model is not otherwise shipped to (cat 4: blocked countries stop every order but a gift)', async () => {
    await env.DB.prepare("INSERT INTO model_blocked_countries (model_id, country_code) VALUES (?, 'fi')").bind(CHECKOUT.jacket).run();
    try {
      expect((await priced({ products: [row(CHECKOUT.jacketInHelsinki, 1)] })).products[0].problem).toBe('country_blocked');
      const code = await newCode(11);
      const gift = await priced(giftCart(code, 'acme-warm', CHECKOUT.jacketInHelsinki, { delivery_method: 1 }));
      expect(gift.products[0].problem).toBeNull();
      expect(gift.reason).toBe('');
      const { order_number: number } = await placeOrder(orderBody(giftCart(code, 'acme-warm', CHECKOUT.jacketInHelsinki)));
      expect((await storedOrder(number)).status).toBe('processing');
    } finally {
      await env.DB.prepare("DELETE FROM model_blocked_countries WHERE model_id = ? AND country_code = 'fi'").bind(CHECKOUT.jacket).run();
    }
  });
});

describe('a gift order that loses its stock (decision 026)', () => {
  it('says the product sold out, not that the code was used, when the last unit goes while the order is written', async () => {
    await setStock(CHECKOUT.mapVariant, { 1: 1 });
    const code = await newCode(12);
    const outcome = await createOrder({
      env: { ...env, DB: racingDb(() => setStock(CHECKOUT.mapVariant, { 1: 0 })) }, source: catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {}),
      language: 'en', display: EURO, now: new Date(), fetch,
      links: { origin: 'http://localhost', resultUrl: (order, kind) => `http://localhost/result/${kind}/${order.orderNumber}/` },
    }, orderBody(giftCart(code, 'acme-outdoor', CHECKOUT.mapVariant)));
    expect(outcome).toEqual({ kind: 'not_orderable', message: en('orderError.soldOut') });
    expect(await redemptions(code)).toEqual([]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM order_guards').first('n')).toBe(0);
  });
});
