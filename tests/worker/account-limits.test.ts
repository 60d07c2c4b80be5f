/**
 * Issue 15 "Brute force" and "Sessions": login is limited per account and
 * per client (IPv6 by /64); sessions are the server's own tokens only.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_LIMIT, LOGIN_CLIENT_LIMIT } from '../../worker/services/auth/auth-limits.ts';
import { callApi, loggedInCustomer, newAddress, PASSWORD } from './account-helpers.ts';

describe('login limits', () => {
  it('refuses the attempt past the per-account limit with 429, Retry-After and a translated message, from any client', async () => {
    const { email } = await loggedInCustomer();
    // loggedInCustomer's own login was the first attempt.
    for (let attempt = 1; attempt < LOGIN_ACCOUNT_LIMIT.limit; attempt += 1) {
      expect((await callApi('/auth/login/', { email, password: 'wrong guess' })).status).toBe(401);
    }
    const refused = await callApi('/auth/login/', { email, password: PASSWORD }, { lang: 'fi' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json<{ error: { message: string } }>()).error.message).toMatch(/Liian monta kirjautumisyritystä/);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let attempt = 0; attempt < LOGIN_CLIENT_LIMIT.limit; attempt += 1) {
      const client = `${prefix}::${(attempt + 1).toString(16)}`;
      expect((await callApi('/auth/login/', { email: newAddress('guess'), password: 'wrong guess' }, { client })).status).toBe(401);
    }
    const refused = await callApi('/auth/login/', { email: newAddress('guess'), password: 'wrong guess' }, { client: `${prefix}::ffff` });
    expect(refused.status).toBe(429);
  });
});

describe('sessions', () => {
  it('accepts no token the server did not make, and gives a new token at login rather than the one presented', async () => {
    const { email } = await loggedInCustomer();
    const planted = 'P'.repeat(43);
    expect((await callApi('/customer/', undefined, { token: planted })).status).toBe(401);
    const login = await callApi('/auth/login/', { email, password: PASSWORD }, { headers: { cookie: `so.auth=${encodeURIComponent(`Bearer ${planted}`)}` } });
    const { access_token } = await login.json<{ access_token: string }>();
    expect(access_token).not.toBe(planted);
    expect((await callApi('/customer/', undefined, { token: planted })).status).toBe(401);
  });

  it('ends the other sessions when the password is changed, and keeps the one that changed it', async () => {
    const { email, token } = await loggedInCustomer();
    const other = (await (await callApi('/auth/login/', { email, password: PASSWORD })).json<{ access_token: string }>()).access_token;
    const wrong = await callApi('/customer/password/', { current_password: 'not it', new_password: 'another secret' }, { token });
    expect(wrong.status).toBe(400);
    expect((await wrong.json<{ error: { fields: Record<string, string> } }>()).error.fields).toEqual({ current_password: 'Wrong password.' });
    const changed = await callApi('/customer/password/', { current_password: PASSWORD, new_password: 'another secret' }, { token });
    expect(changed.status).toBe(200);
    const renewed = changed.headers.getSetCookie().find((cookie) => cookie.startsWith('so.auth='))!;
    const renewedToken = decodeURIComponent(renewed.slice('so.auth='.length, renewed.indexOf(';'))).replace('Bearer ', '');
    expect((await callApi('/customer/', undefined, { token: other })).status).toBe(401);
    expect((await callApi('/customer/', undefined, { token: renewedToken })).status).toBe(200);
  });

  it('refuses a login posted from another site before checking anything', async () => {
    const response = await callApi('/auth/login/', { email: newAddress(), password: PASSWORD }, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});
