/**
 * Accounts as an operator gives them roles (decision 021): the `npm run user`
 * command and the catalogue import's `users` section. The roles themselves
 * are written by setCustomerRoles (customers.ts).
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Role } from '../../shared/account/roles.ts';
import { emailKey, parseRoles } from './customers.ts';

export interface RoleAccount {
  id: number;
  email: string;
  /** A hash of a password nobody was told: the person sets their own through "forgot password". */
  passwordHash: string;
  language: string;
  roles: readonly Role[];
  now: string;
}

/**
 * Creates a not yet activated account with its roles unless the address has
 * one; answers whether it was created. No activation reminders go to it
 * (activating would leave a password nobody knows): the password reset
 * link activates it.
 */
export async function insertRoleAccount(db: D1Database, account: RoleAccount): Promise<boolean> {
  const result = await db.prepare(`INSERT INTO customers (id, email, email_key, password_hash, language, roles, reminders_stopped_at, created_at, updated_at)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7, ?7) ON CONFLICT (email_key) DO NOTHING`)
    .bind(account.id, account.email.trim(), emailKey(account.email), account.passwordHash, account.language, account.roles.join(','), account.now)
    .run();
  return result.meta.changes > 0;
}

export interface RoleHolder { email: string; roles: Role[]; activated: boolean }

/** Every account with a role, by address. */
export async function listRoleHolders(db: D1Database): Promise<RoleHolder[]> {
  const rows = await db.prepare("SELECT email, roles, activated_at FROM customers WHERE roles != '' ORDER BY email_key")
    .all<{ email: string; roles: string; activated_at: string | null }>();
  return rows.results.map((row) => ({ email: row.email, roles: parseRoles(row.roles), activated: row.activated_at !== null }));
}
