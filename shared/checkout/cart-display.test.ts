import { describe, expect, it } from 'vitest';
import { amountView, canContinueToPayment, cartTotals, clampAmount, freeDeliveryProgress, hasItems } from './cart-display.ts';
import { MAX_ROW_AMOUNT } from './checkout-core.ts';
import { cart, row } from '../../tests/unit-helpers/test-checkout.ts';

describe('clampAmount (core 5 number input, cat 5 quantity)', () => {
  const limited = { on_order: false, max_amount: 4 };
  it('keeps amounts between 1 and the orderable quantity', () => {
    expect(clampAmount(0, limited)).toBe(1);
    expect(clampAmount(-3, limited)).toBe(1);
    expect(clampAmount(9, limited)).toBe(4);
    expect(clampAmount(3, limited)).toBe(3);
  });
  it('rounds a fraction down and reads typed text', () => {
    expect(clampAmount(2.7, limited)).toBe(2);
    expect(clampAmount(' 3 ', limited)).toBe(3);
  });
  it('keeps the current amount for text that is not a number', () => {
    expect(clampAmount('abc', limited, 2)).toBe(2);
    expect(clampAmount('', limited, 3)).toBe(3);
  });
  it('has no orderable limit on order, only the cart\'s row bound', () => {
    expect(clampAmount(500, { on_order: true, max_amount: 2 })).toBe(500);
    expect(clampAmount(5000, { on_order: true, max_amount: null })).toBe(MAX_ROW_AMOUNT);
  });
});

describe('amountView (cat 4 added-to-cart modal)', () => {
  it('says "Available N pcs" when the amount is at the max', () => {
    expect(amountView({ on_order: false, max_amount: 8 }, 8)).toEqual({ max: 8, available: 8, locked: false });
    expect(amountView({ on_order: false, max_amount: 8 }, 7).available).toBeNull();
  });
  it('says it whenever the max is 5 or less', () => {
    expect(amountView({ on_order: false, max_amount: 5 }, 1).available).toBe(5);
  });
  it('never says it on order, where the quantity is unlimited', () => {
    expect(amountView({ on_order: true, max_amount: null }, 3)).toEqual({ max: MAX_ROW_AMOUNT, available: null, locked: false });
  });
  it('locks a frozen line', () => {
    expect(amountView({ on_order: false, max_amount: 3, frozen: true }, 1).locked).toBe(true);
  });
});

describe('freeDeliveryProgress (cat 9)', () => {
  it('says nothing without a threshold', () => {
    expect(freeDeliveryProgress(null, 20)).toEqual({ kind: 'none' });
  });
  it('tells how much is missing below the threshold', () => {
    expect(freeDeliveryProgress(100, 59.9)).toEqual({ kind: 'below', missing: 40.1, percent: 59 });
    expect(freeDeliveryProgress(100, 0)).toEqual({ kind: 'below', missing: 100, percent: 0 });
  });
  it('is reached at the threshold and above', () => {
    expect(freeDeliveryProgress(100, 100)).toEqual({ kind: 'reached' });
    expect(freeDeliveryProgress(100, 180)).toEqual({ kind: 'reached' });
  });
});

describe('cartTotals', () => {
  it('lists the answer\'s sums and what is left after the gift cards', () => {
    const state = cart([row(1)], {
      productsPrice: 150, cartDiscount: { code: 'SAVE10', amount: 10 }, deliveryTotalPrice: 5.9, repackCost: 2.9, totalPrice: 148.8,
      giftCards: [{ payment_id: 'GIFT', processor_slug: 'giftcard', amount: 50, creation_time: '' }],
      giftCardProducts: [{ uid: '1', productId: 2427, amount: 30 }],
    });
    expect(cartTotals(state)).toEqual({ products: 150, discount: 10, delivery: 5.9, repack: 2.9, giftCardsPaid: 50, total: 148.8, toPay: 98.8, deliveryValue: 110 });
  });
  it('never asks less than nothing', () => {
    const state = cart([row(1)], { totalPrice: 20, giftCards: [{ payment_id: 'G', processor_slug: 'giftcard', amount: 50, creation_time: '' }] });
    expect(cartTotals(state).toPay).toBe(0);
  });
});

describe('canContinueToPayment', () => {
  const priced = cart([row(1)], { status: 'VALIDATED', validateHash: 'abc' });
  it('lets a priced cart with no reason go on', () => {
    expect(canContinueToPayment(priced)).toBe(true);
  });
  it('holds while validating, after a change, with a reason or with an empty cart', () => {
    expect(canContinueToPayment({ ...priced, status: 'PENDING' })).toBe(false);
    expect(canContinueToPayment({ ...priced, validateHash: '' })).toBe(false);
    expect(canContinueToPayment({ ...priced, snippetError: 'Out of stock.' })).toBe(false);
    expect(canContinueToPayment({ ...priced, products: [] })).toBe(false);
    expect(hasItems(cart())).toBe(false);
  });
});
