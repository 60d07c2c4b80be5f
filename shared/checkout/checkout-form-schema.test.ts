import { describe, expect, it } from 'vitest';
import { CHECKOUT_FORM_MESSAGES as M, checkoutFormFieldError, validateCheckoutForm } from './checkout-form-schema.ts';

const good = {
  first_name: ' Aino ', last_name: 'Virtanen', address: 'Mannerheimintie 1', city: 'Helsinki',
  postal_code: '00100', country_code: 'fi', phone: '+358 40 123 4567', email: 'aino@example.com',
  delivery_method: 3, delivery_location: '', seller_name: '', seller_number: '',
};

describe('validateCheckoutForm', () => {
  it('accepts a complete form and trims its texts', () => {
    const result = validateCheckoutForm(good);
    expect(result).toEqual({ ok: true, form: { ...good, first_name: 'Aino' } });
  });

  it('fills the optional fields when they are left out', () => {
    const { delivery_method: _, delivery_location: __, seller_name: ___, seller_number: ____, ...rest } = good;
    const result = validateCheckoutForm(rest);
    expect(result.ok && result.form).toMatchObject({ delivery_method: null, delivery_location: '', seller_name: '', seller_number: '' });
  });

  it('answers the required key for every missing or blank required field', () => {
    const result = validateCheckoutForm({ ...good, first_name: '   ', last_name: undefined, address: undefined, city: '', postal_code: '', phone: '', email: '' });
    expect(result).toEqual({ ok: false, fields: {
      first_name: M.required, last_name: M.required, address: M.required, city: M.required,
      postal_code: M.required, phone: M.required, email: M.required,
    } });
  });

  it('answers the required key for an empty object', () => {
    const result = validateCheckoutForm({});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.values(result.fields).every((message) => message === M.required)).toBe(true);
  });

  it('refuses a malformed email, phone and postal code with their own keys', () => {
    const result = validateCheckoutForm({ ...good, email: 'aino@', phone: '040-123', postal_code: '00100!' });
    expect(result).toEqual({ ok: false, fields: { email: M.email, phone: M.phone, postal_code: M.postalCode } });
  });

  it('refuses a phone number shorter than 6 or longer than 20 characters', () => {
    expect(checkoutFormFieldError({ ...good, phone: '12345' }, 'phone')).toBe(M.phone);
    expect(checkoutFormFieldError({ ...good, phone: '1'.repeat(21) }, 'phone')).toBe(M.phone);
    expect(checkoutFormFieldError({ ...good, phone: '123456' }, 'phone')).toBeUndefined();
  });

  it('refuses texts over their limits', () => {
    const result = validateCheckoutForm({ ...good, first_name: 'a'.repeat(101), postal_code: '1'.repeat(13),
      delivery_location: 'x'.repeat(201), seller_name: 's'.repeat(101), email: `${'a'.repeat(250)}@example.com` });
    expect(result).toEqual({ ok: false, fields: {
      first_name: M.tooLong, postal_code: M.tooLong, delivery_location: M.tooLong, seller_name: M.tooLong, email: M.email,
    } });
  });

  it('refuses a delivery method that is not a positive whole number', () => {
    expect(checkoutFormFieldError({ ...good, delivery_method: 0 }, 'delivery_method')).toBe(M.deliveryMethod);
    expect(checkoutFormFieldError({ ...good, delivery_method: '3' }, 'delivery_method')).toBe(M.deliveryMethod);
    expect(checkoutFormFieldError({ ...good, delivery_method: null }, 'delivery_method')).toBeUndefined();
  });

  it('takes the delivery country as two letters, in lower case', () => {
    const result = validateCheckoutForm({ ...good, country_code: ' FI ' });
    expect(result.ok && result.form.country_code).toBe('fi');
    expect(checkoutFormFieldError({ ...good, country_code: 'Finland' }, 'country_code')).toBe(M.country);
    expect(checkoutFormFieldError({ ...good, country_code: undefined }, 'country_code')).toBe(M.required);
  });

  it('makes a postal code that contradicts the delivery country the postal code\'s error (issue 14)', () => {
    // Helsinki's 00100 is no US ZIP code (they start at 00501); 3+2 digits are Swedish, not Finnish.
    expect(checkoutFormFieldError({ ...good, country_code: 'us' }, 'postal_code')).toBe(M.postalCodeCountry);
    expect(checkoutFormFieldError({ ...good, postal_code: '114 55' }, 'postal_code')).toBe(M.postalCodeCountry);
    expect(checkoutFormFieldError({ ...good, country_code: 'se', postal_code: '114 55' }, 'postal_code')).toBeUndefined();
    expect(checkoutFormFieldError({ ...good, country_code: 'us', postal_code: '10001-1234' }, 'postal_code')).toBeUndefined();
    // A country without a known format takes any code the field allows.
    expect(checkoutFormFieldError({ ...good, country_code: 'hk', postal_code: '999077' }, 'postal_code')).toBeUndefined();
  });

  it('answers body for input that is not an object', () => {
    expect(validateCheckoutForm(null)).toEqual({ ok: false, fields: { body: M.invalid } });
    expect(validateCheckoutForm([good])).toEqual({ ok: false, fields: { body: M.invalid } });
  });

  it('translates the messages with the translator it is given', () => {
    const result = validateCheckoutForm({ ...good, email: 'no' }, (key) => `[${key}]`);
    expect(result).toEqual({ ok: false, fields: { email: `[${M.email}]` } });
  });

  it('drops keys the form does not have', () => {
    const result = validateCheckoutForm({ ...good, total_price: 1 });
    expect(result.ok && 'total_price' in result.form).toBe(false);
  });
});
