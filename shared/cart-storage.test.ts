import { describe, expect, it } from 'vitest';
import { cartItemCount } from './cart-storage.ts';

describe('cartItemCount', () => {
  it('adds up the amounts of the stored rows', () => {
    expect(cartItemCount(JSON.stringify({ products: [{ amount: 2 }, { amount: 3 }] }))).toBe(5);
  });

  it('counts an empty, missing or unreadable cart as zero', () => {
    expect(cartItemCount(null)).toBe(0);
    expect(cartItemCount('not json')).toBe(0);
    expect(cartItemCount(JSON.stringify({ products: 'x' }))).toBe(0);
  });

  it('ignores amounts that are not positive numbers', () => {
    expect(cartItemCount(JSON.stringify({ products: [{ amount: -1 }, { amount: '4' }, { amount: 1 }] }))).toBe(1);
  });
});
