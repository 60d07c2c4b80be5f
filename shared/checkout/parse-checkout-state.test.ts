import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT_STATE, MAX_CART_ROWS, MAX_CODES, MAX_ROW_AMOUNT } from './checkout-core.ts';
import { parseCheckoutState, serializeCheckoutState } from './parse-checkout-state.ts';
import { cart, row } from '../../tests/unit-helpers/test-checkout.ts';

const parse = (value: unknown) => parseCheckoutState(JSON.stringify(value));

describe('parseCheckoutState', () => {
  it('reads back what was written', () => {
    const state = cart([row(1, { amount: 2, frozen: true }), row('12-5', { bundleHash: '7,31', max_amount: null })], {
      status: 'VALIDATED', validateHash: 'h', codes: ['SALE'], pendingCodes: ['CARD'], postcode: '00100', specialRequests: 'Hi',
      isRepackSelected: true, deliveryMethod: 3, giftCardProducts: [{ uid: '1', productId: 2427, amount: 50, recipient_name: 'Anna' }],
      cartDiscount: { code: 'SALE', amount: 5 }, totalPrice: 95, deliveryTotalPrice: 0, thresholds: { delivery: 79, repack: null },
      deliveryMethods: [{ id: 3, kind: 'store_pickup', name: 'Pickup', storeSlug: 'helsinki', price: 0, selected: true }],
      giftCards: [{ payment_id: 'CARD', processor_slug: 'giftcard', amount: 20, creation_time: '2025-01-01T00:00:00Z' }],
      paymentMethods: ['card'], shippingTime: '1-2 days', showKlarna: true,
    });
    expect(parseCheckoutState(serializeCheckoutState(state))).toEqual(state);
  });

  it('reads missing, unreadable or non-object storage as the empty state', () => {
    for (const stored of [null, '', '{oops', 'null', '42', '"text"', '[1,2]']) expect(parseCheckoutState(stored)).toEqual(EMPTY_CHECKOUT_STATE);
  });

  it('gives every field of the wrong type its empty value', () => {
    const state = parse({
      status: 'DONE', validateHash: 5, products: { 0: row(1) }, giftCardProducts: 'x', codes: [1, null, ' ok '], postcode: 100,
      isRepackSelected: 'true', deliveryMethod: '3', giftCampaignData: { code: 1 }, totalPrice: '9', thresholds: [], deliveryMethods: [{ id: 1 }],
      paymentMethods: ['card', 'cash'], showKlarna: 1, cartDiscount: { code: 'X' }, giftCards: [{ payment_id: 'X', processor_slug: 'card', amount: 1 }],
    });
    expect(state).toEqual({ ...EMPTY_CHECKOUT_STATE, codes: ['ok'], paymentMethods: ['card'] });
  });

  it('drops rows whose amount is zero, negative, fractional or not a number', () => {
    const state = parse({ products: [row(1, { amount: -2 }), row(2, { amount: 0 }), row(3, { amount: 1.5 }), { ...row(4), amount: '3' }, row(5, { amount: 2 })] });
    expect(state.products.map((line) => line.productId)).toEqual([5]);
  });

  it('brings a huge amount down to the row maximum', () => {
    expect(parse({ products: [row(1, { amount: 1e9, on_order: true })] }).products[0].amount).toBe(MAX_ROW_AMOUNT);
  });

  it('drops rows with bad ids, bundle rows without their variants and repeated rows', () => {
    const state = parse({ products: [row(0), row(-1), row('abc'), row('12-5'), row('12-6', { bundleHash: 'a,b' }), row(7), row(7, { amount: 3 }), row('8'), row(9, { bundleHash: '1' })] });
    expect(state.products).toEqual([row(7), row(8), row(9)]);
  });

  it('caps lists at 100 rows and the codes at 20', () => {
    const state = parse({
      products: Array.from({ length: 5000 }, (_, index) => row(index + 1)),
      giftCardProducts: Array.from({ length: 500 }, (_, index) => ({ uid: `u${index}`, productId: 2427, amount: 10 })),
      codes: Array.from({ length: 50 }, (_, index) => `C${index}`),
      pendingCodes: ['P1', 'P2'],
    });
    expect(state.products).toHaveLength(MAX_CART_ROWS);
    expect(state.giftCardProducts).toHaveLength(MAX_CART_ROWS);
    expect([...state.codes, ...state.pendingCodes]).toHaveLength(MAX_CODES);
  });

  it('drops gift cards with a bad uid or an amount off the 10-euro steps', () => {
    const state = parse({ giftCardProducts: [{ uid: '', productId: 2427, amount: 50 }, { uid: 'a', productId: 2427, amount: 55 }, { uid: 'b', productId: 2427, amount: 20_000 }, { uid: 'c', productId: 2427, amount: 30 }, { uid: 'c', productId: 2427, amount: 40 }] });
    expect(state.giftCardProducts).toEqual([{ uid: 'c', productId: 2427, amount: 30 }]);
  });

  it('reads an unknown orderable quantity as unlimited until the server says otherwise', () => {
    expect(parse({ products: [{ productId: 1, amount: 2, max_amount: -4 }] }).products[0]).toEqual({ productId: 1, amount: 2, on_order: false, max_amount: null });
  });

  it('drops row details that are not what the server sends', () => {
    expect(parse({ products: [{ ...row(1), details: { name: 'x', price: 'free' } }] }).products[0]).toEqual(row(1));
  });

  it('applies the gift campaign rule to what it reads', () => {
    expect(parse({ products: [row(1), row(2)], giftCampaignData: { code: 'GIFT', campaign: 'xmas' } })).toMatchObject({ products: [], giftCampaignData: null });
  });
});
