import { describe, expect, it } from 'vitest';
import { firstInvalid, parseStoredValues, toCheckoutForm } from './form-values.ts';

describe('parseStoredValues', () => {
  it('starts from the cart postcode when nothing is stored', () => {
    expect(parseStoredValues(null, '00100').postal_code).toBe('00100');
  });

  it('restores stored strings and ignores other values and keys', () => {
    const values = parseStoredValues(JSON.stringify({ first_name: 'Aino', phone: 40, email: 'x'.repeat(301), total: '1' }));
    expect(values).toEqual({ first_name: 'Aino', last_name: '', address: '', postal_code: '', city: '', country_code: '', phone: '', email: '' });
  });

  it("starts from the visitor's delivery country, and restores a country the shopper chose", () => {
    expect(parseStoredValues(null, '', 'us').country_code).toBe('us');
    expect(parseStoredValues(JSON.stringify({ country_code: 'fi' }), '', 'us').country_code).toBe('fi');
    expect(parseStoredValues(JSON.stringify({ country_code: 'Finland' }), '', 'us').country_code).toBe('us');
  });

  it('keeps an empty form for damaged storage', () => {
    expect(parseStoredValues('{oops', '00100').first_name).toBe('');
  });
});

describe('firstInvalid', () => {
  it('names the first field in the form order, not in the order of the messages', () => {
    expect(firstInvalid({ email: 'k', last_name: 'k' })).toBe('last_name');
    expect(firstInvalid({ customs: 'k' }, ['customs'])).toBe('customs');
    expect(firstInvalid({})).toBeNull();
    expect(firstInvalid({ phone: 'k', country_code: 'k' })).toBe('country_code');
  });
});

describe('toCheckoutForm', () => {
  it('adds the delivery choice of the cart and empty seller fields', () => {
    const values = parseStoredValues(null, '00100');
    expect(toCheckoutForm(values, { deliveryMethod: 3, deliveryLocation: 'helsinki' })).toMatchObject({
      delivery_method: 3, delivery_location: 'helsinki', seller_name: '', seller_number: '', postal_code: '00100',
    });
  });
});
