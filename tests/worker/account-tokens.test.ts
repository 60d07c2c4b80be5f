/**
 * Issue 15 "Token misuse": reused, expired and forged activation, reset and
 * delete tokens get a clear answer and change nothing.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  ACTIVATE_LINK, callApi, DELETE_LINK, lastLinkToken, loggedInCustomer, newAddress, PASSWORD, register, RESET_LINK,
} from './account-helpers.ts';

const FORGED = 'A'.repeat(43);
const errorOf = async (response: Response) => ({ status: response.status, ...(await response.json<{ error: { code: string; fields: Record<string, string> } }>()).error });

/** Moves every unused token of the purpose into the past, as if its time had run out. */
async function expireTokens(purpose: string): Promise<void> {
  await env.DB.prepare("UPDATE account_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE purpose = ? AND used_at IS NULL").bind(purpose).run();
}

const loginStatus = async (email: string, password: string) => (await callApi('/auth/login/', { email, password })).status;

describe('activation links', () => {
  it('says "already activated" for a used link and "not valid" for a forged one', async () => {
    const email = newAddress();
    await register(email);
    const token = await lastLinkToken(email, ACTIVATE_LINK);
    expect((await callApi('/auth/activate/', { token })).status).toBe(200);
    const again = await errorOf(await callApi('/auth/activate/', { token }));
    expect(again).toMatchObject({ status: 400, code: 'already_activated', message: 'Your username has already been activated. Try logging in.' });
    expect(await errorOf(await callApi('/auth/activate/', { token: FORGED }))).toMatchObject({ status: 400, code: 'token_invalid' });
  });

  it('refuses an expired link and leaves the account unactivated', async () => {
    const email = newAddress();
    await register(email);
    const token = await lastLinkToken(email, ACTIVATE_LINK);
    await expireTokens('activate');
    expect(await errorOf(await callApi('/auth/activate/', { token }))).toMatchObject({ status: 400, code: 'token_expired' });
    expect(await loginStatus(email, PASSWORD)).toBe(403);
  });
});

describe('password reset links', () => {
  it('sets the new password once, ends the sessions, and refuses the link a second time', async () => {
    const { email, token: session } = await loggedInCustomer();
    await callApi('/auth/password-reset/', { email });
    const token = await lastLinkToken(email, RESET_LINK);
    expect((await callApi('/auth/password-reset/confirm/', { token, password: 'a brand new secret' })).status).toBe(200);
    expect((await callApi('/customer/', undefined, { token: session })).status).toBe(401);
    expect(await loginStatus(email, 'a brand new secret')).toBe(200);
    expect(await loginStatus(email, PASSWORD)).toBe(401);
    const reused = await errorOf(await callApi('/auth/password-reset/confirm/', { token, password: 'yet another secret' }));
    expect(reused).toMatchObject({ status: 400, code: 'token_used' });
    expect(await loginStatus(email, 'a brand new secret')).toBe(200);
  });

  it('refuses an expired or forged link and keeps the old password', async () => {
    const { email } = await loggedInCustomer();
    await callApi('/auth/password-reset/', { email });
    const token = await lastLinkToken(email, RESET_LINK);
    await expireTokens('reset_password');
    expect(await errorOf(await callApi('/auth/password-reset/confirm/', { token, password: 'a brand new secret' }))).toMatchObject({ code: 'token_expired' });
    expect(await errorOf(await callApi('/auth/password-reset/confirm/', { token: FORGED, password: 'a brand new secret' }))).toMatchObject({ code: 'token_invalid' });
    expect(await loginStatus(email, PASSWORD)).toBe(200);
  });

  it('retires the earlier link when a new one is asked for', async () => {
    const { email } = await loggedInCustomer();
    await callApi('/auth/password-reset/', { email });
    const first = await lastLinkToken(email, RESET_LINK);
    await callApi('/auth/password-reset/', { email });
    expect(await errorOf(await callApi('/auth/password-reset/confirm/', { token: first, password: 'a brand new secret' }))).toMatchObject({ code: 'token_used' });
  });
});

describe('account deletion links', () => {
  it('deletes the account once and keeps its orders anonymised', async () => {
    const { email, id } = await loggedInCustomer();
    await env.DB.prepare(`INSERT INTO orders (id, order_number, view_token, status, language, country_code, email, first_name, last_name, address, postal_code, city, phone,
        products_price, total_price, to_pay, payment_method, provider, created_at, updated_at, customer_id)
      VALUES (?1, ?2, 'view', 'delivered', 'en', 'fi', ?3, 'Aino', 'Virtanen', 'Katu 1', '00100', 'Helsinki', '+358401234567', 50, 50, 50, 'card', 'test', '2026-01-01', '2026-01-01', ?4)`)
      .bind(id % 1_000_000_000, `K${String(id % 100_000_000).padStart(8, '0')}`, email, id).run();
    await callApi('/auth/delete-account/', { email });
    const token = await lastLinkToken(email, DELETE_LINK);
    expect((await callApi('/auth/delete-account/confirm/', { token })).status).toBe(200);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM customers WHERE id = ?').bind(id).first('n')).toBe(0);
    const order = await env.DB.prepare('SELECT email, first_name, address, phone, customer_id, total_price FROM orders WHERE id = ?').bind(id % 1_000_000_000).first();
    expect(order).toEqual({ email: '', first_name: '', address: '', phone: '', customer_id: null, total_price: 50 });
    expect(await errorOf(await callApi('/auth/delete-account/confirm/', { token }))).toMatchObject({ status: 400 });
    expect(await loginStatus(email, PASSWORD)).toBe(401);
  });

  it('refuses an expired link and keeps the account', async () => {
    const { email } = await loggedInCustomer();
    await callApi('/auth/delete-account/', { email });
    const token = await lastLinkToken(email, DELETE_LINK);
    await expireTokens('delete_account');
    const refused = await errorOf(await callApi('/auth/delete-account/confirm/', { token }));
    expect(refused).toMatchObject({ status: 400, code: 'token_expired' });
    expect(refused.fields.token).toMatch(/Failed to delete the account/);
    expect(await loginStatus(email, PASSWORD)).toBe(200);
  });
});
