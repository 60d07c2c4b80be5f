import { describe, expect, it } from 'vitest';
import { addProduct, removeProduct, updateAmount } from './cart-rows.ts';
import { MAX_CART_ROWS, MAX_ROW_AMOUNT } from './checkout-core.ts';
import { cart, row } from '../../tests/unit-helpers/test-checkout.ts';

const variant = (productId: number, maxAmount: number | null = 5, onOrder = false) => ({ productId, onOrder, maxAmount });

describe('addProduct', () => {
  it('adds a new row with amount 1 to an empty cart', () => {
    expect(addProduct(cart(), variant(7, 3)).state.products).toEqual([{ productId: 7, amount: 1, on_order: false, max_amount: 3 }]);
  });

  it('adds a new row with the amount asked for, within its orderable quantity', () => {
    expect(addProduct(cart(), variant(7, 3), { amount: 2 }).state.products[0].amount).toBe(2);
    expect(addProduct(cart(), variant(7, 3), { amount: 9 }).state.products[0].amount).toBe(3);
  });

  it('increases the amount of a row already in the cart and keeps the other rows', () => {
    const { state, info } = addProduct(cart([row(7, { amount: 1 }), row(8)]), variant(7));
    expect(info).toBeUndefined();
    expect(state.products.map((line) => [line.productId, line.amount])).toEqual([[7, 2], [8, 1]]);
  });

  it('keeps a frozen row unchanged and says "Cannot add more to frozen product"', () => {
    const before = cart([row(7, { frozen: true })]);
    const outcome = addProduct(before, variant(7));
    expect(outcome.info).toBe('frozen');
    expect(outcome.state).toBe(before);
  });

  it('sets the amount in replace mode instead of adding to it', () => {
    expect(addProduct(cart([row(7, { amount: 4 })]), variant(7), { amount: 2, replace: true }).state.products[0].amount).toBe(2);
  });

  it('says nothing when replace mode sets the amount the row already has', () => {
    const same = cart([row(7, { amount: 2 })]);
    const outcome = addProduct(same, variant(7), { amount: 2, replace: true });
    expect(outcome.info).toBeUndefined();
    expect(outcome.state).toBe(same);
  });

  it('adds a new row cut to its orderable quantity and says the limit was reached', () => {
    const outcome = addProduct(cart(), variant(7, 3), { amount: 5 });
    expect(outcome.state.products[0].amount).toBe(3);
    expect(outcome.info).toBe('limit');
  });

  it('keeps a frozen row unchanged in replace mode too', () => {
    expect(addProduct(cart([row(7, { amount: 4, frozen: true })]), variant(7), { amount: 2, replace: true }).info).toBe('frozen');
  });

  it('never goes above the orderable quantity and says so at the limit', () => {
    const atLimit = cart([row(7, { amount: 5, max_amount: 5 })]);
    const outcome = addProduct(atLimit, variant(7, 5));
    expect(outcome).toEqual({ state: atLimit, info: 'limit' });
    expect(addProduct(cart([row(7, { amount: 4 })]), variant(7, 5), { amount: 3 }).state.products[0].amount).toBe(5);
  });

  it('has no orderable-quantity limit for a variant on order, only the row maximum', () => {
    const onOrder = cart([row(7, { amount: 9, on_order: true, max_amount: null })]);
    expect(addProduct(onOrder, variant(7, 2, true)).state.products[0]).toMatchObject({ amount: 10, on_order: true, max_amount: null });
    expect(addProduct(onOrder, variant(7, null, true), { amount: 5000 }).state.products[0].amount).toBe(MAX_ROW_AMOUNT);
  });

  it('takes the newest orderable quantity the product page knows', () => {
    expect(addProduct(cart([row(7, { max_amount: 2 })]), variant(7, 6)).state.products[0].max_amount).toBe(6);
  });

  it('refuses a new row when nothing of the variant can be ordered', () => {
    expect(addProduct(cart(), variant(7, 0)).info).toBe('limit');
  });

  it('refuses a new row in a full cart of 100 rows', () => {
    const full = cart(Array.from({ length: MAX_CART_ROWS }, (_, index) => row(index + 1)));
    expect(addProduct(full, variant(500)).info).toBe('cartFull');
    expect(addProduct(full, variant(1)).state.products[0].amount).toBe(2);
  });

  it('ignores a product id that is not a variant or bundle id', () => {
    const before = cart();
    expect(addProduct(before, variant(0)).state).toBe(before);
    expect(addProduct(before, variant(-3)).state).toBe(before);
  });

  it('clears the gift campaign and the cart first while a campaign code is active', () => {
    const campaign = cart([row(7)], { giftCampaignData: { code: 'GIFT-1', campaign: 'xmas' }, codes: ['SALE'] });
    const { state } = addProduct(campaign, variant(8));
    expect(state.giftCampaignData).toBeNull();
    expect(state.codes).toEqual([]);
    expect(state.products.map((line) => line.productId)).toEqual([8]);
  });

  it('grows the existing bundle row when the id is a bundle id with a hyphen', () => {
    const bundled = cart([row('12-100', { bundleHash: '1,2', max_amount: null })]);
    expect(addProduct(bundled, { productId: '12-100', onOrder: false, maxAmount: null }).state.products[0].amount).toBe(2);
  });

  it('clears the validation hash so an answer about the cart as it was is dropped', () => {
    expect(addProduct(cart([], { validateHash: 'abc', status: 'VALIDATED' }), variant(7)).state.validateHash).toBe('');
  });
});

describe('updateAmount', () => {
  it('sets the amount of a row', () => {
    expect(updateAmount(cart([row(7)]), 7, 3).state.products[0].amount).toBe(3);
  });

  it('refuses to change the amount of a bundle row, which only bundle functions change', () => {
    const before = cart([row('12-100', { bundleHash: '1,2' })]);
    expect(updateAmount(before, '12-100', 3)).toEqual({ state: before, info: 'bundleRow' });
  });

  it('refuses to change the amount of a frozen row', () => {
    const before = cart([row(7, { frozen: true })]);
    expect(updateAmount(before, 7, 3)).toEqual({ state: before, info: 'frozen' });
  });

  it('keeps the amount within 1 and the orderable quantity', () => {
    const outcome = updateAmount(cart([row(7, { amount: 2, max_amount: 4 })]), 7, 10);
    expect(outcome.state.products[0].amount).toBe(4);
    expect(outcome.info).toBe('limit');
    expect(updateAmount(cart([row(7, { amount: 2 })]), 7, -5).state.products[0].amount).toBe(1);
  });

  it('changes nothing for a row not in the cart', () => {
    const before = cart([row(7)]);
    expect(updateAmount(before, 8, 2).state).toBe(before);
  });
});

describe('removeProduct', () => {
  it('removes the row', () => {
    expect(removeProduct(cart([row(7), row(8)]), 7).state.products.map((line) => line.productId)).toEqual([8]);
  });

  it('leaves bundle rows to the bundle functions', () => {
    expect(removeProduct(cart([row('12-100', { bundleHash: '1' })]), '12-100').info).toBe('bundleRow');
  });
});
