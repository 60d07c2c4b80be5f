/**
 * A company's registration for gift campaigns (issue 17 item 2, cat 6
 * "corporate customers give a company name and VAT number"; decision 027),
 * one schema for the page and the API. The VAT number is checked by the
 * chosen country's format (shared/service/vat-number.ts) and kept as its
 * register writes it. Messages are dictionary keys of the 'company' namespace.
 */
import * as v from 'valibot';
import {
  MAX_COMPANY_LENGTH, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH, MAX_VAT_NUMBER_LENGTH as MAX_VAT_LENGTH, phoneOf, requiredText, withVatNumber,
} from '../service/contact-fields.ts';
import { VAT_COUNTRIES } from '../service/vat-number.ts';

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
/** The lengths of the service desk's contact fields (shared/service/contact-fields.ts), one set for every form. */
export const MAX_COMPANY_NAME_LENGTH = MAX_COMPANY_LENGTH;
export const MAX_CONTACT_NAME_LENGTH = MAX_NAME_LENGTH;
export const MAX_CONTACT_EMAIL_LENGTH = MAX_EMAIL_LENGTH;
export const MAX_CONTACT_PHONE_LENGTH = MAX_PHONE_LENGTH;
export const MAX_VAT_NUMBER_LENGTH = MAX_VAT_LENGTH;

const text = (max: number) => requiredText(max, M);

export const companyRegistrationSchema = withVatNumber(
  v.object({
    name: text(MAX_COMPANY_NAME_LENGTH),
    country: v.picklist(VAT_COUNTRIES, M.country),
    vat_number: text(MAX_VAT_NUMBER_LENGTH),
    contact_name: text(MAX_CONTACT_NAME_LENGTH),
    contact_email: v.pipe(text(MAX_CONTACT_EMAIL_LENGTH), v.email(M.email)),
    contact_phone: phoneOf(M),
  }, M.invalid),
  M.vatNumber,
);

export type CompanyRegistration = v.InferOutput<typeof companyRegistrationSchema>;

/** The form's fields in screen order. */
export const COMPANY_FIELDS = ['name', 'country', 'vat_number', 'contact_name', 'contact_email', 'contact_phone'] as const;

export const COMPANY_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
