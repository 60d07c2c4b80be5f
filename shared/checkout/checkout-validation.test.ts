import { describe, expect, it } from 'vitest';
import { validateCheckoutRequest } from './checkout-schema.ts';
import { addProduct } from './cart-rows.ts';
import { MAX_CART_ROWS, MAX_CODES, MAX_ROW_AMOUNT } from './checkout-core.ts';
import { applyValidation, failValidation, startValidation, toCheckoutRequest } from './checkout-validation.ts';
import { cart, response, row, serverRow } from '../../tests/unit-helpers/test-checkout.ts';

const method = (id: number, selected = false) => ({ id, kind: 'home' as const, name: `Method ${id}`, storeSlug: '', price: 5.9, selected });

describe('validation status', () => {
  it('starts a validation as PENDING with its new hash', () => {
    expect(startValidation(cart([row(1)]), 'h1')).toMatchObject({ status: 'PENDING', validateHash: 'h1' });
  });

  it('marks the answer to the current validation VALIDATED', () => {
    expect(applyValidation(startValidation(cart([row(1)]), 'h1'), response('h1')).status).toBe('VALIDATED');
  });

  it('drops an answer whose hash is not the current one', () => {
    const pending = startValidation(cart([row(1)]), 'h2');
    expect(applyValidation(pending, response('h1', { total_price: 1 }))).toBe(pending);
  });

  it('drops an answer about the cart as it was before a change made during the validation', () => {
    const changed = addProduct(startValidation(cart([row(1)]), 'h1'), { productId: 2, onOrder: false, maxAmount: 3 }).state;
    expect(applyValidation(changed, response('h1', { total_price: 1 }))).toBe(changed);
  });

  it('marks a failed validation ERROR only while it is the current one', () => {
    const pending = startValidation(cart(), 'h1');
    expect(failValidation(pending, 'h1').status).toBe('ERROR');
    expect(failValidation(pending, 'old')).toBe(pending);
  });
});

describe('applyValidation', () => {
  it('keeps only the codes the server confirms as cart discount or gift card payment event', () => {
    const pending = startValidation(cart([row(1)], { codes: ['OLD'], pendingCodes: ['sale10', 'card-1', 'typo'] }), 'h');
    const answer = response('h', {
      cart_discount: { code: 'SALE10', amount: 5 },
      payment_events: [{ payment_id: 'CARD-1', processor_slug: 'giftcard', amount: 20, creation_time: '2025-01-01T00:00:00Z' }],
    });
    expect(applyValidation(pending, answer)).toMatchObject({ codes: ['sale10', 'card-1'], pendingCodes: [] });
  });

  it("stores the server rows' orderable quantity, on-order and frozen flags and details, keeping the amounts", () => {
    const pending = startValidation(cart([row(1, { amount: 4, max_amount: null }), row('5-9', { bundleHash: '2,3', frozen: true }), row(7)]), 'h');
    const answer = response('h', { products: [serverRow(1, { amount: 4, max_amount: 3, problem: 'over_quantity' }), serverRow('5-9', { on_order: true, max_amount: null, frozen: false })] });
    const { products } = applyValidation(pending, answer);
    expect(products[0]).toMatchObject({ productId: 1, amount: 4, max_amount: 3, on_order: false, details: { name: 'Trail shoe', problem: 'over_quantity', price: { active: 99.9 } } });
    expect(products[0].frozen).toBeUndefined();
    expect(products[1]).toMatchObject({ productId: '5-9', on_order: true, max_amount: null, bundleHash: '2,3' });
    expect(products[1].frozen).toBeUndefined();
    expect(products[2]).toEqual(row(7));
    expect(applyValidation(pending, response('h', { products: [serverRow(7, { frozen: true })] })).products[2].frozen).toBe(true);
  });

  it('stores the totals, thresholds, shipping time, reason and payment flags', () => {
    const answer = response('h', {
      products_price: 100, delivery_cost: 5.9, repack_cost: 2, total_price: 107.9, shipping_time_str: '1-3 working days',
      delivery_thresholds: { delivery_threshold: 79, repack_threshold: 150 }, payment_methods: ['card', 'klarna'], show_klarna: true, paypal_checkout: true,
    });
    expect(applyValidation(startValidation(cart([row(1)]), 'h'), answer)).toMatchObject({
      productsPrice: 100, deliveryTotalPrice: 5.9, repackCost: 2, totalPrice: 107.9, shippingTime: '1-3 working days',
      thresholds: { delivery: 79, repack: 150 }, paymentMethods: ['card', 'klarna'], showKlarna: true, showPaypalCheckout: true, snippetError: '',
    });
  });

  it('shows neither Klarna nor PayPal checkout while there is a reason', () => {
    const answer = response('h', { reason: 'Out of stock', show_klarna: true, paypal_checkout: true });
    expect(applyValidation(startValidation(cart([row(1)]), 'h'), answer)).toMatchObject({ snippetError: 'Out of stock', showKlarna: false, showPaypalCheckout: false });
  });

  it('takes the delivery method the server selected, or keeps the chosen one while it is offered', () => {
    const pending = startValidation(cart([row(1)], { deliveryMethod: 2 }), 'h');
    expect(applyValidation(pending, response('h', { delivery_methods: [method(1, true), method(2)] })).deliveryMethod).toBe(1);
    expect(applyValidation(pending, response('h', { delivery_methods: [method(1), method(2)] })).deliveryMethod).toBe(2);
    expect(applyValidation(pending, response('h', { delivery_methods: [method(3)] })).deliveryMethod).toBeNull();
  });
});

describe('toCheckoutRequest', () => {
  const state = cart([row(1, { amount: 2, details: { name: 'x', modelId: 1, manufacturer: 'm', path: '/', image: '', variant_text: '', price: { active: 1, regular: 1 }, row_total: 2, problem: null } }), row('12-5', { bundleHash: '7,31' })], {
    validateHash: 'h', giftCardProducts: [{ uid: '9', productId: 2427, amount: 50, recipient_name: 'Anna' }],
    codes: ['SALE'], pendingCodes: ['sale', 'CARD'], postcode: '00100', specialRequests: 'Ring twice',
    isRepackSelected: true, isPikanoutoSelected: false, isDeliverySplittingSelected: true, deliveryMethod: 4,
  });

  it('builds the body of POST /api/checkout/ from the state', () => {
    expect(toCheckoutRequest(state, { countryCode: 'fi', languageCode: 'en', pageName: 'checkout' })).toEqual({
      validate_hash: 'h', country_code: 'fi', language_code: 'en', postal_code: '00100',
      products: [{ productId: 1, amount: 2 }, { productId: '12-5', amount: 1, bundleHash: '7,31' }],
      gift_card_products: [{ uid: '9', productId: 2427, amount: 50, recipient_name: 'Anna' }],
      discount_codes: ['SALE', 'CARD'], repack: true, pikanouto: false, delivery_method: 4,
      delivery_extra_data: { part_delivery: true }, special_request: 'Ring twice', pageName: 'checkout',
    });
  });

  it('sends the gift campaign being redeemed, in a shape the server schema accepts', () => {
    const redeeming = { ...state, giftCampaignData: { code: 'XMAS-1234', campaign: 'kaira-christmas-gift' } };
    const body = toCheckoutRequest(redeeming, { countryCode: 'fi', languageCode: 'fi' });
    expect(body.giftcampaign_data).toEqual({ code: 'XMAS-1234', campaign: 'kaira-christmas-gift' });
    expect(validateCheckoutRequest(body)).toMatchObject({ ok: true });
  });

  it('never sends a price', () => {
    expect(JSON.stringify(toCheckoutRequest(state, { countryCode: 'fi', languageCode: 'fi' }))).not.toMatch(/price|total/);
  });

  it('leaves out a postal code that no country writes that way', () => {
    expect(toCheckoutRequest({ ...state, postcode: '<b>' }, { countryCode: 'fi', languageCode: 'fi' }).postal_code).toBeUndefined();
  });

  it('builds a request the server schema accepts even for the fullest cart', () => {
    const fullest = cart(Array.from({ length: MAX_CART_ROWS }, (_, index) => (index % 2 ? row(index + 1, { amount: MAX_ROW_AMOUNT }) : row(`${index + 1}-1700000000`, { bundleHash: '1,2,3,4,5,6,7,8,9,10' }))), {
      validateHash: 'f'.repeat(32), codes: Array.from({ length: MAX_CODES }, (_, index) => `C${index}`.padEnd(64, 'x')),
      giftCardProducts: Array.from({ length: MAX_CART_ROWS }, (_, index) => ({ uid: String(index), productId: 2427, amount: 10_000, recipient_name: 'n'.repeat(100) })),
      postcode: 'SW1A 1AA', specialRequests: 's'.repeat(1000),
    });
    expect(validateCheckoutRequest(toCheckoutRequest(fullest, { countryCode: 'gb', languageCode: 'en', customsAcknowledged: true }))).toMatchObject({ ok: true });
  });
});
