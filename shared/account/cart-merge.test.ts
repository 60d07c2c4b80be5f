import { describe, expect, it } from 'vitest';
import { MAX_CART_ROWS } from '../checkout/checkout-core.ts';
import { cart, row } from '../../tests/unit-helpers/test-checkout.ts';
import { cartContentOf, mergeSavedCart, savedCartRows } from './cart-merge.ts';

const saved = (...rows: unknown[]) => JSON.stringify({ products: rows });

describe('cartContentOf', () => {
  it('saves only the rows the shopper chose: ids, amounts and bundle variants', () => {
    const content = cartContentOf([
      row(7, { amount: 2, frozen: true, details: undefined }),
      row('12-1700000000', { bundleHash: '3,4' }),
    ]);
    expect(JSON.parse(content)).toEqual({ products: [{ productId: 7, amount: 2 }, { productId: '12-1700000000', amount: 1, bundleHash: '3,4' }] });
  });

  it('saves an empty cart as an empty product list', () => {
    expect(cartContentOf([])).toBe('{"products":[]}');
  });
});

describe('savedCartRows', () => {
  it('reads the rows back with unknown quantities for the next validation', () => {
    expect(savedCartRows(saved({ productId: 7, amount: 2 }))).toEqual([{ productId: 7, amount: 2, on_order: false, max_amount: null }]);
  });

  it('drops rows that are not cart rows and reads unreadable or empty content as no rows', () => {
    expect(savedCartRows(saved({ productId: -1, amount: 2 }, { productId: 8, amount: 0 }, 'x', { productId: 9, amount: 1 }))).toHaveLength(1);
    expect(savedCartRows('')).toEqual([]);
    expect(savedCartRows('{not json')).toEqual([]);
    expect(savedCartRows('[1,2]')).toEqual([]);
  });
});

describe('mergeSavedCart', () => {
  it('adds the saved rows that are not in the local cart after the local ones', () => {
    const merged = mergeSavedCart(cart([row(1)]), saved({ productId: 2, amount: 3 }), '');
    expect(merged.products.map((product) => [product.productId, product.amount])).toEqual([[1, 1], [2, 3]]);
  });

  it('keeps the local row and its amount when both carts hold the product', () => {
    const merged = mergeSavedCart(cart([row(1, { amount: 4 })]), saved({ productId: 1, amount: 2 }, { productId: 3, amount: 1 }), '');
    expect(merged.products.map((product) => [product.productId, product.amount])).toEqual([[1, 4], [3, 1]]);
  });

  it('de-duplicates a bundle row by its id', () => {
    const local = cart([row('12-1700000000', { bundleHash: '3,4' })]);
    const merged = mergeSavedCart(local, saved({ productId: '12-1700000000', amount: 2, bundleHash: '3,4' }), '');
    expect(merged).toBe(local);
  });

  it('clears the validation hash when rows were added, so the merged cart is priced again', () => {
    const merged = mergeSavedCart(cart([row(1)], { validateHash: 'abc', status: 'VALIDATED' }), saved({ productId: 2, amount: 1 }), '');
    expect(merged.validateHash).toBe('');
  });

  it('takes the account postcode when it has one and keeps the local one otherwise', () => {
    expect(mergeSavedCart(cart([], { postcode: '00100' }), '', '33100').postcode).toBe('33100');
    expect(mergeSavedCart(cart([], { postcode: '00100' }), '', ' ').postcode).toBe('00100');
  });

  it('returns the same state when the saved cart adds nothing and there is no postcode', () => {
    const local = cart([row(1)]);
    expect(mergeSavedCart(local, '', '')).toBe(local);
    expect(mergeSavedCart(local, saved({ productId: 1, amount: 9 }), '')).toBe(local);
  });

  it('never grows the cart past its row limit', () => {
    const local = cart(Array.from({ length: MAX_CART_ROWS - 1 }, (_, index) => row(index + 1)));
    const merged = mergeSavedCart(local, saved({ productId: 5000, amount: 1 }, { productId: 5001, amount: 1 }), '');
    expect(merged.products).toHaveLength(MAX_CART_ROWS);
    expect(merged.products.at(-1)?.productId).toBe(5000);
  });

  it('adds nothing to the cart of an active gift campaign code, which holds only its gift product', () => {
    const local = cart([row(1)], { giftCampaignData: { code: 'GIFT', campaign: 'c' } });
    const merged = mergeSavedCart(local, saved({ productId: 2, amount: 1 }), '');
    expect(merged.products).toEqual(local.products);
    expect(merged.giftCampaignData).toEqual({ code: 'GIFT', campaign: 'c' });
  });

  it('ends a gift campaign without a code when saved rows join it (core 4 gift campaign rule)', () => {
    const merged = mergeSavedCart(cart([row(1)], { giftCampaignData: { code: '', campaign: 'c' } }), saved({ productId: 2, amount: 1 }), '');
    expect(merged.products).toHaveLength(2);
    expect(merged.giftCampaignData).toBeNull();
  });
});
