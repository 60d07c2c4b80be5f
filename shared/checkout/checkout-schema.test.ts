import { describe, expect, it } from 'vitest';
import { validateCheckoutRequest } from './checkout-schema.ts';

const minimal = { validate_hash: 'h', country_code: 'fi', language_code: 'en', products: [] };

describe('the checkout request schema', () => {
  it('fills the optional lists and flags with their defaults and normalises the country code', () => {
    const checked = validateCheckoutRequest({ ...minimal, country_code: ' FI ' });
    expect(checked).toEqual({ ok: true, request: { ...minimal, bundles: [], gift_card_products: [], discount_codes: [], repack: false, pikanouto: false } });
  });

  it('takes core 7\'s bundles as bundle rows with their hash, and nothing else there', () => {
    const bundle = { productId: '3-1767225600', amount: 2, bundleHash: '3000,3030' };
    const checked = validateCheckoutRequest({ ...minimal, bundles: [{ ...bundle, name: 'Ski set', price: 1 }] });
    expect(checked.ok && checked.request.bundles).toEqual([bundle]);
    const refused = validateCheckoutRequest({ ...minimal, bundles: [{ productId: 3000, amount: 1, bundleHash: '3000' }, { productId: '3-1', amount: 1 }] });
    expect(!refused.ok && Object.keys(refused.fields).sort()).toEqual(['bundles.0.productId', 'bundles.1.bundleHash']);
  });

  it('drops keys it does not know, prices above all', () => {
    const checked = validateCheckoutRequest({ ...minimal, total_price: 1, products: [{ productId: 5, amount: 1, price: 0.01 }] });
    expect(checked.ok && checked.request.products).toEqual([{ productId: 5, amount: 1 }]);
    expect(checked.ok && 'total_price' in checked.request).toBe(false);
  });

  it('takes a request without validate_hash (core 7 does not name it) as an empty hash', () => {
    const { validate_hash: _hash, ...withoutHash } = minimal;
    const checked = validateCheckoutRequest(withoutHash);
    expect(checked.ok && checked.request.validate_hash).toBe('');
  });

  it('accepts and drops the extra fields of core 3 cart rows', () => {
    const row = { productId: 5, amount: 1, frozen: false, extra_data: {}, name: 'Jacket', modelId: 3, price: { active: 0.01 }, manufacturer: 'Norrvik', main_group: 2 };
    const checked = validateCheckoutRequest({ ...minimal, products: [row] });
    expect(checked.ok && checked.request.products).toEqual([{ productId: 5, amount: 1 }]);
  });

  it('accepts variant ids, numeric strings and bundle row ids with their hash', () => {
    const products = [{ productId: 1000, amount: 999 }, { productId: '1000', amount: 1 }, { productId: '3-1767225600', amount: 2, bundleHash: '3000,3030' }];
    expect(validateCheckoutRequest({ ...minimal, products }).ok).toBe(true);
  });

  it('names each bad field by its path', () => {
    const checked = validateCheckoutRequest({
      ...minimal, language_code: 'es', products: [{ productId: 1, amount: 0 }],
      gift_card_products: [{ uid: 'g', productId: 2427, amount: 15 }], discount_codes: ['ok', 7],
    });
    expect(checked).toEqual({
      ok: false,
      fields: {
        language_code: 'Use one of fi, en, sv, de, fr, ru.', 'products.0.amount': 'At least 1.',
        'gift_card_products.0.amount': 'Must be a multiple of 10.', 'discount_codes.1': 'Must be text.',
      },
    });
  });

  it('says Required for a missing key and names the body when it is not an object', () => {
    expect(validateCheckoutRequest({ validate_hash: 'h', country_code: 'fi', language_code: 'en' })).toEqual({ ok: false, fields: { products: 'Required.' } });
    for (const body of [null, [], 'cart', 3]) expect(validateCheckoutRequest(body)).toEqual({ ok: false, fields: { body: 'Send a JSON object.' } });
  });

  it('allows a gift card amount of 0 (the engine flags it) but not off the 10-euro steps', () => {
    const card = (amount: number) => validateCheckoutRequest({ ...minimal, gift_card_products: [{ uid: 'g', productId: 2427, amount }] }).ok;
    expect([card(0), card(10), card(10000), card(5), card(10010)]).toEqual([true, true, true, false, false]);
  });

  it('keeps each transfer store once and refuses a single store sending to itself', () => {
    const checked = validateCheckoutRequest({ ...minimal, transfer_request_from: [1, 1, 20], transfer_request_to: [2] });
    expect(checked.ok && checked.request.transfer_request_from).toEqual([1, 20]);
    expect(validateCheckoutRequest({ ...minimal, transfer_request_from: [1, 1], transfer_request_to: [1] })).toEqual({
      ok: false, fields: { transfer_request_to: 'Must differ from the only source store.' },
    });
  });
});
