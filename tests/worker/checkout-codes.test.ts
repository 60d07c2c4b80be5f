import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { en, priced, row, sentences, setUpCheckout } from './checkout-helpers.ts';

beforeAll(setUpCheckout);

// A 100-euro jacket delivered home (9.90, free from 99 euros) unless said otherwise.
const jacket = row(CHECKOUT.jacketInHelsinki);
const home = { delivery_method: 1 };

describe('discount codes (cat 5: one per order)', () => {
  it('takes a percentage off the products, matching the code whatever its case', async () => {
    const body = await priced({ products: [jacket], discount_codes: ['welcome10'], ...home });
    expect(body.cart_discount).toEqual({ code: 'WELCOME10', amount: 10 });
    // 90 euros of products no longer reach the 99-euro free delivery.
    expect([body.products_price, body.delivery_cost, body.total_price, body.errors]).toEqual([100, 9.9, 99.9, []]);
  });

  it('leaves discount-free products and gift cards out of a percentage', async () => {
    const body = await priced({
      products: [jacket, row(CHECKOUT.mapVariant)], gift_card_products: [{ uid: 'g', productId: 2427, amount: 100 }], discount_codes: ['WELCOME10'], ...home,
    });
    expect(body.cart_discount).toEqual({ code: 'WELCOME10', amount: 10 });
    expect([body.products_price, body.total_price]).toEqual([250, 240]);
  });

  it('takes a fixed amount off, never more than the products cost', async () => {
    expect((await priced({ products: [jacket], discount_codes: ['SAVE20'], ...home })).cart_discount).toEqual({ code: 'SAVE20', amount: 20 });
    const huge = await priced({ products: [jacket], discount_codes: ['HUGE'], ...home });
    expect([huge.cart_discount?.amount, huge.total_price]).toEqual([100, 9.9]);
  });

  it('makes every delivery method free with a free-delivery code', async () => {
    const body = await priced({ products: [row(CHECKOUT.polesVariant)], discount_codes: ['FREESHIP'], ...home });
    expect(body.cart_discount).toEqual({ code: 'FREESHIP', amount: 0 });
    expect(body.delivery_methods.every((method) => method.price === 0)).toBe(true);
    expect([body.delivery_cost, body.total_price]).toEqual([0, 39.95]);
  });

  it('refuses a code below its minimum basket, saying how much is needed', async () => {
    const body = await priced({ products: [row(CHECKOUT.polesVariant)], discount_codes: ['SAVE20'], ...home });
    expect(body.cart_discount).toBeNull();
    expect(body.errors).toEqual([en('checkoutReason.codeMinBasket', { code: 'SAVE20', amount: '100\u00a0€' })]);
  });

  it('refuses expired, not yet valid, used-up, switched-off and unknown codes, each with its sentence', async () => {
    const body = await priced({ products: [jacket], discount_codes: ['EXPIRED5', 'LATER', 'USEDUP', 'SWITCHEDOFF', 'NOSUCHCODE'], ...home });
    expect(body.cart_discount).toBeNull();
    expect(body.errors).toEqual(sentences(
      en('checkoutReason.codeExpired', { code: 'EXPIRED5' }), en('checkoutReason.codeNotActive', { code: 'LATER' }),
      en('checkoutReason.codeUsedUp', { code: 'USEDUP' }), en('checkoutReason.codeInvalid', { code: 'SWITCHEDOFF' }),
      en('checkoutReason.codeInvalid', { code: 'NOSUCHCODE' }),
    ));
    expect(body.total_price).toBe(100);
    expect([body.show_klarna, body.paypal_checkout]).toEqual([false, false]);
  });

  it('applies the first valid discount code of two and says the other was not applied', async () => {
    const body = await priced({ products: [jacket], discount_codes: ['EXPIRED5', 'SAVE20', 'WELCOME10'], ...home });
    expect(body.cart_discount).toEqual({ code: 'SAVE20', amount: 20 });
    expect(body.errors).toEqual([en('checkoutReason.codeExpired', { code: 'EXPIRED5' }), en('checkoutReason.codeOnlyOne', { code: 'WELCOME10' })]);
  });

  it('counts a code typed twice in different cases once', async () => {
    const body = await priced({ products: [jacket], discount_codes: ['welcome10', ' WELCOME10 '], ...home });
    expect([body.cart_discount?.code, body.errors]).toEqual(['WELCOME10', []]);
  });
});

describe('gift cards as payment events (cat 5: any number)', () => {
  it('pays part of the order with a gift card and reports the order total apart', async () => {
    const body = await priced({ products: [jacket], discount_codes: ['gift-50'], ...home });
    expect(body.payment_events).toEqual([{ payment_id: 'GIFT-50', processor_slug: 'giftcard', amount: 50, creation_time: expect.any(String) }]);
    expect(new Date(body.payment_events[0].creation_time).toISOString()).toBe(body.payment_events[0].creation_time);
    expect([body.total_price, body.errors]).toEqual([100, []]);
  });

  it('pays the whole order with a larger card, and leaves a card typed after it unused', async () => {
    const body = await priced({ products: [jacket], discount_codes: ['GIFT-200', 'GIFT-50'], ...home });
    expect(body.payment_events.map((event) => [event.payment_id, event.amount])).toEqual([['GIFT-200', 100]]);
    expect(body.errors).toEqual([en('checkoutReason.giftCardNotNeeded', { code: 'GIFT-50' })]);
  });

  it('combines several gift cards with one discount code, in the order typed', async () => {
    const body = await priced({ products: [row(CHECKOUT.jacketInHelsinki, 2)], discount_codes: ['GIFT-50', 'WELCOME10', 'GIFT-200'], ...home });
    expect(body.cart_discount).toEqual({ code: 'WELCOME10', amount: 20 });
    expect(body.total_price).toBe(180);
    expect(body.payment_events.map((event) => [event.payment_id, event.amount])).toEqual([['GIFT-50', 50], ['GIFT-200', 130]]);
  });

  it('refuses expired, empty and switched-off gift cards', async () => {
    const body = await priced({ products: [jacket], discount_codes: ['GIFT-OLD', 'GIFT-EMPTY', 'GIFT-OFF'], ...home });
    expect(body.payment_events).toEqual([]);
    expect(body.errors).toEqual(sentences(
      en('checkoutReason.giftCardExpired', { code: 'GIFT-OLD' }), en('checkoutReason.giftCardEmpty', { code: 'GIFT-EMPTY' }),
      en('checkoutReason.codeInvalid', { code: 'GIFT-OFF' }),
    ));
  });
});
