import { describe, expect, it } from 'vitest';
import * as checkout from './checkout-state.ts';
import { cart, row } from '../../tests/unit-helpers/test-checkout.ts';

const { clearCheckout, setChoice, setDeliveryMethod, setPostcode, setSpecialRequests, CART_INFO_KEYS } = checkout;

describe('clearCheckout', () => {
  it('resets the cart, codes, chosen delivery method, gift campaign and the last server answer', () => {
    const full = cart([row(1)], {
      status: 'VALIDATED', validateHash: 'h', codes: ['SALE'], pendingCodes: ['X'], deliveryMethod: 3, totalPrice: 10, snippetError: 'No',
      giftCardProducts: [{ uid: 'a', productId: 2427, amount: 50 }], giftCampaignData: { code: 'G', campaign: 'c' }, showKlarna: true,
      postcode: '00100', specialRequests: 'Hi', isRepackSelected: true,
    });
    expect(clearCheckout(full)).toEqual(cart([], { postcode: '00100', specialRequests: 'Hi', isRepackSelected: true }));
  });
});

describe('checkout choices', () => {
  it('stores the postcode trimmed and bounded', () => {
    expect(setPostcode(cart(), ' 00100 ').postcode).toBe('00100');
    expect(setPostcode(cart(), '1'.repeat(40)).postcode).toHaveLength(12);
  });

  it('stores special requests bounded to 1000 characters', () => {
    expect(setSpecialRequests(cart(), 'x'.repeat(2000)).specialRequests).toHaveLength(1000);
  });

  it('sets RePack, express pickup and delivery splitting', () => {
    const state = setChoice(setChoice(setChoice(cart(), 'isRepackSelected', true), 'isPikanoutoSelected', true), 'isDeliverySplittingSelected', true);
    expect(state).toMatchObject({ isRepackSelected: true, isPikanoutoSelected: true, isDeliverySplittingSelected: true });
  });

  it('stores a delivery method id, and nothing for a bad one', () => {
    expect(setDeliveryMethod(cart(), 4).deliveryMethod).toBe(4);
    expect(setDeliveryMethod(cart([], { deliveryMethod: 4 }), -1).deliveryMethod).toBeNull();
  });

  it('clears the validation hash on a change and returns the same state for no change', () => {
    const validated = cart([], { validateHash: 'h', postcode: '00100' });
    expect(setPostcode(validated, '00100')).toBe(validated);
    expect(setPostcode(validated, '00200').validateHash).toBe('');
  });

  it('keeps the validation hash when a postcode that is not sent replaces another that is not sent', () => {
    const validated = cart([], { validateHash: 'h', postcode: '' });
    expect(setPostcode(validated, '12#4')).toMatchObject({ postcode: '12#4', validateHash: 'h' });
    expect(setPostcode(setPostcode(validated, '12#4'), '00100').validateHash).toBe('');
    expect(setPostcode(cart([], { validateHash: 'h', postcode: '00100' }), '12#4').validateHash).toBe('');
  });
});

describe('the checkout-state module', () => {
  it('offers every transition from one import', () => {
    for (const name of ['addProduct', 'updateAmount', 'removeProduct', 'addBundle', 'increaseBundle', 'setBundleAmount', 'removeBundle', 'removeGiftCard', 'addCode', 'removeCode', 'startValidation', 'applyValidation', 'failValidation', 'toCheckoutRequest', 'parseCheckoutState', 'serializeCheckoutState']) {
      expect(typeof (checkout as Record<string, unknown>)[name]).toBe('function');
    }
  });

  it('names a dictionary key for every info outcome', () => {
    expect(CART_INFO_KEYS).toEqual({ frozen: 'cart.frozenProduct', bundleRow: 'cart.bundleRowAmount', limit: 'cart.limitReached', cartFull: 'cart.cartFull' });
  });
});
