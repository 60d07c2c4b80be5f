/**
 * A company's registration for gift campaigns (issue 17 item 2, cat 6
 * "corporate customers give a company name and VAT number"; decision 027),
 * one schema for the page and the API. The VAT number is checked by the
 * chosen country's format (shared/service/vat-number.ts) and kept as its
 * register writes it. Messages are dictionary keys of the 'company' namespace.
 */
import * as v from 'valibot';
import { isVatCountry, normaliseVatNumber, VAT_COUNTRIES } from '../service/vat-number.ts';

export const COMPANY_MESSAGES = {
  required: 'company.error.required',
  tooLong: 'company.error.tooLong',
  email: 'company.error.email',
  phone: 'company.error.phone',
  country: 'company.error.country',
  vatNumber: 'company.error.vatNumber',
  invalid: 'company.error.invalid',
} as const;

const M = COMPANY_MESSAGES;
export const MAX_COMPANY_NAME_LENGTH = 150;
export const MAX_CONTACT_NAME_LENGTH = 100;
export const MAX_CONTACT_EMAIL_LENGTH = 254;
export const MAX_CONTACT_PHONE_LENGTH = 30;
export const MAX_VAT_NUMBER_LENGTH = 40;

const text = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, M.tooLong));

export const companyRegistrationSchema = v.pipe(
  v.object({
    name: text(MAX_COMPANY_NAME_LENGTH),
    country: v.picklist(VAT_COUNTRIES, M.country),
    vat_number: text(MAX_VAT_NUMBER_LENGTH),
    contact_name: text(MAX_CONTACT_NAME_LENGTH),
    contact_email: v.pipe(text(MAX_CONTACT_EMAIL_LENGTH), v.email(M.email)),
    /** As people write it: an optional +, digits, spaces, dashes, dots and brackets, 6 to 15 digits (E.164). */
    contact_phone: v.pipe(
      text(MAX_CONTACT_PHONE_LENGTH), v.regex(/^\+?[0-9 ().-]+$/, M.phone),
      v.check((value) => { const digits = value.replace(/\D/g, '').length; return digits >= 6 && digits <= 15; }, M.phone),
    ),
  }, M.invalid),
  // Checked also while other fields are wrong, so every message shows at once.
  v.forward(
    v.partialCheck([['country'], ['vat_number']], (input) => isVatCountry(input.country) && normaliseVatNumber(input.country, input.vat_number) !== null, M.vatNumber),
    ['vat_number'],
  ),
  v.transform((input) => ({ ...input, vat_number: normaliseVatNumber(input.country, input.vat_number) ?? input.vat_number })),
);

export type CompanyRegistration = v.InferOutput<typeof companyRegistrationSchema>;

/** The form's fields in screen order. */
export const COMPANY_FIELDS = ['name', 'country', 'vat_number', 'contact_name', 'contact_email', 'contact_phone'] as const;

export const COMPANY_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
