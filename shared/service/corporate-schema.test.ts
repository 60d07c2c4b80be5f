import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation.ts';
import { corporateInfoSchema, enterpriseSchema } from './corporate-schema.ts';

const REQUIRED = 'serviceForm.error.required';
const company = {
  company: 'Tunturi Oy', country: 'fi', vat_number: '0112038-9', contact_name: 'Mikko Laine', email: 'mikko@tunturi.example', phone: '+358 40 123 4567',
};

describe('corporateInfoSchema', () => {
  it('keeps the VAT number as the register writes it and the interests in their own order, once each', () => {
    const result = validateInput(corporateInfoSchema, { ...company, interests: ['events', 'staff_clothing', 'events'] }, { missing: REQUIRED });
    expect(result).toMatchObject({ ok: true, request: { vat_number: 'FI01120389', interests: ['staff_clothing', 'events'], message: '' } });
  });

  it("checks the VAT number by the chosen country's format, also while other fields are wrong", () => {
    const result = validateInput(corporateInfoSchema, { ...company, country: 'se', email: 'nope' }, { missing: REQUIRED });
    expect(result).toEqual({ ok: false, fields: { email: 'serviceForm.error.email', vat_number: 'corporateForms.error.vatNumber' } });
  });

  it('refuses a country without a known VAT format, an unknown interest and a phone number that is not one', () => {
    const result = validateInput(corporateInfoSchema, { ...company, country: 'us', interests: ['yachts'], phone: '12' }, { missing: REQUIRED });
    expect(result).toEqual({ ok: false, fields: {
      country: 'corporateForms.error.country', phone: 'corporateForms.error.phone', 'interests.0': 'corporateForms.error.interests',
    } });
  });

  it('asks for every required field', () => {
    const result = validateInput(corporateInfoSchema, {}, { missing: REQUIRED });
    expect(Object.keys(result.ok ? {} : result.fields).sort()).toEqual(['company', 'contact_name', 'country', 'email', 'phone', 'vat_number']);
  });
});

describe('enterpriseSchema', () => {
  const request = { company: 'Tunturi Oy', contact_name: 'Mikko Laine', email: 'mikko@tunturi.example', phone: '040 123 4567', needs: 'Jackets for 40 guides' };

  it('reads an estimated quantity with thousands separators, and none as null', () => {
    expect(validateInput(enterpriseSchema, { ...request, quantity: '1 200' })).toMatchObject({ ok: true, request: { quantity: 1200 } });
    expect(validateInput(enterpriseSchema, { ...request, quantity: '' })).toMatchObject({ ok: true, request: { quantity: null } });
    expect(validateInput(enterpriseSchema, request)).toMatchObject({ ok: true, request: { quantity: null } });
  });

  it('refuses a quantity that is not a whole number from 1 to a million', () => {
    for (const quantity of ['0', 'forty', '-5', '10000000', 12]) {
      expect(validateInput(enterpriseSchema, { ...request, quantity }), String(quantity)).toEqual({ ok: false, fields: { quantity: 'corporateForms.error.quantity' } });
    }
  });
});
