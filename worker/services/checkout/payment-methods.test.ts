import { describe, expect, it } from 'vitest';
import { paymentMethodsFor } from './payment-methods.ts';

describe('payment methods by delivery country', () => {
  it('offers card, PayPal and Klarna in Finland and flags both checkouts when nothing blocks the order', () => {
    expect(paymentMethodsFor('fi', [])).toEqual({ payment_methods: ['card', 'paypal', 'klarna'], show_klarna: true, paypal_checkout: true });
  });

  it('leaves Klarna out where it does not serve shoppers', () => {
    expect(paymentMethodsFor('fr', [])).toEqual({ payment_methods: ['card', 'paypal'], show_klarna: false, paypal_checkout: true });
  });

  it('offers only a card to Russia', () => {
    expect(paymentMethodsFor('ru', [])).toEqual({ payment_methods: ['card'], show_klarna: false, paypal_checkout: false });
  });

  it('lists the methods but flags neither checkout while there is a reason', () => {
    expect(paymentMethodsFor('de', ['Out of stock.'])).toEqual({ payment_methods: ['card', 'paypal', 'klarna'], show_klarna: false, paypal_checkout: false });
  });

  it('offers Klarna only when the order is charged in the country\'s own currency', () => {
    for (const country of ['fi', 'de', 'at', 'nl']) expect(paymentMethodsFor(country, []).payment_methods).toContain('klarna');
    for (const country of ['se', 'no', 'dk']) expect(paymentMethodsFor(country, [])).toEqual({ payment_methods: ['card', 'paypal'], show_klarna: false, paypal_checkout: true });
    expect(paymentMethodsFor('se', [], undefined, 'sek')).toEqual({ payment_methods: ['card', 'paypal', 'klarna'], show_klarna: true, paypal_checkout: true });
    expect(paymentMethodsFor('no', [], undefined, 'nok').payment_methods).toContain('klarna');
    expect(paymentMethodsFor('dk', [], undefined, 'dkk').payment_methods).toContain('klarna');
    expect(paymentMethodsFor('fi', [], undefined, 'usd').payment_methods).not.toContain('klarna');
  });

  it('offers only the methods whose provider is configured', () => {
    expect(paymentMethodsFor('fi', [], new Set(['card']))).toEqual({ payment_methods: ['card'], show_klarna: false, paypal_checkout: false });
    expect(paymentMethodsFor('fi', [], new Set(['klarna']))).toEqual({ payment_methods: ['klarna'], show_klarna: true, paypal_checkout: false });
  });
});
