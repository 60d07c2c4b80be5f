import { describe, expect, it } from 'vitest';
import { addProduct } from '../checkout/cart-rows.ts';
import { EMPTY_CHECKOUT_STATE, enforceGiftCampaignRule } from '../checkout/checkout-core.ts';
import { redeemGiftCampaign } from './redeem-cart.ts';

const DATA = { code: 'WARMXMAS2222', campaign: 'kaira-christmas-gift' };

describe('redeeming a gift campaign code into the cart', () => {
  const full = {
    ...EMPTY_CHECKOUT_STATE, validateHash: 'abc', postcode: '00100', codes: ['WELCOME10'], deliveryMethod: 3,
    products: [{ productId: 11, amount: 2, on_order: false, max_amount: 5 }, { productId: '4-1700000000', amount: 1, bundleHash: '1,2', on_order: false, max_amount: null }],
    giftCardProducts: [{ uid: 'u1', productId: 2427, amount: 50 }],
  };

  it('clears the cart, the codes and the chosen delivery, adds the one gift and sets the campaign data', () => {
    const next = redeemGiftCampaign(full, 501, DATA);
    expect(next.products).toEqual([{ productId: 501, amount: 1, on_order: false, max_amount: 1 }]);
    expect(next.giftCardProducts).toEqual([]);
    expect(next.codes).toEqual([]);
    expect(next.deliveryMethod).toBeNull();
    expect(next.giftCampaignData).toEqual(DATA);
    expect(next.validateHash).toBe('');
    expect(next.postcode).toBe('00100');
  });

  it('leaves a cart that core 4 keeps as it is, and a second redemption replaces the first', () => {
    const once = redeemGiftCampaign(EMPTY_CHECKOUT_STATE, 501, DATA);
    expect(enforceGiftCampaignRule(once)).toBe(once);
    const twice = redeemGiftCampaign(once, 777, { code: 'TREKXMAS2222', campaign: 'kaira-christmas-gift-outdoor' });
    expect(twice.products.map((row) => row.productId)).toEqual([777]);
    expect(twice.giftCampaignData?.code).toBe('TREKXMAS2222');
  });

  it('is cleared with the cart when another product is added afterwards (core 4)', () => {
    const { state } = addProduct(redeemGiftCampaign(EMPTY_CHECKOUT_STATE, 501, DATA), { productId: 12, onOrder: false, maxAmount: 3 });
    expect(state.giftCampaignData).toBeNull();
    expect(state.products.map((row) => row.productId)).toEqual([12]);
  });
});
