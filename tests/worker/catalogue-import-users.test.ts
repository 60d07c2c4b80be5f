/**
 * The import's `users` section (decision 021): accounts get exactly the roles
 * the file gives, the way `npm run user` sets them; an address without an
 * account gets an unactivated one. Passwords never come from the file.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { findCustomerByEmail } from '../../worker/data/customers.ts';
import { newAddress } from './account-helpers.ts';
import { logInWithRole } from './staff-helpers.ts';

const importUsers = (users: unknown[]) => importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, users });
const rolesOf = async (email: string) => (await findCustomerByEmail(env.DB, email))?.roles;

describe('importing users with roles', () => {
  it('creates an unactivated account for a new address and gives an existing one exactly the roles of the file', async () => {
    const newcomer = newAddress('import.new');
    const existing = newAddress('import.existing');
    await logInWithRole('org', existing);
    const result = await importUsers([{ email: newcomer, roles: ['staff'], language: 'en' }, { email: existing.toUpperCase(), roles: ['admin', 'staff'] }]);
    expect(result).toMatchObject({ ok: true, counts: { users: 2 } });
    expect(await findCustomerByEmail(env.DB, newcomer)).toMatchObject({ roles: ['staff'], activatedAt: null, language: 'en' });
    // The file states the roles: the org role it leaves out is gone, and the account stays activated.
    expect(await findCustomerByEmail(env.DB, existing)).toMatchObject({ roles: ['staff', 'admin'], activatedAt: expect.any(String) });
  });

  it('takes every role away with an empty list, keeps addresses the file leaves out, and changes nothing on a second run', async () => {
    const kept = newAddress('import.kept');
    const cleared = newAddress('import.cleared');
    expect((await importUsers([{ email: kept, roles: ['staff'] }, { email: cleared, roles: ['org'] }])).ok).toBe(true);
    const before = await findCustomerByEmail(env.DB, cleared);
    expect((await importUsers([{ email: cleared, roles: [] }])).ok).toBe(true);
    expect((await importUsers([{ email: cleared, roles: [] }])).ok).toBe(true);
    expect([await rolesOf(kept), await rolesOf(cleared)]).toEqual([['staff'], []]);
    expect((await findCustomerByEmail(env.DB, cleared))!.id).toBe(before!.id);
  });

  it('rejects an unknown role, a malformed address and a password, and writes nothing', async () => {
    const boss = newAddress('import.boss');
    const result = await importUsers([
      { email: boss, roles: ['boss'] }, { email: 'not an address', roles: ['staff'] },
      { email: newAddress('import.password'), roles: ['staff'], password: 'secret123' },
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toEqual(['users[0].roles[0]', 'users[1].email', 'users[2]']);
    expect(await findCustomerByEmail(env.DB, boss)).toBeNull();
  });

  it('rejects an address given twice in any letter case, and writes nothing', async () => {
    const first = newAddress('import.twice');
    const result = await importUsers([{ email: first, roles: ['staff'] }, { email: ` ${first.toUpperCase()}`, roles: ['org'] }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toEqual([{ path: 'users[1]', message: `duplicate address ${first.toLowerCase()} (also at users[0])` }]);
    expect(await findCustomerByEmail(env.DB, first)).toBeNull();
  });
});
