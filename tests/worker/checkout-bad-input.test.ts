import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { cart, postCheckout, row, setUpCheckout } from './checkout-helpers.ts';

beforeAll(setUpCheckout);

async function fields(body: unknown): Promise<Record<string, string>> {
  const response = await postCheckout(body);
  expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(400);
  const answer = await response.json() as { error: { code: string; fields: Record<string, string> } };
  return answer.error.fields;
}

describe('bodies that are not a cart (400 with fields)', () => {
  it('names the body when it is not JSON, not an object, or too large', async () => {
    expect(await fields('{"products": [')).toHaveProperty('body');
    expect(await fields([1, 2])).toHaveProperty('body');
    expect(await fields({ ...cart(), special_request: 'x'.repeat(40_000) })).toHaveProperty('body');
  });

  it('names missing and malformed top-level fields', async () => {
    const { products, ...withoutRows } = cart();
    expect(await fields(withoutRows)).toEqual({ products: 'Required.' });
    expect(await fields({ ...cart(), validate_hash: 5, repack: 'yes', delivery_method: 0 })).toEqual({
      validate_hash: 'Must be text.', repack: 'Must be true or false.', delivery_method: 'Must be a delivery method id.',
    });
  });

  it('refuses a country or language the shop does not serve', async () => {
    expect(await fields(cart({ country_code: 'xx' }))).toEqual({ country_code: 'Not a country the shop delivers to.' });
    expect(await fields(cart({ country_code: 'ru' }))).toEqual({ country_code: 'Not a country the shop delivers to.' });
    expect(await fields(cart({ country_code: 'fin' }))).toHaveProperty('country_code');
    expect(await fields(cart({ language_code: 'es' }))).toHaveProperty('language_code');
  });

  it('refuses amounts that are negative, zero, huge, fractional or text', async () => {
    for (const amount of [-1, 0, 1000, 1.5, '2', 1e308]) {
      expect(await fields(cart({ products: [{ productId: CHECKOUT.jacketInHelsinki, amount } as any] }))).toHaveProperty('products.0.amount');
    }
  });

  it('refuses malformed product ids and bundle hashes', async () => {
    for (const productId of [0, -5, 1.5, 'abc', '1-2-3', '', null, 2 ** 40]) {
      expect(await fields(cart({ products: [{ productId, amount: 1 } as any] }))).toHaveProperty('products.0.productId');
    }
    for (const bundleHash of ['3000;3030', '', '1,2,3,4,5,6,7,8,9,10,11', 'x']) {
      expect(await fields(cart({ products: [{ productId: '1-1767225600', amount: 1, bundleHash }] }))).toHaveProperty('products.0.bundleHash');
    }
  });

  it('refuses a bundles entry that is not a bundle row with its hash (core 7 bundles)', async () => {
    for (const productId of [3000, '3000', 'abc', '1-']) {
      expect(await fields(cart({ bundles: [{ productId, amount: 1, bundleHash: '3000,3030' } as any] }))).toHaveProperty('bundles.0.productId');
    }
    expect(await fields(cart({ bundles: [{ productId: '1-1767225600', amount: 1 } as any] }))).toHaveProperty('bundles.0.bundleHash');
    expect(await fields(cart({ bundles: [{ productId: '1-1767225600', amount: 0, bundleHash: '3000,3030' }] }))).toHaveProperty('bundles.0.amount');
  });

  it('refuses more than 100 rows in products and bundles together', async () => {
    const bundle = { productId: '1-1767225600', amount: 1, bundleHash: '3000,3030' };
    expect(await fields(cart({ products: Array.from({ length: 60 }, () => row(CHECKOUT.jacketInHelsinki)), bundles: Array.from({ length: 41 }, () => bundle) })))
      .toHaveProperty('bundles');
  });

  it('refuses more than 100 rows, more than 20 codes and codes over 64 characters', async () => {
    expect(await fields(cart({ products: Array.from({ length: 101 }, () => row(CHECKOUT.jacketInHelsinki)) }))).toHaveProperty('products');
    expect(await fields(cart({ discount_codes: Array.from({ length: 21 }, (_, i) => `C${i}`) }))).toHaveProperty('discount_codes');
    expect(await fields(cart({ discount_codes: ['x'.repeat(65)] }))).toHaveProperty('discount_codes.0');
  });

  it('refuses gift card amounts off the 10-euro steps or above 10,000', async () => {
    for (const amount of [15, 10010, -10, 2.5]) {
      expect(await fields(cart({ gift_card_products: [{ uid: 'g', productId: 2427, amount }] }))).toHaveProperty('gift_card_products.0.amount');
    }
  });
});

describe('requests from elsewhere', () => {
  it('refuses a cross-origin browser request (same-origin check)', async () => {
    const response = await postCheckout(cart({ products: [row(CHECKOUT.jacketInHelsinki)] }), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('accepts the shop’s own origin and answers without caching', async () => {
    const response = await postCheckout(cart({ products: [row(CHECKOUT.jacketInHelsinki)] }), { origin: 'http://localhost' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('never a server error', () => {
  const junk: unknown[] = [
    null, 0, 'text', true, {}, { products: null }, { ...cart(), products: [null] }, { ...cart(), products: [{}] },
    { ...cart(), gift_card_products: [{ uid: 1 }] }, { ...cart(), discount_codes: [null] }, { ...cart(), delivery_extra_data: [] },
    { ...cart(), postal_code: '<script>' }, { ...cart(), customer_id: 'admin' }, { ...cart(), __proto__: { products: [] } },
    { ...cart(), products: [{ productId: '99999-1', amount: 1, bundleHash: '99999' }], discount_codes: ["' OR 1=1 --", '%', '_'] },
    { ...cart(), country_code: 'GB', postal_code: '', products: [{ productId: '1', amount: 999 }] },
  ];

  it('answers 200 or 400 for every malformed or hostile body', async () => {
    for (const body of junk) {
      const response = await postCheckout(body);
      expect([200, 400], JSON.stringify(body)).toContain(response.status);
    }
  });

  it('treats SQL-like and wildcard codes as plain unknown codes', async () => {
    const response = await postCheckout({ ...cart(), products: [row(CHECKOUT.jacketInHelsinki)], discount_codes: ["' OR 1=1 --", '%', 'GIFT-%'] });
    const body = await response.json() as { cart_discount: unknown; payment_events: unknown[]; errors: string[] };
    expect([body.cart_discount, body.payment_events, body.errors.length > 0]).toEqual([null, [], true]);
  });
});
