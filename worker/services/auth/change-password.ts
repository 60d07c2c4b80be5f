/**
 * A password change from the account area: the current password must be
 * right (cat 8 "Wrong password."); the other sessions of the account end,
 * and this one is replaced by a new session (issue 15 "Sessions").
 */
import type { D1Database } from '@cloudflare/workers-types';
import { findCustomerById, setPasswordHash } from '../../data/customers.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { openSession, type NewSession } from './sessions.ts';

export async function changePassword(db: D1Database, customerId: number, current: string, next: string, now: Date): Promise<NewSession | 'wrong-password'> {
  const customer = await findCustomerById(db, customerId);
  if (!customer || !(await verifyPassword(current, customer.passwordHash))) return 'wrong-password';
  await setPasswordHash(db, customerId, await hashPassword(next), now.toISOString());
  return openSession(db, customerId, now, true);
}
