/**
 * Companies registered for gift campaigns and their users (migration 0022,
 * decision 027). A customer belongs to at most one company.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { CompanyStatus } from '../../shared/gift-campaign/company-schema.ts';
import type { CompanyView, StaffCompanyView } from '../../shared/types/campaign-admin.ts';

interface CompanyRow {
  id: number; name: string; country_code: string; vat_number: string; contact_name: string; contact_email: string; contact_phone: string;
  status: CompanyStatus; created_at: string; decided_at: string | null;
}

const toView = (row: CompanyRow): CompanyView => ({
  id: row.id, name: row.name, country: row.country_code, vat_number: row.vat_number, contact_name: row.contact_name,
  contact_email: row.contact_email, contact_phone: row.contact_phone, status: row.status, created_at: row.created_at, decided_at: row.decided_at,
});

const COLUMNS = 'c.id, c.name, c.country_code, c.vat_number, c.contact_name, c.contact_email, c.contact_phone, c.status, c.created_at, c.decided_at';

/** The customer's company, or null. */
export async function findCompanyOfCustomer(db: D1Database, customerId: number): Promise<CompanyView | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM companies c JOIN company_users u ON u.company_id = c.id WHERE u.customer_id = ?`)
    .bind(customerId).first<CompanyRow>();
  return row ? toView(row) : null;
}

export async function findCompanyById(db: D1Database, id: number): Promise<CompanyView | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM companies c WHERE c.id = ?`).bind(id).first<CompanyRow>();
  return row ? toView(row) : null;
}

/** Whether a pending or verified company has the VAT number in the country (a rejected one gives way to a new registration). */
export async function vatNumberTaken(db: D1Database, country: string, vatNumber: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM companies WHERE country_code = ? AND vat_number = ? AND status != 'rejected'").bind(country, vatNumber).first()) !== null;
}

export interface NewCompany {
  customerId: number; name: string; country: string; vatNumber: string; contactName: string; contactEmail: string; contactPhone: string; now: string;
}

/**
 * A pending company with the customer as its user, in one batch; a rejected
 * company of the customer's is replaced, and so is a rejected company with
 * the same VAT number (its users are left with no company and may register
 * again; no pending or verified company loses a user). Answers the new id,
 * or null when the VAT number was taken meanwhile (the UNIQUE constraint).
 */
export async function insertCompany(db: D1Database, company: NewCompany): Promise<number | null> {
  try {
    const [, inserted] = await db.batch([
      db.prepare("DELETE FROM companies WHERE status = 'rejected' AND (id IN (SELECT company_id FROM company_users WHERE customer_id = ?) OR (country_code = ? AND vat_number = ?))")
        .bind(company.customerId, company.country, company.vatNumber),
      db.prepare(`INSERT INTO companies (name, country_code, vat_number, contact_name, contact_email, contact_phone, status, created_at)
          VALUES (?, ?, ?, ?, ?, ?, 'pending', ?) RETURNING id`)
        .bind(company.name, company.country, company.vatNumber, company.contactName, company.contactEmail, company.contactPhone, company.now),
      db.prepare('INSERT INTO company_users (customer_id, company_id) VALUES (?, last_insert_rowid())').bind(company.customerId),
    ]);
    return (inserted.results[0] as { id: number }).id;
  } catch (error) {
    if (String(error).includes('UNIQUE')) return null;
    throw error;
  }
}

/** Companies by status, oldest first, with their users' addresses. */
export async function listCompanies(db: D1Database, status: CompanyStatus): Promise<StaffCompanyView[]> {
  const rows = await db.prepare(`SELECT ${COLUMNS}, group_concat(cu.email, char(10)) AS users FROM companies c
      LEFT JOIN company_users u ON u.company_id = c.id LEFT JOIN customers cu ON cu.id = u.customer_id
      WHERE c.status = ? GROUP BY c.id ORDER BY c.created_at, c.id LIMIT 200`)
    .bind(status).all<CompanyRow & { users: string | null }>();
  return rows.results.map((row) => ({ ...toView(row), users: row.users ? row.users.split('\n').sort() : [] }));
}

/** Decides a pending company; answers whether it was pending. */
export async function decideCompany(db: D1Database, id: number, status: 'verified' | 'rejected', actor: string, now: string): Promise<boolean> {
  const result = await db.prepare("UPDATE companies SET status = ?, decided_at = ?, decided_by = ? WHERE id = ? AND status = 'pending'")
    .bind(status, now, actor, id).run();
  return result.meta.changes > 0;
}

export interface CompanyUser { email: string; language: string; firstName: string }

export async function listCompanyUsers(db: D1Database, companyId: number): Promise<CompanyUser[]> {
  const rows = await db.prepare('SELECT c.email, c.language, c.first_name FROM company_users u JOIN customers c ON c.id = u.customer_id WHERE u.company_id = ? ORDER BY c.email_key')
    .bind(companyId).all<{ email: string; language: string; first_name: string }>();
  return rows.results.map((row) => ({ email: row.email, language: row.language, firstName: row.first_name }));
}

/** The verified company the customer acts for, or null (none, pending or rejected). */
export async function verifiedCompanyIdOf(db: D1Database, customerId: number): Promise<number | null> {
  const row = await db.prepare("SELECT c.id FROM companies c JOIN company_users u ON u.company_id = c.id WHERE u.customer_id = ? AND c.status = 'verified'")
    .bind(customerId).first<{ id: number }>();
  return row?.id ?? null;
}
