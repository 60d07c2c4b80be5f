import { describe, expect, it } from 'vitest';
import { addGiftCard, redeemGiftCampaign, removeGiftCard } from './cart-gifts.ts';
import { addProduct } from './cart-rows.ts';
import { enforceGiftCampaignRule } from './checkout-core.ts';
import { cart, row } from './test-checkout.ts';

const campaign = { code: 'GIFT-42', campaign: 'xmas' };

describe('gift card products', () => {
  it('adds a gift card with a uid from the time in seconds', () => {
    expect(addGiftCard(cart(), { productId: 2427, amount: 50, recipient_name: ' Anna ' }, 1_700_000_000).state.giftCardProducts).toEqual([
      { uid: '1700000000', productId: 2427, amount: 50, recipient_name: 'Anna' },
    ]);
  });

  it('gives two gift cards added in the same second their own uids', () => {
    const once = addGiftCard(cart(), { productId: 1412, amount: 20 }, 9).state;
    expect(addGiftCard(once, { productId: 1412, amount: 20 }, 9).state.giftCardProducts.map((card) => card.uid)).toEqual(['9', '10']);
  });

  it('refuses amounts of 0, above 10,000 or off the 10-euro steps', () => {
    for (const amount of [0, -10, 10_010, 55, Number.NaN]) {
      expect(addGiftCard(cart(), { productId: 2427, amount }, 1).info).toBe('limit');
    }
    expect(addGiftCard(cart(), { productId: 2427, amount: 10_000 }, 1).info).toBeUndefined();
  });

  it('removes a gift card by uid', () => {
    const state = cart([], { giftCardProducts: [{ uid: 'a', productId: 2427, amount: 50 }, { uid: 'b', productId: 2427, amount: 30 }] });
    expect(removeGiftCard(state, 'a').state.giftCardProducts.map((card) => card.uid)).toEqual(['b']);
    expect(removeGiftCard(state, 'zz').state).toBe(state);
  });
});

describe('gift campaigns', () => {
  it('clears the cart, adds the campaign product and sets the campaign data on redeem', () => {
    const before = cart([row(1), row(2)], { codes: ['SALE'], giftCardProducts: [{ uid: 'a', productId: 2427, amount: 50 }] });
    const { state } = redeemGiftCampaign(before, { productId: 9, onOrder: false, maxAmount: 1 }, campaign);
    expect(state.products.map((line) => line.productId)).toEqual([9]);
    expect(state.giftCardProducts).toEqual([]);
    expect(state.codes).toEqual([]);
    expect(state.giftCampaignData).toEqual(campaign);
  });

  it('clears the campaign and its product when anything is added to a campaign cart', () => {
    const redeemed = redeemGiftCampaign(cart(), { productId: 9, onOrder: false, maxAmount: 1 }, campaign).state;
    const { state } = addProduct(redeemed, { productId: 10, onOrder: false, maxAmount: 4 });
    expect(state.products.map((line) => line.productId)).toEqual([10]);
    expect(state.giftCampaignData).toBeNull();
    expect(addGiftCard(redeemed, { productId: 2427, amount: 50 }, 1).state).toMatchObject({ products: [], giftCampaignData: null });
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
