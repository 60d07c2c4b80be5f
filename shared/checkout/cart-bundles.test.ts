import { describe, expect, it } from 'vitest';
import { addBundle, bundleHashOf, increaseBundle, removeBundle, setBundleAmount } from './cart-bundles.ts';
import { cart, row } from '../../tests/unit-helpers/test-checkout.ts';

const bundleRow = (productId: string, overrides = {}) => row(productId, { bundleHash: '7,31', max_amount: null, ...overrides });

describe('addBundle', () => {
  it('adds the bundle as one row whose id carries a hyphen and the sorted chosen variants', () => {
    expect(addBundle(cart(), 12, [31, 7], 1_700_000_000).state.products).toEqual([
      { productId: '12-1700000000', amount: 1, bundleHash: '7,31', on_order: false, max_amount: null },
    ]);
  });

  it('grows the row when the same bundle with the same variants is added again', () => {
    const once = addBundle(cart(), 12, [7, 31], 1).state;
    const twice = addBundle(once, 12, [31, 7], 2).state;
    expect(twice.products).toMatchObject([{ productId: '12-1', amount: 2 }]);
    expect(addBundle(twice, 12, [7, 32], 3).state.products).toHaveLength(2);
  });

  it('gives a second bundle added in the same second its own id', () => {
    const once = addBundle(cart(), 12, [7], 5).state;
    expect(addBundle(once, 12, [8], 5).state.products.map((line) => line.productId)).toEqual(['12-5', '12-6']);
  });

  it('keeps a frozen bundle row unchanged', () => {
    const before = cart([bundleRow('12-1', { frozen: true })]);
    expect(addBundle(before, 12, [7, 31], 2)).toEqual({ state: before, info: 'frozen' });
  });

  it('ignores a bundle without variants, with more than ten, or with bad ids', () => {
    const before = cart();
    expect(addBundle(before, 12, [], 1).state).toBe(before);
    expect(addBundle(before, 12, Array.from({ length: 11 }, (_, index) => index + 1), 1).state).toBe(before);
    expect(addBundle(before, 0, [1], 1).state).toBe(before);
    expect(addBundle(before, 12, [1.5], 1).state).toBe(before);
  });

  it('clears gift campaign data once the cart holds a bundle', () => {
    const campaign = cart([], { giftCampaignData: { code: '', campaign: 'xmas' } });
    expect(addBundle(campaign, 12, [7], 1).state.giftCampaignData).toBeNull();
  });

  it('clears the gift campaign and the cart first while a campaign code is active', () => {
    const campaign = cart([row(3)], { giftCampaignData: { code: 'GIFT', campaign: 'xmas' } });
    const { state } = addBundle(campaign, 12, [7], 1);
    expect(state.products.map((line) => line.productId)).toEqual(['12-1']);
    expect(state.giftCampaignData).toBeNull();
  });
});

describe('bundle amounts', () => {
  it('increases a bundle row', () => {
    expect(increaseBundle(cart([bundleRow('12-1')]), '12-1', 2).state.products[0].amount).toBe(3);
  });

  it('sets a bundle row amount within 1 and its orderable quantity', () => {
    expect(setBundleAmount(cart([bundleRow('12-1')]), '12-1', 4).state.products[0].amount).toBe(4);
    expect(setBundleAmount(cart([bundleRow('12-1', { amount: 3 })]), '12-1', 0).state.products[0].amount).toBe(1);
    expect(setBundleAmount(cart([bundleRow('12-1', { max_amount: 2 })]), '12-1', 5)).toMatchObject({ info: 'limit', state: { products: [{ amount: 2 }] } });
  });

  it('refuses to change a frozen bundle row', () => {
    expect(setBundleAmount(cart([bundleRow('12-1', { frozen: true })]), '12-1', 4).info).toBe('frozen');
  });

  it('changes no variant row through the bundle functions', () => {
    const before = cart([row(7)]);
    expect(setBundleAmount(before, '7', 3).state).toBe(before);
    expect(removeBundle(before, '7').state).toBe(before);
  });

  it('removes a bundle row', () => {
    expect(removeBundle(cart([bundleRow('12-1'), row(7)]), '12-1').state.products.map((line) => line.productId)).toEqual([7]);
  });

  it('writes a bundle hash as unique sorted ids', () => {
    expect(bundleHashOf([31, 7, 31, 100])).toBe('7,31,100');
  });
});
