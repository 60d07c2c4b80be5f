import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT_STATE, type CheckoutState } from '../../../shared/checkout/checkout-core.ts';
import type { OrderSummary } from '../../../shared/types/order.ts';
import { cartRows, cartTotals, orderDate, orderTotals } from './summary-lines.ts';

const t = (key: string, params?: Record<string, string | number>) => (params ? `${key}:${JSON.stringify(params)}` : key);

const order = {
  order_number: 'K1', rows: [], products_price: 100, discount: 0, delivery_cost: 5.9, repack_cost: 0,
  total_price: 105.9, gift_card_paid: 0, to_pay: 105.9,
} as unknown as OrderSummary;

describe('orderTotals', () => {
  it('lists products, delivery and the total, leaving out the lines that are zero', () => {
    expect(orderTotals(order, t).map((line) => [line.key, line.euro, line.strong ?? false])).toEqual([
      ['products', 100, false], ['delivery', 5.9, false], ['total', 105.9, true],
    ]);
  });

  it('shows a discount and gift cards as reductions, and what is left to pay as the strong line', () => {
    const paid = { ...order, discount: 10, repack_cost: 3, total_price: 98.9, gift_card_paid: 50, to_pay: 48.9 };
    expect(orderTotals(paid, t).map((line) => [line.key, line.euro, line.strong ?? false])).toEqual([
      ['products', 100, false], ['discount', -10, false], ['delivery', 5.9, false], ['repack', 3, false],
      ['total', 98.9, false], ['giftCards', -50, false], ['toPay', 48.9, true],
    ]);
  });
});

describe('cartTotals', () => {
  it('has no totals before the first answer', () => {
    expect(cartTotals(EMPTY_CHECKOUT_STATE, t)).toEqual([]);
  });

  it('names the discount code and subtracts the gift cards from the total', () => {
    const state: CheckoutState = {
      ...EMPTY_CHECKOUT_STATE, productsPrice: 200, cartDiscount: { code: 'SNOW10', amount: 20 }, deliveryTotalPrice: 0,
      repackCost: 0, totalPrice: 180,
      giftCards: [{ payment_id: 'g1', processor_slug: 'giftcard', amount: 30.5, creation_time: '' }],
    };
    expect(cartTotals(state, t).map((line) => [line.label, line.euro])).toEqual([
      ['orderPages.productsPrice', 200], ['orderPages.discountCode:{"code":"SNOW10"}', -20], ['orderPages.deliveryCost', 0],
      ['orderPages.totalPrice', 180], ['orderPages.giftCardPaid', -30.5], ['orderPages.toPay', 149.5],
    ]);
  });
});

describe('cartRows', () => {
  it('shows the server\'s names and prices, and gift card products as rows of their value', () => {
    const state: CheckoutState = {
      ...EMPTY_CHECKOUT_STATE,
      products: [{
        productId: 11, amount: 2, on_order: false, max_amount: 5,
        details: { name: 'Summit Tent', modelId: 1, manufacturer: 'Tundra', path: '/t/', image: '/i.svg', variant_text: 'Green', price: { active: 50, regular: 60 }, row_total: 100, problem: null },
      }],
      giftCardProducts: [{ uid: 'u1', productId: 2427, amount: 50 }],
    };
    expect(cartRows(state, t)).toEqual([
      { key: '11', name: 'Summit Tent', detail: 'Green', amount: 2, unitPrice: 50, total: 100, image: '/i.svg' },
      { key: 'u1', name: 'orderPages.giftCard', detail: '', amount: 1, unitPrice: 50, total: 50, image: '' },
    ]);
  });
});

describe('orderDate', () => {
  it('shows the date on the Helsinki calendar as DD.MM.YYYY', () => {
    expect(orderDate('2026-01-15T22:30:00.000Z')).toBe('16.01.2026');
    expect(orderDate('not a date')).toBe('not a date');
  });
});
