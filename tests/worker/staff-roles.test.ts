/**
 * Staff, admin and organisation users are accounts with roles (issue 15
 * item 7, decision 021): roles come from the operator only, a session
 * follows them at once, and an account made for a role waits for its owner.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { listRemindersDue, deleteStaleUnactivated } from '../../worker/data/customer-activation.ts';
import { listRoleHolders } from '../../worker/data/customer-roles.ts';
import { findCustomerByEmail } from '../../worker/data/customers.ts';
import { changeCustomerRoles } from '../../worker/services/auth/customer-roles.ts';
import { callApi, mailsTo, newAddress, PASSWORD } from './account-helpers.ts';
import { answered, logInWithRole, sessionOf, staffCall } from './staff-helpers.ts';

const ORDERS = '/api/customer/enterprise/orders/';

describe('the roles an account shows (core 3, core 6)', () => {
  it('answers is_staff and the username to staff, is_admin too to an admin, is_org_user to an organisation user', async () => {
    const shown = async (caller: 'staff' | 'admin' | 'org' | 'customer') => {
      const body = await answered(await callApi('/customer/', undefined, { token: await sessionOf(caller) }), 200);
      return { is_staff: body.is_staff, is_admin: body.is_admin, is_org_user: body.customer.is_org_user, username: body.username === body.customer.email };
    };
    expect(await shown('staff')).toEqual({ is_staff: true, is_admin: false, is_org_user: false, username: true });
    expect(await shown('admin')).toEqual({ is_staff: true, is_admin: true, is_org_user: false, username: true });
    expect(await shown('org')).toEqual({ is_staff: false, is_admin: false, is_org_user: true, username: false });
    expect(await shown('customer')).toEqual({ is_staff: false, is_admin: false, is_org_user: false, username: false });
  });

  it('lets staff and admins make the staff calls, and answers 403 to an organisation user', async () => {
    for (const as of ['staff', 'admin'] as const) await answered(await staffCall(ORDERS, { as }), 200);
    expect((await answered(await staffCall(ORDERS, { as: 'org' }), 403)).error.code).toBe('forbidden');
  });
});

describe('roles come from the operator only', () => {
  it('changes nothing when a customer sends is_staff, is_admin or roles in PATCH /api/customer/', async () => {
    const token = await sessionOf('customer');
    const patched = await answered(await callApi('/customer/', { first_name: 'Eeva', is_staff: true, is_admin: true, roles: 'staff,admin', customer: { is_org_user: true } },
      { method: 'PATCH', token }), 200);
    expect([patched.is_staff, patched.is_admin, patched.customer.is_org_user]).toEqual([false, false, false]);
    const me = await answered(await callApi('/customer/', undefined, { token }), 200);
    expect([me.is_staff, me.is_admin, me.customer.is_org_user]).toEqual([false, false, false]);
    expect(await answered(await staffCall(ORDERS, { as: 'customer' }), 403)).toEqual({ error: { code: 'forbidden', message: 'Staff only.' } });
  });

  it('ends staff rights at once when the role is revoked, with the session still open', async () => {
    const email = newAddress('revoked');
    const token = await logInWithRole('staff', email);
    const withToken = { headers: { authorization: `Bearer ${token}` } };
    await answered(await staffCall(ORDERS, { as: 'guest', ...withToken }), 200);
    expect(await changeCustomerRoles(env.DB, email, { kind: 'revoke', roles: ['staff'] }, { now: new Date() })).toMatchObject({ kind: 'changed', roles: [] });
    await answered(await staffCall(ORDERS, { as: 'guest', ...withToken }), 403);
    expect((await answered(await callApi('/customer/', undefined, { token }), 200)).is_staff).toBe(false);
  });
});

describe('granting, revoking and setting roles (the npm run user command and the import)', () => {
  it('adds to and takes from the roles an account has, keeping the others', async () => {
    const email = newAddress('grants');
    const change = (kind: 'grant' | 'revoke' | 'set', roles: Array<'staff' | 'admin' | 'org'>) => changeCustomerRoles(env.DB, email, { kind, roles }, { now: new Date() });
    expect(await change('grant', ['org'])).toMatchObject({ kind: 'changed', roles: ['org'], created: true });
    expect(await change('grant', ['admin', 'staff'])).toMatchObject({ roles: ['staff', 'admin', 'org'], created: false });
    expect(await change('revoke', ['admin'])).toMatchObject({ roles: ['staff', 'org'] });
    expect(await change('set', ['admin'])).toMatchObject({ roles: ['admin'] });
    expect(await changeCustomerRoles(env.DB, newAddress('nobody'), { kind: 'revoke', roles: ['staff'] }, { now: new Date() })).toEqual({ kind: 'no-account' });
    expect((await listRoleHolders(env.DB)).find((holder) => holder.email === email)).toEqual({ email, roles: ['admin'], activated: false });
  });

  it('creates an unactivated account with a password nobody knows for an address without one, and finds it in any letter case', async () => {
    const email = newAddress('new.staff');
    const outcome = await changeCustomerRoles(env.DB, email.toUpperCase(), { kind: 'grant', roles: ['staff'] }, { now: new Date(), language: 'sv' });
    expect(outcome).toEqual({ kind: 'changed', email: email.toUpperCase(), roles: ['staff'], created: true, activated: false });
    const account = (await findCustomerByEmail(env.DB, email))!;
    expect(account).toMatchObject({ roles: ['staff'], activatedAt: null, language: 'sv' });
    // A real scrypt hash, so a login try costs what any other does; no password opens it.
    expect(account.passwordHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    for (const password of [PASSWORD, '', 'password']) {
      expect((await callApi('/auth/login/', { email, password })).status).not.toBe(200);
    }
    expect(await mailsTo(email)).toEqual([]);
  });

  it('sends an operator-made account no activation reminders and keeps it past the month unactivated accounts get', async () => {
    const email = newAddress('kept.staff');
    const then = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    await changeCustomerRoles(env.DB, email, { kind: 'grant', roles: ['staff'] }, { now: then });
    const due = await listRemindersDue(env.DB, new Date(), 2, 1000);
    expect(due.map((entry) => entry.email)).not.toContain(email);
    await deleteStaleUnactivated(env.DB, new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString());
    expect(await findCustomerByEmail(env.DB, email)).not.toBeNull();
    // With its roles taken away it is an unconfirmed address like any other.
    await changeCustomerRoles(env.DB, email, { kind: 'revoke', roles: ['staff'] }, { now: new Date() });
    await deleteStaleUnactivated(env.DB, new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString());
    expect(await findCustomerByEmail(env.DB, email)).toBeNull();
  });
});
