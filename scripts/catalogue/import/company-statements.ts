import { emailKey } from '../../../worker/data/customers.ts';
import type { CatalogueImport } from '../import-format.ts';
import { insertRows, type Statement } from './sql-rows.ts';

/**
 * The companies (migrations/0022, decision 027), upserted by id before the
 * gift campaigns that name them. A company keeps the decision's time it has;
 * one verified or rejected by the file gets the import's.
 */
export function companyStatements(data: CatalogueImport, now: string): Statement[] {
  return insertRows('companies', ['id', 'name', 'country_code', 'vat_number', 'contact_name', 'contact_email', 'contact_phone', 'status', 'created_at', 'decided_at', 'decided_by'],
    data.companies.map((company) => [
      company.id, company.name, company.country, company.vatNumber, company.contactName, company.contactEmail, company.contactPhone, company.status,
      now, company.status === 'pending' ? null : now, company.status === 'pending' ? null : 'import',
    ]), ['id']);
}

/** Company users, written after the `users` section made their accounts: an account moves to the company the file names. */
export function companyUserStatements(data: CatalogueImport): Statement[] {
  return data.companies.flatMap((company) => company.users.map((email) => ({
    sql: `INSERT INTO company_users (customer_id, company_id) SELECT id, ? FROM customers WHERE email_key = ?
      ON CONFLICT (customer_id) DO UPDATE SET company_id = excluded.company_id`,
    params: [company.id, emailKey(email)],
  })));
}
