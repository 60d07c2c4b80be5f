import { describe, expect, it } from 'vitest';
import { addBundleLine, addCartLine, cartItemCount } from './cart-storage.ts';

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

describe('addCartLine', () => {
  const lines = (stored: string) => JSON.parse(stored).products;

  it('adds a new line with amount 1 to an empty cart', () => {
    const result = addCartLine(null, { productId: 7, onOrder: false, maxAmount: 3 });
    expect(result.added).toBe(true);
    expect(lines(result.stored)).toEqual([{ productId: 7, amount: 1, on_order: false, max_amount: 3 }]);
  });

  it('increases the amount of a line already in the cart and keeps the other state', () => {
    const stored = JSON.stringify({ products: [{ productId: 7, amount: 1, on_order: false, max_amount: 3 }], discountCodes: ['x'] });
    const result = addCartLine(stored, { productId: 7, onOrder: false, maxAmount: 3 });
    expect(lines(result.stored)[0].amount).toBe(2);
    expect(JSON.parse(result.stored).discountCodes).toEqual(['x']);
  });

  it('keeps a frozen line or one at its orderable quantity unchanged', () => {
    const frozen = JSON.stringify({ products: [{ productId: 7, amount: 1, on_order: false, max_amount: 5, frozen: true }] });
    expect(addCartLine(frozen, { productId: 7, onOrder: false, maxAmount: 5 }).added).toBe(false);
    const full = JSON.stringify({ products: [{ productId: 7, amount: 2, on_order: false, max_amount: 2 }] });
    expect(addCartLine(full, { productId: 7, onOrder: false, maxAmount: 2 }).added).toBe(false);
  });

  it('has no limit for a variant on order', () => {
    const stored = JSON.stringify({ products: [{ productId: 7, amount: 9, on_order: true, max_amount: null }] });
    expect(lines(addCartLine(stored, { productId: 7, onOrder: true, maxAmount: null }).stored)[0].amount).toBe(10);
  });

  it('starts over from an unreadable state', () => {
    expect(lines(addCartLine('{oops', { productId: 1, onOrder: false, maxAmount: 1 }).stored)).toHaveLength(1);
  });
});

describe('addBundleLine', () => {
  it('adds the bundle as one line whose id carries a dash and the chosen variants', () => {
    const stored = addBundleLine(null, 12, [31, 7], 1_700_000_000);
    expect(JSON.parse(stored).products).toEqual([{ productId: '12-1700000000', amount: 1, bundleHash: '7,31', on_order: false, max_amount: null }]);
  });

  it('increases the amount when the same bundle with the same variants is added again', () => {
    const once = addBundleLine(null, 12, [7, 31], 1);
    const twice = addBundleLine(once, 12, [31, 7], 2);
    expect(JSON.parse(twice).products).toMatchObject([{ productId: '12-1', amount: 2 }]);
    expect(JSON.parse(addBundleLine(twice, 12, [7, 32], 3)).products).toHaveLength(2);
  });
});
