import { beforeEach, describe, expect, it, vi } from 'vitest';

const verified: string[] = [];
vi.mock('./password.ts', () => ({
  dummyPasswordHash: async () => 'scrypt$dummy',
  verifyPassword: async (_password: string, hash: string) => { verified.push(hash); return false; },
  needsRehash: () => false,
  hashPassword: async () => 'scrypt$new',
}));
vi.mock('../../data/customers.ts', () => ({
  findCustomerByEmail: async (_db: unknown, email: string) => (email === 'known@example.com' ? { id: 1, passwordHash: 'scrypt$known', activatedAt: 'x' } : null),
  setPasswordHash: async () => {},
}));

const { logIn } = await import('./login.ts');
const context = { env: { DB: {} }, now: new Date(), brandName: 'Kaira', links: { route: () => '' } } as never;

describe('logging in', () => {
  beforeEach(() => { verified.length = 0; });

  it('checks a dummy hash when the address has no account, so both failures cost the same work', async () => {
    expect(await logIn(context, 'unknown@example.com', 'password1')).toEqual({ kind: 'wrong-credentials' });
    expect(verified).toEqual(['scrypt$dummy']);
  });

  it('checks the account hash when the address has an account', async () => {
    expect(await logIn(context, 'known@example.com', 'password1')).toEqual({ kind: 'wrong-credentials' });
    expect(verified).toEqual(['scrypt$known']);
  });
});
