import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts every hash, so one password never hashes the same twice', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies a hash made with older parameters and asks for a new one', async () => {
    const old = await hashPassword('an older password', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('an older password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('a current one'))).toBe(false);
  });

  it('matches nothing against a malformed or absurd stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$AAAA$AAAA')).toBe(false);
  });

  it('takes a password typed in another Unicode form as the same password', async () => {
    const hash = await hashPassword('Ångström');
    expect(await verifyPassword('A\u030Angstro\u0308m', hash)).toBe(true);
  });
});
