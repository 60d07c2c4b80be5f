import { describe, expect, it } from 'vitest';
import { removeBundle, setBundleAmount } from '../checkout/cart-bundles.ts';
import { EMPTY_CHECKOUT_STATE, isBundleRow, MAX_CART_ROWS, type CheckoutState } from '../checkout/checkout-core.ts';
import { parseCheckoutState, serializeCheckoutState } from '../checkout/parse-checkout-state.ts';
import { toCheckoutRequest } from '../checkout/checkout-validation.ts';
import { validateCheckoutRequest } from '../checkout/checkout-schema.ts';
import { addSkiPackage } from './package-cart.ts';
import { skiPackageSportOf } from './package-row.ts';

const NOW = 1_767_225_600;

describe('the ski package in the cart', () => {
  it('adds the package as one row named by its sport, with its variants sorted in bundleHash', () => {
    const { state, info } = addSkiPackage(EMPTY_CHECKOUT_STATE, 'alpine', [4030, 4000, 4010], NOW);
    expect(info).toBeUndefined();
    expect(state.products).toEqual([{ productId: `ski-alpine-${NOW}`, amount: 1, bundleHash: '4000,4010,4030', on_order: false, max_amount: null }]);
    expect(isBundleRow(state.products[0])).toBe(true);
    expect(skiPackageSportOf(state.products[0].productId)).toBe('alpine');
    expect(state.validateHash).toBe('');
  });

  it('grows the same package of the same sport by one and keeps another as a row of its own', () => {
    let state = addSkiPackage(EMPTY_CHECKOUT_STATE, 'alpine', [4000, 4010], NOW).state;
    state = addSkiPackage(state, 'alpine', [4010, 4000], NOW + 5).state;
    expect(state.products).toHaveLength(1);
    expect(state.products[0].amount).toBe(2);
    state = addSkiPackage(state, 'nordic', [4000, 4010], NOW).state;
    state = addSkiPackage(state, 'alpine', [4000, 4010, 4030], NOW).state;
    expect(state.products.map((row) => row.productId)).toEqual([`ski-alpine-${NOW}`, `ski-nordic-${NOW}`, `ski-alpine-${NOW + 1}`]);
  });

  it('changes only through the bundle functions (core 4)', () => {
    const state = addSkiPackage(EMPTY_CHECKOUT_STATE, 'nordic', [5, 6], NOW).state;
    const id = String(state.products[0].productId);
    expect(setBundleAmount(state, id, 3).state.products[0].amount).toBe(3);
    expect(removeBundle(state, id).state.products).toEqual([]);
  });

  it('adds nothing for fewer than two or more than three parts, bad ids or an unknown sport', () => {
    for (const ids of [[], [4000], [4000, 4000], [1, 2, 3, 4], [4000, -1], [4000, 1.5]]) {
      expect(addSkiPackage(EMPTY_CHECKOUT_STATE, 'alpine', ids, NOW).state).toBe(EMPTY_CHECKOUT_STATE);
    }
    expect(addSkiPackage(EMPTY_CHECKOUT_STATE, 'telemark' as never, [1, 2], NOW).state).toBe(EMPTY_CHECKOUT_STATE);
  });

  it('clears an active gift campaign and its product first', () => {
    const campaign: CheckoutState = { ...EMPTY_CHECKOUT_STATE, products: [{ productId: 77, amount: 1, on_order: false, max_amount: 1 }], giftCampaignData: { code: 'ABC', campaign: 'x' } };
    const { state } = addSkiPackage(campaign, 'alpine', [1, 2], NOW);
    expect(state.giftCampaignData).toBeNull();
    expect(state.products.map((row) => row.productId)).toEqual([`ski-alpine-${NOW}`]);
  });

  it('says so when the cart is full', () => {
    const products = Array.from({ length: MAX_CART_ROWS }, (_, index) => ({ productId: index + 1, amount: 1, on_order: false, max_amount: null }));
    expect(addSkiPackage({ ...EMPTY_CHECKOUT_STATE, products }, 'alpine', [1, 2], NOW).info).toBe('cartFull');
  });

  it('survives storage and is sent in a request the server schema accepts', () => {
    const state = addSkiPackage(EMPTY_CHECKOUT_STATE, 'alpine', [4000, 4010], NOW).state;
    const back = parseCheckoutState(serializeCheckoutState(state));
    expect(back.products).toEqual(state.products);
    const request = toCheckoutRequest(back, { countryCode: 'fi', languageCode: 'fi' });
    expect(request.products).toEqual([{ productId: `ski-alpine-${NOW}`, amount: 1, bundleHash: '4000,4010' }]);
    expect(validateCheckoutRequest(request).ok).toBe(true);
    expect(validateCheckoutRequest({ ...request, products: [{ productId: `ski-slalom-${NOW}`, amount: 1, bundleHash: '1,2' }] }).ok).toBe(false);
    expect(parseCheckoutState(JSON.stringify({ products: [{ productId: 'ski-alpine-1', amount: 1 }] })).products).toEqual([]);
  });
});
