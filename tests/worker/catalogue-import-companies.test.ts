/**
 * The import's `companies` section (decision 027): a verified company with
 * its users, whose accounts the `users` section makes with the org role; the
 * VAT number checked by the country's format and stored as its register
 * writes it.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { findCustomerByEmail } from '../../worker/data/customers.ts';
import { findCompanyById, verifiedCompanyIdOf } from '../../worker/data/companies.ts';
import { callApi, newAddress } from './account-helpers.ts';
import { companyBody } from './campaign-admin-helpers.ts';
import { logInWithRole } from './staff-helpers.ts';
import type { CompanyResponse } from '../../shared/types/campaign-admin.ts';

const importDocument = (document: Record<string, unknown>) => importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, ...document });
const company = (fields: Record<string, unknown>) => ({ id: 501, name: 'Tunturi Oy', country: 'fi', vatNumber: '0112038-9', contactName: 'Aino', contactEmail: 'aino@tunturi.example', ...fields });

describe('importing companies', { timeout: 30_000 }, () => {
  it('writes a verified company and links its users, who manage its campaigns', async () => {
    const email = newAddress('import.org');
    const result = await importDocument({ users: [{ email, roles: ['org'] }], companies: [company({ users: [email] })] });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(await findCompanyById(env.DB, 501)).toMatchObject({ name: 'Tunturi Oy', vat_number: 'FI01120389', status: 'verified' });
    const customer = await findCustomerByEmail(env.DB, email);
    expect(await verifiedCompanyIdOf(env.DB, customer!.id)).toBe(501);
  });

  it('refuses a VAT number of another format, a user missing from the users section and a verified company\'s user without the org role', async () => {
    const badVat = await importDocument({ companies: [company({ id: 502, vatNumber: 'FI01120388' })] });
    expect(badVat.ok ? [] : badVat.issues.map((issue) => issue.path)).toEqual(['companies[0].vatNumber']);
    const email = newAddress('import.norole');
    const result = await importDocument({
      users: [{ email, roles: [] }],
      companies: [company({ id: 503, vatNumber: 'SE556012579001', country: 'se', users: [email, 'missing@example.com'] })],
    });
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual(['companies[0].users[0]', 'companies[0].users[1]']);
    expect(await findCompanyById(env.DB, 503)).toBeNull();
    expect(await findCompanyById(env.DB, 502)).toBeNull();
  });

  it('refuses a company whose id a company registered in the shop has, or whose VAT number it holds', async () => {
    const registered = await callApi('/company/', companyBody({ country: 'fi', vat_number: '1572860-0' }), { token: await logInWithRole('customer') });
    const { company: shop } = await registered.json<CompanyResponse>();
    const sameId = await importDocument({ companies: [company({ id: shop!.id, country: 'se', vatNumber: 'SE556012579001', status: 'pending' })] });
    expect(sameId.ok ? [] : sameId.issues.map((issue) => issue.path)).toEqual(['companies[0].id']);
    const sameVat = await importDocument({ companies: [company({ id: 504, vatNumber: '1572860-0', status: 'pending' })] });
    expect(sameVat.ok ? [] : sameVat.issues.map((issue) => issue.path)).toEqual(['companies[0].vatNumber']);
    expect(await findCompanyById(env.DB, shop!.id)).toMatchObject({ vat_number: 'FI15728600', status: 'pending' });
    expect(await findCompanyById(env.DB, 504)).toBeNull();
  });
});
