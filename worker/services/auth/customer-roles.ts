/**
 * Granting and revoking roles (decision 021), the one way the operator
 * command (scripts/user.ts) and the catalogue import's `users` section both
 * use. An address without an account gets one, not activated, with a
 * password nobody knows: its owner sets one through "forgot password",
 * whose link also activates the account (password-reset.ts). Roles are read
 * with the session on every request, so a change applies at once.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages.ts';
import { ROLES, type Role } from '../../../shared/account/roles.ts';
import { insertRoleAccount } from '../../data/customer-roles.ts';
import { findCustomerByEmail, setCustomerRoles } from '../../data/customers.ts';
import { randomOrderId } from '../orders/secrets.ts';
import { hashPassword } from './password.ts';
import { newSecretToken } from './secret-token.ts';

/** grant adds, revoke takes away, set replaces (the import states the roles an account has). */
export interface RoleChange { kind: 'grant' | 'revoke' | 'set'; roles: readonly Role[] }

export type RoleOutcome =
  | { kind: 'changed'; email: string; roles: Role[]; created: boolean; activated: boolean }
  /** Revoking from an address without an account: nothing to do. */
  | { kind: 'no-account' };

/** The roles after the change, in the order of ROLES. */
export function nextRoles(current: readonly Role[], change: RoleChange): Role[] {
  const keep = (role: Role) => {
    if (change.kind === 'set') return change.roles.includes(role);
    if (change.kind === 'grant') return current.includes(role) || change.roles.includes(role);
    return current.includes(role) && !change.roles.includes(role);
  };
  return ROLES.filter(keep);
}

export async function changeCustomerRoles(
  db: D1Database, email: string, change: RoleChange, options: { now: Date; language?: Language },
): Promise<RoleOutcome> {
  const now = options.now.toISOString();
  const existing = await findCustomerByEmail(db, email);
  if (!existing && change.kind === 'revoke') return { kind: 'no-account' };
  if (!existing) {
    const roles = nextRoles([], change);
    // 256 random bits hashed like any password: the login costs the same and matches nothing.
    const passwordHash = await hashPassword(newSecretToken());
    const created = await insertRoleAccount(db, { id: randomOrderId(), email, passwordHash, language: options.language ?? DEFAULT_LANGUAGE, roles, now });
    // Not created: someone registered the address meanwhile; their account takes the roles below.
    if (created) return { kind: 'changed', email: email.trim(), roles, created: true, activated: false };
  }
  const customer = existing ?? (await findCustomerByEmail(db, email));
  if (!customer) return { kind: 'no-account' };
  const roles = nextRoles(customer.roles, change);
  await setCustomerRoles(db, customer.email, roles, now);
  return { kind: 'changed', email: customer.email, roles, created: false, activated: customer.activatedAt !== null };
}
