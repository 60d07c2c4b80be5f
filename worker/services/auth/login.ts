/**
 * Login (issue 15): the same answer and the same work for an unknown address
 * and a wrong password (a dummy hash is checked when there is no account).
 * An account not yet activated gets a new activation link, and is told so
 * only when the password was right.
 */
import type { Language } from '../../../shared/languages.ts';
import { findCustomerByEmail, setPasswordHash } from '../../data/customers.ts';
import type { AccountContext } from './account-context.ts';
import { sendActivationMail } from './register.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { openSession, type NewSession } from './sessions.ts';

export type LoginOutcome =
  | { kind: 'logged-in'; customerId: number; session: NewSession }
  | { kind: 'wrong-credentials' }
  | { kind: 'not-activated' };

export async function logIn(context: AccountContext, email: string, password: string): Promise<LoginOutcome> {
  const db = context.env.DB;
  const customer = await findCustomerByEmail(db, email);
  const matches = await verifyPassword(password, customer?.passwordHash ?? (await dummyPasswordHash()));
  if (!customer || !matches) return { kind: 'wrong-credentials' };
  if (customer.activatedAt === null) {
    await sendActivationMail(context, customer.id, customer.email, customer.language as Language, customer.firstName, 'activation');
    return { kind: 'not-activated' };
  }
  if (needsRehash(customer.passwordHash)) await setPasswordHash(db, customer.id, await hashPassword(password), context.now.toISOString());
  return { kind: 'logged-in', customerId: customer.id, session: await openSession(db, customer.id, context.now) };
}
