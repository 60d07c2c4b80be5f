/**
 * Companies of the import format (issue 17 item 2, decision 027): a company
 * that runs gift campaigns, with its VAT number (checked by the country's
 * format, shared/service/vat-number.ts, and stored as its register writes
 * it), its contact, its verification status and the addresses of its users.
 * Each user must be in the `users` section too (the one way accounts and
 * roles are set, decision 021), with the `org` role when the company is
 * verified. Tables: companies, company_users (migrations/0022).
 */
import { z } from 'zod';
import { COMPANY_STATUSES } from '../../shared/gift-campaign/company-schema.ts';
import { isVatCountry, normaliseVatNumber } from '../../shared/service/vat-number.ts';
import { id, text } from './import-format-primitives.ts';

export const importCompany = z.object({
  id,
  name: text,
  /** A country whose VAT format the shop knows, lower case ("fi"). */
  country: z.string().refine(isVatCountry, { message: 'a country with a known VAT number format, e.g. "fi"' }),
  vatNumber: text,
  contactName: text,
  contactEmail: z.string().trim().max(254).email(),
  contactPhone: z.string().trim().max(30).default(''),
  /** Verified companies' users manage campaigns; pending ones wait for staff. */
  status: z.enum(COMPANY_STATUSES).default('verified'),
  /** The addresses of the accounts that act for the company (one company per account). */
  users: z.array(z.string().trim().max(254).email()).default([]),
}).strict().superRefine((company, context) => {
  if (isVatCountry(company.country) && normaliseVatNumber(company.country, company.vatNumber) === null) {
    context.addIssue({ code: 'custom', path: ['vatNumber'], message: `not a VAT number of ${company.country.toUpperCase()}` });
  }
}).transform((company) => ({
  ...company,
  vatNumber: isVatCountry(company.country) ? normaliseVatNumber(company.country, company.vatNumber) ?? company.vatNumber : company.vatNumber,
}));
