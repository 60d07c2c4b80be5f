/**
 * The corporate forms of issue 16 item 6, one schema each for the page and
 * the API: /corporate-info-form/ (POST /api/forms/corporate-info/, cat 3
 * "corporate information, interests": a company registers its details, its
 * VAT number checked by its country's format) and the enterprise sales
 * page's request (POST /api/forms/enterprise/). Messages are dictionary keys.
 */
import * as v from 'valibot';
import {
  email, honeypot, HONEYPOT_FIELD, idempotencyKey, MAX_COMPANY_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, MAX_VAT_NUMBER_LENGTH, optionalText, phone, requiredText,
  withVatNumber,
} from './contact-fields.ts';
import { SERVICE_FORM_MESSAGES as M } from './service-form-messages.ts';
import { VAT_COUNTRIES } from './vat-number.ts';

export const CORPORATE_MESSAGES = {
  country: 'corporateForms.error.country',
  vatNumber: 'corporateForms.error.vatNumber',
  interests: 'corporateForms.error.interests',
  quantity: 'corporateForms.error.quantity',
} as const;

/** What a company may be interested in (cat 3 "interests"); each has its label at corporateForms.interests.{interest}. */
export const CORPORATE_INTERESTS = ['staff_clothing', 'gift_campaigns', 'team_equipment', 'events', 'rental', 'maintenance'] as const;
export type CorporateInterest = typeof CORPORATE_INTERESTS[number];

/** An estimate of units, not an order: up to a million. */
export const MAX_QUANTITY = 1_000_000;

export const corporateInfoSchema = withVatNumber(
  v.object({
    company: requiredText(MAX_COMPANY_LENGTH),
    country: v.picklist(VAT_COUNTRIES, CORPORATE_MESSAGES.country),
    vat_number: requiredText(MAX_VAT_NUMBER_LENGTH),
    contact_name: requiredText(MAX_NAME_LENGTH),
    email,
    phone,
    interests: v.optional(v.pipe(
      v.array(v.picklist(CORPORATE_INTERESTS, CORPORATE_MESSAGES.interests), CORPORATE_MESSAGES.interests),
      v.maxLength(CORPORATE_INTERESTS.length, CORPORATE_MESSAGES.interests),
      v.transform((chosen) => CORPORATE_INTERESTS.filter((interest) => chosen.includes(interest))),
    ), []),
    message: optionalText(MAX_MESSAGE_LENGTH),
    [HONEYPOT_FIELD]: honeypot,
    idempotency_key: idempotencyKey,
  }, M.invalid),
  // The number is checked by the chosen country's format and kept as its register writes it (contact-fields.ts).
  CORPORATE_MESSAGES.vatNumber,
);

export type CorporateInfoRequest = v.InferOutput<typeof corporateInfoSchema>;

export const CORPORATE_INFO_FIELDS = ['company', 'country', 'vat_number', 'contact_name', 'email', 'phone', 'message'] as const;

/** An optional count: digits only, '' or absent for none; answered as a number or null. */
const quantity = v.optional(v.pipe(
  v.string(CORPORATE_MESSAGES.quantity), v.trim(), v.transform((value) => value.replace(/[\s.,]/g, '')),
  v.regex(/^\d{0,7}$/, CORPORATE_MESSAGES.quantity),
  v.transform((value) => (value === '' ? null : Number(value))),
  v.check((value) => value === null || (value >= 1 && value <= MAX_QUANTITY), CORPORATE_MESSAGES.quantity),
), '');

export const enterpriseSchema = v.object({
  company: requiredText(MAX_COMPANY_LENGTH),
  contact_name: requiredText(MAX_NAME_LENGTH),
  email,
  phone,
  needs: requiredText(MAX_MESSAGE_LENGTH),
  quantity,
  [HONEYPOT_FIELD]: honeypot,
  idempotency_key: idempotencyKey,
}, M.invalid);

export type EnterpriseRequest = v.InferOutput<typeof enterpriseSchema>;

export const ENTERPRISE_FIELDS = ['company', 'contact_name', 'email', 'phone', 'needs', 'quantity'] as const;
