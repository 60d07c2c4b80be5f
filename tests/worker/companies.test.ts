import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CompanyResponse, StaffCompaniesResponse } from '../../shared/types/campaign-admin.ts';
import { callApi, mailsTo, newAddress } from './account-helpers.ts';
import { companyBody, newVatNumber, orgUser, pendingCompany } from './campaign-admin-helpers.ts';
import { logInWithRole, sessionOf } from './staff-helpers.ts';

describe('company registration for gift campaigns', { timeout: 30_000 }, () => {
  it('answers 401 to a guest reading or registering a company', async () => {
    expect((await callApi('/company/')).status).toBe(401);
    expect((await callApi('/company/', companyBody())).status).toBe(401);
  });

  it('registers a pending company with the VAT number as its register writes it', async () => {
    const token = await logInWithRole('customer');
    expect(await (await callApi('/company/', undefined, { token })).json()).toEqual({ company: null });
    const response = await callApi('/company/', companyBody({ name: 'Kaamos Oy', country: 'fi', vat_number: '0112038-9' }), { token });
    expect(response.status).toBe(201);
    const { company } = await response.json<CompanyResponse>();
    expect(company).toMatchObject({ name: 'Kaamos Oy', country: 'fi', vat_number: 'FI01120389', status: 'pending' });
    expect((await (await callApi('/company/', undefined, { token })).json<CompanyResponse>()).company?.status).toBe('pending');
  });

  it.each([
    ['fi', 'FI01120388', 'a Finnish business ID with a wrong check digit'],
    ['se', 'SE556012579101', 'a Swedish number without its 01'],
    ['de', 'DE12345678', 'a German number one digit short'],
    ['fr', 'FR1234', 'a French number too short'],
    ['gb', 'GB12345', 'a British number too short'],
  ])('refuses %s VAT number %s (%s) with a message on the field', async (country, vat) => {
    const token = await sessionOf('customer');
    const response = await callApi('/company/', companyBody({ country, vat_number: vat }), { token, lang: 'fi' });
    expect(response.status).toBe(400);
    const { error } = await response.json<{ error: { fields: Record<string, string> } }>();
    expect(error.fields.vat_number).toBe('Tarkista ALV-tunniste: se ei vastaa maan muotoa.');
  });

  it('answers every bad field at once', async () => {
    const response = await callApi('/company/', { name: '', country: 'xx', vat_number: '', contact_name: '', contact_email: 'nope', contact_phone: '12' }, { token: await sessionOf('customer') });
    expect(response.status).toBe(400);
    const { error } = await response.json<{ error: { fields: Record<string, string> } }>();
    expect(Object.keys(error.fields).sort()).toEqual(['contact_email', 'contact_name', 'contact_phone', 'country', 'name', 'vat_number']);
  });

  it('answers 429 past 10 registrations an hour from one client', async () => {
    const token = await logInWithRole('customer');
    const client = '203.0.113.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await callApi('/company/', companyBody(), { token, client })).status);
    expect(statuses).toEqual([201, ...Array(9).fill(409), 429]);
  });

  it('refuses a second company for the same customer and a VAT number already registered', async () => {
    const first = await pendingCompany();
    const again = await callApi('/company/', companyBody(), { token: first.token });
    expect(again.status).toBe(409);
    expect((await again.json<{ error: { code: string } }>()).error.code).toBe('already_registered');
    const vat = newVatNumber();
    const other = await logInWithRole('customer');
    expect((await callApi('/company/', companyBody({ vat_number: vat }), { token: other })).status).toBe(201);
    const third = await logInWithRole('customer');
    const taken = await callApi('/company/', companyBody({ vat_number: vat.toLowerCase() }), { token: third });
    expect(taken.status).toBe(409);
    expect((await taken.json<{ error: { code: string; fields: Record<string, string> } }>()).error).toMatchObject({ code: 'vat_number_taken', fields: { vat_number: expect.any(String) } });
  });
});

describe('staff verification of companies', { timeout: 30_000 }, () => {
  it('lists pending companies with their users to staff only', async () => {
    const pending = await pendingCompany();
    const list = await callApi('/staff/companies/', undefined, { token: await sessionOf('staff') });
    expect(list.status).toBe(200);
    const { companies } = await list.json<StaffCompaniesResponse>();
    expect(companies.find((company) => company.id === pending.companyId)?.users).toEqual([pending.email]);
    expect((await callApi('/staff/companies/', undefined, { token: pending.token })).status).toBe(403);
    expect((await callApi(`/staff/companies/${pending.companyId}/verify/`, {}, { token: pending.token })).status).toBe(403);
    expect((await callApi('/staff/companies/?status=maybe', undefined, { token: await sessionOf('staff') })).status).toBe(400);
  });

  it('verifying makes the users organisation users and mails them in their language', async () => {
    const email = newAddress('verified');
    const pending = await pendingCompany(email);
    await env.DB.prepare("UPDATE customers SET language = 'sv' WHERE email = ?").bind(email).run();
    expect((await (await callApi('/customer/', undefined, { token: pending.token })).json<{ customer: { is_org_user: boolean } }>()).customer.is_org_user).toBe(false);
    const verified = await callApi(`/staff/companies/${pending.companyId}/verify/`, {}, { token: await sessionOf('staff') });
    expect((await verified.json<CompanyResponse>()).company?.status).toBe('verified');
    expect((await (await callApi('/customer/', undefined, { token: pending.token })).json<{ customer: { is_org_user: boolean } }>()).customer.is_org_user).toBe(true);
    const mail = (await mailsTo(email)).find((entry) => entry.kind === 'company_verified');
    expect(mail?.language).toBe('sv');
    expect(mail?.subject).toContain('kan nu skapa presentkampanjer');
    expect(mail?.body_text).toContain('http://localhost/sv/konto/presentkampanjer/');
    const again = await callApi(`/staff/companies/${pending.companyId}/verify/`, {}, { token: await sessionOf('staff') });
    expect(again.status).toBe(409);
  });

  it('rejecting leaves the user without the role, shows the status, and lets them register again', async () => {
    const pending = await pendingCompany();
    const rejected = await callApi(`/staff/companies/${pending.companyId}/reject/`, {}, { token: await sessionOf('staff') });
    expect((await rejected.json<CompanyResponse>()).company?.status).toBe('rejected');
    expect((await (await callApi('/company/', undefined, { token: pending.token })).json<CompanyResponse>()).company?.status).toBe('rejected');
    expect((await callApi('/org/campaigns/', undefined, { token: pending.token })).status).toBe(403);
    const again = await callApi('/company/', companyBody({ name: 'Corrected GmbH' }), { token: pending.token });
    expect(again.status).toBe(201);
    expect((await again.json<CompanyResponse>()).company).toMatchObject({ name: 'Corrected GmbH', status: 'pending' });
  });

  it('lets a rejected company register again with its own VAT number, and another customer take a rejected number', async () => {
    const vat = newVatNumber();
    const token = await logInWithRole('customer');
    const first = await (await callApi('/company/', companyBody({ vat_number: vat }), { token })).json<CompanyResponse>();
    await callApi(`/staff/companies/${first.company!.id}/reject/`, {}, { token: await sessionOf('staff') });
    const again = await callApi('/company/', companyBody({ vat_number: vat, name: 'Fixed GmbH' }), { token });
    expect(again.status, await again.clone().text()).toBe(201);
    const second = (await again.json<CompanyResponse>()).company!;
    expect(second).toMatchObject({ vat_number: vat, name: 'Fixed GmbH', status: 'pending' });

    await callApi(`/staff/companies/${second.id}/reject/`, {}, { token: await sessionOf('staff') });
    const bystander = await pendingCompany();
    const newcomer = await logInWithRole('customer');
    const taken = await callApi('/company/', companyBody({ vat_number: vat }), { token: newcomer });
    expect(taken.status).toBe(201);
    expect((await (await callApi('/company/', undefined, { token })).json<CompanyResponse>()).company).toBeNull();
    expect((await (await callApi('/company/', undefined, { token: bystander.token })).json<CompanyResponse>()).company?.id).toBe(bystander.companyId);
    const pendingAgain = await callApi('/company/', companyBody({ vat_number: vat }), { token: await logInWithRole('customer') });
    expect(pendingAgain.status).toBe(409);
  });

  it('answers 404 for a company that does not exist', async () => {
    const staff = await sessionOf('staff');
    expect((await callApi('/staff/companies/99999999/verify/', {}, { token: staff })).status).toBe(404);
    expect((await callApi('/staff/companies/abc/reject/', {}, { token: staff })).status).toBe(404);
  });

  it('an organisation user of a verified company reads its campaigns', async () => {
    const org = await orgUser();
    expect((await callApi('/org/campaigns/', undefined, { token: org.token })).status).toBe(200);
  });
});
