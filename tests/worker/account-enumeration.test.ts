/**
 * Issue 15 "Enumeration": register, reset and delete requests and login
 * answer the same for an address with an account and one without; what
 * differs goes only to the address's own inbox.
 */
import { describe, expect, it } from 'vitest';
import { callApi, loggedInCustomer, mailsTo, newAddress, PASSWORD, register } from './account-helpers.ts';

async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}

describe('answers that do not tell whether an address has an account', () => {
  it('answers a registration the same for a new address and a taken one, and mails the owner instead', async () => {
    const { email } = await loggedInCustomer();
    const fresh = await answerOf(await register(newAddress()));
    const taken = await answerOf(await register(email.toUpperCase()));
    expect(taken).toEqual(fresh);
    const kinds = (await mailsTo(email)).map((mail) => mail.kind);
    expect(kinds.at(-1)).toBe('account_account_exists');
  });

  it('answers a password reset request the same for a known and an unknown address', async () => {
    const { email } = await loggedInCustomer();
    const known = await answerOf(await callApi('/auth/password-reset/', { email }));
    const unknown = await answerOf(await callApi('/auth/password-reset/', { email: newAddress('nobody') }));
    expect(unknown).toEqual(known);
    expect(known.status).toBe(200);
  });

  it('answers a deletion request the same for a known and an unknown address', async () => {
    const { email } = await loggedInCustomer();
    const known = await answerOf(await callApi('/auth/delete-account/', { email }));
    const unknown = await answerOf(await callApi('/auth/delete-account/', { email: newAddress('nobody') }));
    expect(unknown).toEqual(known);
  });

  it('answers a login with an unknown address exactly like one with a wrong password', async () => {
    const { email } = await loggedInCustomer();
    const wrongPassword = await answerOf(await callApi('/auth/login/', { email, password: `${PASSWORD}!` }));
    const unknownAddress = await answerOf(await callApi('/auth/login/', { email: newAddress('nobody'), password: PASSWORD }));
    expect(unknownAddress).toEqual(wrongPassword);
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ error: { code: 'wrong_credentials', message: 'Wrong username or password.', fields: {} } });
  });

  it('tells an unactivated account so only when its password was right', async () => {
    const email = newAddress();
    await register(email);
    expect((await callApi('/auth/login/', { email, password: 'not the password' })).status).toBe(401);
    expect((await callApi('/auth/login/', { email, password: PASSWORD })).status).toBe(403);
  });
});
