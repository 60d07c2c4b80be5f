import { describe, expect, it } from 'vitest';
import { removeGiftCard } from './cart-gifts.ts';
import { addProduct } from './cart-rows.ts';
import { enforceGiftCampaignRule } from './checkout-core.ts';
import { cart, row } from '../../tests/unit-helpers/test-checkout.ts';

const campaign = { code: 'GIFT-42', campaign: 'xmas' };

describe('gift card products', () => {
  it('removes a gift card by uid', () => {
    const state = cart([], { giftCardProducts: [{ uid: 'a', productId: 2427, amount: 50 }, { uid: 'b', productId: 2427, amount: 30 }] });
    expect(removeGiftCard(state, 'a').state.giftCardProducts.map((card) => card.uid)).toEqual(['b']);
    expect(removeGiftCard(state, 'zz').state).toBe(state);
  });
});

describe('gift campaigns', () => {
  it('clears the campaign and its product when anything is added to a campaign cart', () => {
    const redeemed = cart([row(9)], { giftCampaignData: campaign });
    const { state } = addProduct(redeemed, { productId: 10, onOrder: false, maxAmount: 4 });
    expect(state.products.map((line) => line.productId)).toEqual([10]);
    expect(state.giftCampaignData).toBeNull();
  });

  it('keeps the campaign data with exactly one product row', () => {
    const state = cart([row(9)], { giftCampaignData: campaign });
    expect(enforceGiftCampaignRule(state)).toBe(state);
  });

  it('clears the campaign data and the products with more than one product when a campaign code was set', () => {
    expect(enforceGiftCampaignRule(cart([row(9), row(10)], { giftCampaignData: campaign }))).toMatchObject({ products: [], giftCampaignData: null });
  });

  it('clears only the campaign data, not the products, when no campaign code was set', () => {
    const state = enforceGiftCampaignRule(cart([row(9), row(10)], { giftCampaignData: { code: '', campaign: 'xmas' } }));
    expect(state.giftCampaignData).toBeNull();
    expect(state.products).toHaveLength(2);
  });

  it('clears the campaign data with any bundle or gift card product', () => {
    expect(enforceGiftCampaignRule(cart([row('12-1', { bundleHash: '7' })], { giftCampaignData: campaign }))).toMatchObject({ products: [], giftCampaignData: null });
    const withCard = cart([row(9)], { giftCampaignData: campaign, giftCardProducts: [{ uid: 'a', productId: 2427, amount: 50 }] });
    expect(enforceGiftCampaignRule(withCard)).toMatchObject({ products: [], giftCampaignData: null, giftCardProducts: [{ uid: 'a' }] });
  });
});
