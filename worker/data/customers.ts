/**
 * The customers table (migrations/0014, issue 15). Addresses are found by
 * their lower-case key; roles are a comma list.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { ROLES, type Role } from '../../shared/account/roles.ts';

export { ROLES, type Role };

export interface CustomerRecord {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  postcode: string;
  language: string;
  marketingConsent: boolean;
  clubMemberSince: string | null;
  roles: Role[];
  organisation: string;
  cartContent: string;
  activatedAt: string | null;
  remindersSent: number;
  lastReminderAt: string | null;
  remindersStoppedAt: string | null;
  createdAt: string;
}

interface CustomerRow {
  id: number; email: string; password_hash: string; first_name: string; last_name: string; postcode: string; language: string;
  marketing_consent: number; club_member_since: string | null; roles: string; organisation: string; cart_content: string;
  activated_at: string | null; reminders_sent: number; last_reminder_at: string | null; reminders_stopped_at: string | null; created_at: string;
}

/** The key an address is unique by. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export function parseRoles(text: string): Role[] {
  return ROLES.filter((role) => text.split(',').map((part) => part.trim()).includes(role));
}

function toRecord(row: CustomerRow): CustomerRecord {
  return {
    id: row.id, email: row.email, passwordHash: row.password_hash, firstName: row.first_name, lastName: row.last_name,
    postcode: row.postcode, language: row.language, marketingConsent: row.marketing_consent === 1,
    clubMemberSince: row.club_member_since, roles: parseRoles(row.roles), organisation: row.organisation,
    cartContent: row.cart_content, activatedAt: row.activated_at, remindersSent: row.reminders_sent,
    lastReminderAt: row.last_reminder_at, remindersStoppedAt: row.reminders_stopped_at, createdAt: row.created_at,
  };
}

export async function findCustomerByEmail(db: D1Database, email: string): Promise<CustomerRecord | null> {
  const row = await db.prepare('SELECT * FROM customers WHERE email_key = ?').bind(emailKey(email)).first<CustomerRow>();
  return row ? toRecord(row) : null;
}

export async function findCustomerById(db: D1Database, id: number): Promise<CustomerRecord | null> {
  const row = await db.prepare('SELECT * FROM customers WHERE id = ?').bind(id).first<CustomerRow>();
  return row ? toRecord(row) : null;
}

export interface NewCustomer {
  id: number; email: string; passwordHash: string; firstName: string; lastName: string; postcode: string;
  language: string; marketingConsent: boolean; joinClub: boolean; siteOrigin: string; now: string;
}

/** Inserts the customer unless the address has an account; answers whether it was inserted. */
export async function insertCustomer(db: D1Database, customer: NewCustomer): Promise<boolean> {
  const result = await db.prepare(`INSERT INTO customers (id, email, email_key, password_hash, first_name, last_name, postcode, language,
      marketing_consent, club_member_since, site_origin, created_at, updated_at)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?12, ?11, ?11) ON CONFLICT (email_key) DO NOTHING`)
    .bind(customer.id, customer.email.trim(), emailKey(customer.email), customer.passwordHash, customer.firstName, customer.lastName,
      customer.postcode, customer.language, customer.marketingConsent ? 1 : 0, customer.joinClub ? customer.now : null, customer.now, customer.siteOrigin)
    .run();
  return result.meta.changes > 0;
}

export interface ProfileChange {
  firstName?: string; lastName?: string; postcode?: string; language?: string; marketingConsent?: boolean;
  /** true joins the club (keeping the first joining time), false leaves it. */
  clubMember?: boolean; cartContent?: string;
}

/** Writes the given fields only; answers whether the customer exists. */
export async function updateCustomerProfile(db: D1Database, id: number, change: ProfileChange, now: string): Promise<boolean> {
  const sets: string[] = [];
  const values: unknown[] = [];
  const set = (sql: string, value: unknown) => { values.push(value); sets.push(`${sql} = ?${values.length + 2}`); };
  if (change.firstName !== undefined) set('first_name', change.firstName);
  if (change.lastName !== undefined) set('last_name', change.lastName);
  if (change.postcode !== undefined) set('postcode', change.postcode);
  if (change.language !== undefined) set('language', change.language);
  if (change.marketingConsent !== undefined) set('marketing_consent', change.marketingConsent ? 1 : 0);
  if (change.cartContent !== undefined) set('cart_content', change.cartContent);
  if (change.clubMember === true) sets.push('club_member_since = COALESCE(club_member_since, ?2)');
  if (change.clubMember === false) sets.push('club_member_since = NULL');
  const result = await db.prepare(`UPDATE customers SET updated_at = ?2${sets.map((part) => `, ${part}`).join('')} WHERE id = ?1`)
    .bind(id, now, ...values).run();
  return result.meta.changes > 0;
}

export async function setPasswordHash(db: D1Database, id: number, passwordHash: string, now: string): Promise<void> {
  await db.prepare('UPDATE customers SET password_hash = ?2, updated_at = ?3 WHERE id = ?1').bind(id, passwordHash, now).run();
}

/** Sets the roles (an operator command or the import); answers whether the address has an account. */
export async function setCustomerRoles(db: D1Database, email: string, roles: readonly Role[], now: string): Promise<boolean> {
  const result = await db.prepare('UPDATE customers SET roles = ?2, updated_at = ?3 WHERE email_key = ?1').bind(emailKey(email), roles.join(','), now).run();
  return result.meta.changes > 0;
}
