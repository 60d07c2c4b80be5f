import { describe, expect, it } from 'vitest';
import { addGiftCard } from './cart-gifts.ts';
import { MAX_CART_ROWS } from './checkout-core.ts';
import { parseCheckoutState, serializeCheckoutState } from './parse-checkout-state.ts';
import { cart, row } from '../../tests/unit-helpers/test-checkout.ts';

const NOW = 1_764_000_000;

describe('adding a gift card product (decision 028)', () => {
  it('adds a web card with its recipient, message and picture under a uid from the current second', () => {
    const { state } = addGiftCard(cart([]), { productId: 2427, amount: 50, recipientName: ' Anna ', message: 'Happy birthday!', template: 'aurora' }, NOW + 0.7);
    expect(state.giftCardProducts).toEqual([{ uid: `2427-${NOW}`, productId: 2427, amount: 50, recipient_name: 'Anna', message: 'Happy birthday!', template: 'aurora' }]);
    expect(state.validateHash).toBe('');
  });

  it('gives a second card added in the same second the next free uid', () => {
    const first = addGiftCard(cart([]), { productId: 2427, amount: 50 }, NOW).state;
    const second = addGiftCard(first, { productId: 2427, amount: 50 }, NOW).state;
    expect(second.giftCardProducts.map((row) => row.uid)).toEqual([`2427-${NOW}`, `2427-${NOW + 1}`]);
  });

  it('keeps no recipient, message or picture on a physical card', () => {
    const { state } = addGiftCard(cart([]), { productId: 1412, amount: 100, recipientName: 'Anna', message: 'Hi', template: 'lake' }, NOW);
    expect(state.giftCardProducts).toEqual([{ uid: `1412-${NOW}`, productId: 1412, amount: 100 }]);
  });

  it('clears an active gift campaign and its gift first, as adding a product does (core 4)', () => {
    const redeemed = cart([row(9)], { giftCampaignData: { code: 'K7QFM3XR9PDA', campaign: 'xmas' } });
    const { state } = addGiftCard(redeemed, { productId: 2427, amount: 50 }, NOW);
    expect(state.giftCampaignData).toBeNull();
    expect(state.products).toEqual([]);
    expect(state.giftCardProducts).toEqual([{ uid: `2427-${NOW}`, productId: 2427, amount: 50 }]);
  });

  it('changes nothing for 0, over 10,000 or off the steps of 10', () => {
    const empty = cart([]);
    for (const amount of [0, 10_010, 55]) expect(addGiftCard(empty, { productId: 2427, amount }, NOW).state).toBe(empty);
  });

  it('refuses a card when the cart already holds the most rows', () => {
    const full = cart([], { giftCardProducts: Array.from({ length: MAX_CART_ROWS }, (_, index) => ({ uid: String(index), productId: 1412, amount: 10 })) });
    expect(addGiftCard(full, { productId: 2427, amount: 50 }, NOW)).toEqual({ state: full, info: 'cartFull' });
  });

  it('keeps the message and picture through local storage', () => {
    const { state } = addGiftCard(cart([]), { productId: 2427, amount: 70, recipientName: 'Ville', message: 'Enjoy', template: 'birch' }, NOW);
    expect(parseCheckoutState(serializeCheckoutState(state)).giftCardProducts).toEqual(state.giftCardProducts);
  });
});
