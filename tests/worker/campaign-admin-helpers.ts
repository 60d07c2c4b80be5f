/**
 * Helpers of the company and campaign management tests (issue 17 item 2):
 * a company registered by a customer of its own and verified by staff, so
 * its user is an organisation user the way the shop makes one.
 */
import { expect } from 'vitest';
import type { CampaignDetail, CompanyResponse } from '../../shared/types/campaign-admin.ts';
import { callApi, newAddress } from './account-helpers.ts';
import { logInWithRole, sessionOf } from './staff-helpers.ts';

let companies = 0;

/** A German VAT number of its own (DE + 9 digits; no check digit in that format). */
export const newVatNumber = () => `DE${String(100_000_000 + (Date.now() % 800_000_000) + ++companies).slice(0, 9)}`;

export const companyBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Acme Oy', country: 'de', vat_number: newVatNumber(), contact_name: 'Anna Muster', contact_email: 'anna@acme.example', contact_phone: '+49 30 1234567', ...fields,
});

/** A logged-in customer with a pending company. */
export async function pendingCompany(email = newAddress('company')): Promise<{ token: string; email: string; companyId: number }> {
  const token = await logInWithRole('customer', email);
  const response = await callApi('/company/', companyBody({ name: `Company ${email}` }), { token });
  expect(response.status, await response.clone().text()).toBe(201);
  const { company } = await response.json<CompanyResponse>();
  return { token, email, companyId: company!.id };
}

/** A customer whose company staff verified: an organisation user. */
export async function orgUser(email = newAddress('org')): Promise<{ token: string; email: string; companyId: number }> {
  const pending = await pendingCompany(email);
  const verified = await callApi(`/staff/companies/${pending.companyId}/verify/`, {}, { token: await sessionOf('staff') });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return pending;
}

/** A last day within the five years a campaign may run ahead (decision 027), whatever year the tests run in. */
export const CAMPAIGN_END = `${new Date().getUTCFullYear() + 1}-12-31`;

export const campaignBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Winter thanks', starts_on: '2026-01-01', ends_on: CAMPAIGN_END, recipient_price: '0', free_delivery: true, ...fields,
});

/** A campaign of the org user's company with one category of the given models. */
export async function campaignWithCategory(token: string, modelIds: number[], name = 'Winter thanks'): Promise<CampaignDetail> {
  const created = await callApi('/org/campaigns/', campaignBody({ name }), { token });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await created.json<CampaignDetail>();
  const category = await callApi(`/org/campaigns/${id}/categories/`, { name: `${name} gifts`, model_ids: modelIds }, { token });
  expect(category.status, await category.clone().text()).toBe(201);
  return category.json<CampaignDetail>();
}
