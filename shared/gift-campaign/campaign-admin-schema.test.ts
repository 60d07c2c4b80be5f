import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { campaignCreateSchema, codesCreateSchema, MAX_CAMPAIGN_YEARS_AHEAD, splitRecipientEmails } from './campaign-admin-schema.ts';
import { companyRegistrationSchema } from './company-schema.ts';

describe('the recipients of a paste', () => {
  it('keeps each address once in the order pasted and lists what is no address as typed', () => {
    expect(splitRecipientEmails('a@example.com,b@example.com;\n<c@example.com>  nope A@EXAMPLE.COM x@ \t')).toEqual({
      good: ['a@example.com', 'b@example.com', 'c@example.com'],
      bad: ['nope', 'x@'],
    });
  });

  it('finds nothing in blank text', () => {
    expect(splitRecipientEmails(' \n , ; ')).toEqual({ good: [], bad: [] });
  });
});

describe('the campaign form', () => {
  it('takes a price typed with a decimal comma and refuses a last day before the first', () => {
    const ok = v.safeParse(campaignCreateSchema, { name: 'X', starts_on: '2026-01-01', ends_on: '2026-01-01', recipient_price: '9,90' });
    expect(ok.success && ok.output).toMatchObject({ recipient_price: 9.9, free_delivery: true });
    const backwards = v.safeParse(campaignCreateSchema, { name: 'X', starts_on: '2026-02-01', ends_on: '2026-01-31', recipient_price: 0 });
    expect(backwards.issues?.map((issue) => issue.message)).toEqual(['campaignAdmin.error.endsBeforeStart']);
  });

  it('refuses a day that is not on the calendar and a last day more than five years ahead', () => {
    const issues = (fields: Record<string, string>) => v.safeParse(campaignCreateSchema, { name: 'X', starts_on: '2026-01-01', ends_on: '2026-01-02', recipient_price: '0', ...fields })
      .issues?.map((issue) => issue.message) ?? [];
    expect(issues({ starts_on: '2026-02-31' })).toContain('campaignAdmin.error.date');
    expect(issues({ ends_on: '2026-02-29' })).toContain('campaignAdmin.error.date');
    expect(issues({ ends_on: '2028-02-29' })).toEqual([]);
    expect(issues({ ends_on: '9999-12-31' })).toEqual(['campaignAdmin.error.endsTooLate']);
    const fiveYears = `${new Date().getUTCFullYear() + MAX_CAMPAIGN_YEARS_AHEAD}-01-01`;
    expect(issues({ ends_on: fiveYears })).toEqual([]);
  });

  it('allows 1 to 1000 codes a request', () => {
    expect(v.is(codesCreateSchema, { category_id: 1, count: '1000' })).toBe(true);
    expect(v.is(codesCreateSchema, { category_id: 1, count: 0 })).toBe(false);
    expect(v.is(codesCreateSchema, { category_id: 1, count: '1001' })).toBe(false);
    expect(v.is(codesCreateSchema, { category_id: 1, count: '2.5' })).toBe(false);
  });
});

describe('the company registration', () => {
  it('stores the VAT number as its register writes it and refuses one of another country', () => {
    const base = { name: 'Oy', contact_name: 'A', contact_email: 'a@example.com', contact_phone: '040 123 4567' };
    const finnish = v.safeParse(companyRegistrationSchema, { ...base, country: 'fi', vat_number: '0112038-9' });
    expect(finnish.success && finnish.output.vat_number).toBe('FI01120389');
    const wrong = v.safeParse(companyRegistrationSchema, { ...base, country: 'se', vat_number: 'FI01120389' });
    expect(wrong.issues?.map((issue) => issue.message)).toEqual(['company.error.vatNumber']);
  });
});
