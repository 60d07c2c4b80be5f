import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { en, priced, row, sentences, setUpCheckout } from './checkout-helpers.ts';

beforeAll(setUpCheckout);

const jacket = row(CHECKOUT.jacketInHelsinki);

describe('order rules of cat 5', () => {
  it('refuses delivery to Northern Ireland, and only there in the UK', async () => {
    const belfast = await priced({ country_code: 'gb', postal_code: 'bt1 1aa', customs_acknowledged: true, products: [jacket] });
    expect(belfast.errors).toEqual([en('checkoutReason.northernIreland')]);
    expect(belfast.reason).toBe(en('checkoutReason.northernIreland'));
    const london = await priced({ country_code: 'gb', postal_code: 'SW1A 1AA', customs_acknowledged: true, products: [jacket] });
    expect([london.errors, london.reason]).toEqual([[], '']);
  });

  it('asks orders to the UK, Switzerland and Canada for the customs acknowledgement', async () => {
    for (const [code, name] of [['gb', 'United Kingdom'], ['ch', 'Switzerland'], ['ca', 'Canada']]) {
      expect((await priced({ country_code: code, products: [jacket] })).errors, code).toEqual([en('checkoutReason.customsAcknowledgement', { country: name })]);
      expect((await priced({ country_code: code, products: [jacket], customs_acknowledged: true })).errors, code).toEqual([]);
    }
    expect((await priced({ country_code: 'de', products: [jacket] })).errors).toEqual([]);
  });

  it('flags a product not shipped to the country, by model and by variant', async () => {
    const sweden = await priced({ country_code: 'se', products: [row(CHECKOUT.tentVariant)] });
    expect(sweden.products[0].problem).toBe('country_blocked');
    expect(sweden.errors).toEqual([en('checkoutReason.rowCountryBlocked', { name: 'Norrvik checkout-tent en', country: 'Sweden' })]);
    expect((await priced({ products: [row(CHECKOUT.tentVariant)] })).products[0].problem).toBeNull();
    // Trail's variant 1012 carries a Finnish block of its own (delivery catalogue).
    expect((await priced({ products: [row(1012)] })).products[0].problem).toBe('country_blocked');
  });

  it('allows one Vuota item per order, whether two products or two of one', async () => {
    const sentence = en('checkoutReason.onlyOneVuota');
    expect((await priced({ products: [row(CHECKOUT.vuotaAVariant)] })).errors).toEqual([]);
    expect((await priced({ products: [row(CHECKOUT.vuotaAVariant), row(CHECKOUT.vuotaBVariant)] })).errors).toEqual([sentence]);
    expect((await priced({ products: [row(CHECKOUT.vuotaAVariant, 2)] })).errors).toEqual([sentence]);
  });

  it('says an empty cart cannot be ordered', async () => {
    const body = await priced();
    expect([body.reason, body.errors, body.total_price]).toEqual([en('checkoutReason.cartEmpty'), [en('checkoutReason.cartEmpty')], 0]);
  });

  it('lists every reason, row problems first, the first one as the reason', async () => {
    const body = await priced({
      country_code: 'gb', postal_code: 'BT7 1NN', products: [row(CHECKOUT.jacketUnavailable), row(CHECKOUT.vuotaAVariant, 2)], discount_codes: ['NOPE'],
    });
    expect(body.errors).toEqual(sentences(
      en('checkoutReason.rowNotOrderable', { name: 'Norrvik Jacket en' }), en('checkoutReason.onlyOneVuota'), en('checkoutReason.northernIreland'),
      en('checkoutReason.customsAcknowledgement', { country: 'United Kingdom' }), en('checkoutReason.codeInvalid', { code: 'NOPE' }),
    ));
    expect(body.reason).toBe(body.errors[0]);
  });

  it('answers in the language of the request', async () => {
    const fi = await priced({ language_code: 'fi', products: [row(CHECKOUT.jacketUnavailable)] });
    expect(fi.products[0].name).toBe('Jacket fi');
  });
});

describe('payment methods (core 5, core 7)', () => {
  it('offers Klarna and PayPal checkout in Finland when nothing blocks the order', async () => {
    const body = await priced({ products: [jacket] });
    expect([body.payment_methods, body.show_klarna, body.paypal_checkout]).toEqual([['card', 'paypal', 'klarna'], true, true]);
  });

  it('keeps the methods but flags neither checkout while there is a reason', async () => {
    const body = await priced({ products: [row(CHECKOUT.jacketUnavailable)] });
    expect([body.payment_methods, body.show_klarna, body.paypal_checkout]).toEqual([['card', 'paypal', 'klarna'], false, false]);
  });

  it('leaves Klarna out where it does not serve shoppers', async () => {
    const body = await priced({ country_code: 'fr', products: [jacket] });
    expect([body.payment_methods, body.show_klarna, body.paypal_checkout]).toEqual([['card', 'paypal'], false, true]);
  });
});
