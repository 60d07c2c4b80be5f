import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { LIST_MODELS } from '../fixtures/list-catalogue.ts';
import { cart, en, postCheckout, priced, row, setUpCheckout } from './checkout-helpers.ts';

beforeAll(setUpCheckout);

describe('rows priced for the tax area (core 7)', () => {
  it('prices a Finnish cart at the Finnish price and a Swedish one at the Swedish price', async () => {
    const fi = await priced({ products: [row(CHECKOUT.jacketInHelsinki, 2)] });
    const se = await priced({ country_code: 'se', products: [row(CHECKOUT.jacketInHelsinki, 2)] });
    expect(fi.products[0]).toMatchObject({ price: { active: 100, regular: 120 }, row_total: 200, problem: null });
    expect(se.products[0]).toMatchObject({ price: { active: 110, regular: 130 }, row_total: 220, problem: null });
    expect([fi.products_price, se.products_price]).toEqual([200, 220]);
  });

  it("uses a variant's own price in the tax area over the model's", async () => {
    const body = await priced({ products: [row(CHECKOUT.jacketOwnPrice)] });
    expect(body.products[0]).toMatchObject({ price: { active: 130, regular: 130 }, row_total: 130 });
  });

  it('describes the row in the language: name, brand, path, variant image and variant texts', async () => {
    const body = await priced({ language_code: 'fi', products: [row(CHECKOUT.jacketInHelsinki)] });
    expect(body.products[0]).toMatchObject({
      productId: CHECKOUT.jacketInHelsinki, amount: 1, modelId: CHECKOUT.jacket, name: 'Jacket fi', manufacturer: 'Norrvik',
      path: '/norrvik/checkout-jacket/', image: '/images/models/300-red.svg', variant_text: 'Red fi, M', frozen: false,
    });
  });

  it('charges the guest price whatever customer_id the body claims (club prices come with accounts)', async () => {
    const body = await priced({ customer_id: 1, products: [row(CHECKOUT.jacketInHelsinki)] });
    expect(body.products[0].price.active).toBe(100);
  });
});

describe('orderable amounts from live stock (cat 4)', () => {
  it('flags an amount over the sellable stock with the amount that can be had', async () => {
    const body = await priced({ products: [row(CHECKOUT.jacketOwnPrice, 3)] });
    expect(body.products[0]).toMatchObject({ problem: 'over_quantity', max_amount: 2, on_order: false });
    expect(body.errors).toEqual([en('checkoutReason.rowOverQuantity', { name: 'Norrvik Jacket en', max: 2 })]);
    expect(body.reason).toBe(body.errors[0]);
  });

  it('counts a variant in two rows once against its stock', async () => {
    const body = await priced({ products: [row(CHECKOUT.jacketOwnPrice, 1), row(CHECKOUT.jacketOwnPrice, 2)] });
    expect(body.products.map((line) => [line.problem, line.max_amount])).toEqual([['over_quantity', 0], ['over_quantity', 1]]);
  });

  it('flags a variant that is not available at all, with nothing to order', async () => {
    const body = await priced({ products: [row(CHECKOUT.jacketUnavailable)] });
    expect(body.products[0]).toMatchObject({ problem: 'not_orderable', max_amount: 0 });
    expect(body.errors).toContain(en('checkoutReason.rowNotOrderable', { name: 'Norrvik Jacket en' }));
  });

  it('sells a variant on order from the supplier in any amount', async () => {
    const body = await priced({ products: [row(CHECKOUT.jacketOnOrder, 50)] });
    expect(body.products[0]).toMatchObject({ problem: null, max_amount: null, on_order: true, row_total: 5000 });
  });

  it('treats unknown, hidden, campaign-only and unpriced products as unknown rows worth nothing', async () => {
    const ids = [987654, LIST_MODELS.notPublic * 10, LIST_MODELS.campaignOnly * 10, 1050, '12345'];
    const body = await priced({ products: ids.map((id) => row(id)) });
    expect(body.products.map((line) => [line.productId, line.problem, line.row_total, line.name])).toEqual(ids.map((id) => [id, 'unknown', 0, '']));
    expect(body.products_price).toBe(0);
    expect(body.errors).toContain(en('checkoutReason.rowUnknown', { name: '987654' }));
  });
});

describe('prices and stock straight from D1 (architecture decision 5)', () => {
  it('sees a sale and a price change at once, with no catalogue import in between', async () => {
    await env.DB.batch([
      env.DB.prepare('UPDATE variant_stocks SET quantity = 1 WHERE variant_id = ?1 AND store_id = 20').bind(CHECKOUT.jacketOwnPrice),
      env.DB.prepare('UPDATE variant_prices SET active = 125 WHERE variant_id = ?1 AND tax_area_id = 1').bind(CHECKOUT.jacketOwnPrice),
    ]);
    try {
      const body = await priced({ products: [row(CHECKOUT.jacketOwnPrice, 2)] });
      expect(body.products[0]).toMatchObject({ problem: 'over_quantity', max_amount: 1, price: { active: 125 } });
    } finally {
      await env.DB.batch([
        env.DB.prepare('UPDATE variant_stocks SET quantity = 2 WHERE variant_id = ?1 AND store_id = 20').bind(CHECKOUT.jacketOwnPrice),
        env.DB.prepare('UPDATE variant_prices SET active = 130 WHERE variant_id = ?1 AND tax_area_id = 1').bind(CHECKOUT.jacketOwnPrice),
      ]);
    }
  });
});

describe('bundle rows (cat 4 bundle)', () => {
  const bundleId = `${CHECKOUT.bundle}-1767225600`;

  it("prices a bundle as its models' active prices less the bundle discount, rounded to cents", async () => {
    const body = await priced({ products: [row(bundleId, 2, `${CHECKOUT.jacketInHelsinki},${CHECKOUT.polesVariant}`)] });
    // (100 + 39.95) * 0.9 = 125.955 → 125.96
    expect(body.products[0]).toMatchObject({
      productId: bundleId, bundleHash: '3000,3030', name: 'Jacket and poles en', modelId: CHECKOUT.jacket,
      price: { active: 125.96, regular: 139.95 }, row_total: 251.92, problem: null, max_amount: 4,
      variant_text: 'Jacket en: Red en, M; Poles en: M',
    });
    expect(body.products_price).toBe(251.92);
  });

  it('refuses a bundle row whose variants are not one of each of the bundle models', async () => {
    const hashes = ['3000,3001', '3000', '3000,3030,3010', '3010,3030'];
    const body = await priced({ products: [...hashes.map((hash) => row(bundleId, 1, hash)), row('999-1767225600', 1, '3000,3030'), row(bundleId)] });
    expect(body.products.map((line) => line.problem)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
  });

  it('counts the units a bundle takes against the stock of its variants', async () => {
    const body = await priced({ products: [row(bundleId, 3, '3000,3030'), row(CHECKOUT.polesVariant, 2)] });
    expect(body.products.map((line) => line.problem)).toEqual(['over_quantity', 'over_quantity']);
    expect(body.products[0].max_amount).toBe(2);
  });

  it('prices a bundle sent in core 7\'s bundles field and answers it in bundles, not among the products', async () => {
    const body = await priced({ bundles: [row(bundleId, 2, '3000,3030')] });
    expect(body.products).toEqual([]);
    expect(body.bundles).toEqual([expect.objectContaining({ productId: bundleId, bundleHash: '3000,3030', price: { active: 125.96, regular: 139.95 }, row_total: 251.92, problem: null })]);
    expect(body.products_price).toBe(251.92);
    expect(body.reason).toBe('');
  });

  it('counts a bundle in the bundles field against the same stock as the product rows', async () => {
    const body = await priced({ products: [row(CHECKOUT.polesVariant, 2)], bundles: [row(bundleId, 3, '3000,3030')] });
    expect([...body.products, ...body.bundles].map((line) => line.problem)).toEqual(['over_quantity', 'over_quantity']);
    expect(body.bundles[0].max_amount).toBe(2);
    expect(body.reason).not.toBe('');
  });
});

describe('gift card products (cat 5, cat 9)', () => {
  it('prices gift cards at face value and flags a zero amount or another product', async () => {
    const body = await priced({
      gift_card_products: [
        { uid: 'a', productId: 2427, amount: 50, recipient_name: 'Aino' }, { uid: 'b', productId: 1412, amount: 10000 },
        { uid: 'c', productId: 2427, amount: 0 }, { uid: 'd', productId: 300, amount: 20 },
      ],
    });
    expect(body.gift_card_products.map((card) => [card.uid, card.problem === null])).toEqual([['a', true], ['b', true], ['c', false], ['d', false]]);
    expect(body.gift_card_products[0]).toMatchObject({ recipient_name: 'Aino' });
    expect(body.products_price).toBe(10050);
    expect(body.errors).toContain(en('checkoutReason.giftCardAmount', { min: 10, max: 10000 }));
    expect(body.errors).toContain(en('checkoutReason.giftCardProductUnknown'));
  });
});

describe('what the client sends about itself', () => {
  it('echoes the validation hash so the client can drop stale answers (core 4)', async () => {
    expect((await priced({ validate_hash: 'abc-123', products: [row(CHECKOUT.jacketInHelsinki)] })).validate_hash).toBe('abc-123');
  });

  it('ignores prices, totals and names smuggled into the body', async () => {
    const body = { ...cart(), total_price: 1, products_price: 1, products: [{ productId: CHECKOUT.jacketInHelsinki, amount: 1, price: { active: 1 }, row_total: 1, name: 'Free' }] };
    const answer = await (await postCheckout(body)).json() as any;
    expect(answer.products[0]).toMatchObject({ price: { active: 100, regular: 120 }, row_total: 100, name: 'Jacket en' });
    expect(answer.products[0]).not.toHaveProperty('productsPrice');
    expect(answer.total_price).toBe(100);
  });

  it('prices a 20-row cart in one answer', async () => {
    const products = Array.from({ length: 20 }, (_, index) => row(CHECKOUT.manyFirstVariant + index, 2));
    const body = await priced({ products, delivery_method: 1 });
    expect(body.products).toHaveLength(20);
    expect(body.products.every((line) => line.problem === null && line.row_total === 20)).toBe(true);
    expect([body.products_price, body.delivery_cost, body.total_price, body.errors]).toEqual([400, 0, 400, []]);
  });
});
