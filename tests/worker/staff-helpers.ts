import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Role } from '../../shared/account/roles.ts';
import { app } from '../../worker/app.ts';
import { activateCustomerStatement } from '../../worker/data/customer-activation.ts';
import { findCustomerByEmail, setPasswordHash } from '../../worker/data/customers.ts';
import { changeCustomerRoles } from '../../worker/services/auth/customer-roles.ts';
import { hashPassword } from '../../worker/services/auth/password.ts';
import { callApi, newAddress, PASSWORD } from './account-helpers.ts';

/** Who makes a call: an account with that role, a customer with no role, or nobody. */
export type Caller = Role | 'customer' | 'guest';

const sessions = new Map<Caller, Promise<string>>();

/**
 * An account as the operator gives it a role (decision 021): the role
 * service creates it, its owner sets a password (which activates it, as the
 * "forgot password" link does) and logs in through the API. No mail goes
 * out: a mail still on the Queue when a test file ends keeps vitest from
 * exiting. 'customer' is an account with no role.
 */
export async function logInWithRole(caller: Exclude<Caller, 'guest'>, email = newAddress(caller)): Promise<string> {
  const now = new Date();
  await changeCustomerRoles(env.DB, email, { kind: 'set', roles: caller === 'customer' ? [] : [caller] }, { now });
  const customer = (await findCustomerByEmail(env.DB, email))!;
  await setPasswordHash(env.DB, customer.id, await hashPassword(PASSWORD), now.toISOString());
  await activateCustomerStatement(env.DB, customer.id, now.toISOString()).run();
  const login = await callApi('/auth/login/', { email, password: PASSWORD });
  expect(login.status, await login.clone().text()).toBe(200);
  return (await login.json<{ access_token: string }>()).access_token;
}

/** The session token of a logged-in account with the role; one per role and test file, as each costs three password hashes. */
export function sessionOf(caller: Exclude<Caller, 'guest'>): Promise<string> {
  let session = sessions.get(caller);
  if (!session) {
    session = logInWithRole(caller);
    sessions.set(caller, session);
  }
  return session;
}

/** The session cookie the browser sends (`so.auth`, core 7), for the caller; none for a guest. */
export async function sessionCookie(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'guest') return {};
  return { cookie: `so.auth=${encodeURIComponent(`Bearer ${await sessionOf(caller)}`)}` };
}

export interface StaffCall {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Who calls; staff unless told. */
  as?: Caller;
  headers?: Record<string, string>;
}

/** A request to a staff endpoint through the whole app, with the caller's session cookie; the path may carry its own query, e.g. '?lang=en'. */
export async function staffCall(path: string, { method = 'GET', body, as = 'staff', headers = {} }: StaffCall = {}): Promise<Response> {
  const init: RequestInit = { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(await sessionCookie(as)), ...headers } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  return app.fetch(new Request(`http://localhost${path}`, init), env);
}

/** The JSON of an answer expected to have this status, with its text in the failure message. */
export async function answered<T = any>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json() as Promise<T>;
}

export const count = async (sql: string, ...values: unknown[]) => (await env.DB.prepare(sql).bind(...values).first<number>('n'))!;
