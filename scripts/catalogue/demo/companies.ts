/**
 * The demo's company for gift campaigns (issue 17 item 2, decision 027): a
 * verified company, id 1, that starts without campaigns of its own, with
 * one organisation user. The account comes from the `users` section without
 * a password, as every account an operator makes: its owner sets one with
 * "Forgot password?" (the mail lands in /dev/outbox/ locally). README
 * documents the login.
 */
import type { CatalogueImportInput } from '../import-format.ts';

type Company = NonNullable<CatalogueImportInput['companies']>[number];
type User = NonNullable<CatalogueImportInput['users']>[number];

export const DEMO_COMPANY_ID = 1;
export const DEMO_ORG_EMAIL = 'lahjat@yritys.example';

export function buildCompanies(): Company[] {
  return [{
    id: DEMO_COMPANY_ID,
    name: 'Revontuli Oy',
    country: 'fi',
    // A business ID whose modulus 11 check digit holds (0112038-9).
    vatNumber: 'FI01120389',
    contactName: 'Aino Virtanen',
    contactEmail: DEMO_ORG_EMAIL,
    contactPhone: '+358 40 123 4567',
    status: 'verified',
    users: [DEMO_ORG_EMAIL],
  }];
}

export function buildDemoUsers(): User[] {
  return [{ email: DEMO_ORG_EMAIL, roles: ['org'], language: 'en' }];
}
