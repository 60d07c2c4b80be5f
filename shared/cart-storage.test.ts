import { describe, expect, it } from 'vitest';
import { cartItemCount } from './cart-storage.ts';

describe('cartItemCount', () => {
  it('adds up the amounts of the stored rows', () => {
    expect(cartItemCount(JSON.stringify({ products: [{ productId: 1, amount: 2 }, { productId: 2, amount: 3 }] }))).toBe(5);
  });

  it('counts each gift card product as one item', () => {
    const stored = JSON.stringify({ products: [{ productId: 1, amount: 2 }], giftCardProducts: [{ uid: 'a', productId: 2427, amount: 50 }] });
    expect(cartItemCount(stored)).toBe(3);
  });

  it('counts an empty, missing or unreadable cart as zero', () => {
    expect(cartItemCount(null)).toBe(0);
    expect(cartItemCount('not json')).toBe(0);
    expect(cartItemCount(JSON.stringify({ products: 'x' }))).toBe(0);
  });

  it('ignores rows whose amounts are not positive whole numbers', () => {
    const stored = JSON.stringify({ products: [{ productId: 1, amount: -1 }, { productId: 2, amount: '4' }, { productId: 3, amount: 1 }] });
    expect(cartItemCount(stored)).toBe(1);
  });
});
