/**
 * Issue 15: a customer registers, activates from the mail, logs in with the
 * so.auth cookie or a bearer token, reads and edits the account, and logs out.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVATE_LINK, callApi, lastLinkToken, loggedInCustomer, mailsTo, newAddress, PASSWORD, register } from './account-helpers.ts';

describe('registering and logging in', () => {
  it('mails an activation link in HTML and text and logs in only after activation', async () => {
    const email = newAddress();
    const registered = await register(email);
    expect(registered.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail.kind).toBe('account_activation');
    expect(mail.body_html).toContain('<a href="http://localhost/en/accounts/activate/');
    const early = await callApi('/auth/login/', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect((await early.json<{ error: { code: string } }>()).error.code).toBe('not_activated');
    const activated = await callApi('/auth/activate/', { token: await lastLinkToken(email, ACTIVATE_LINK) });
    expect(activated.status).toBe(200);
    const login = await callApi('/auth/login/', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    const body = await login.json<{ token_type: string; access_token: string; expires_in: number }>();
    expect(body.token_type).toBe('Bearer');
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expires_in).toBe(30 * 24 * 3600);
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith('so.auth='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('answers GET /api/customer/ with the fields of core 3 for the cookie and for a bearer token', async () => {
    const { token, email } = await loggedInCustomer();
    const byCookie = await callApi('/customer/', undefined, { headers: { cookie: `so.auth=${encodeURIComponent(`Bearer ${token}`)}` } });
    expect(byCookie.status).toBe(200);
    const customer = await byCookie.json<Record<string, any>>();
    expect(Object.keys(customer).sort()).toEqual(['customer', 'id', 'is_admin', 'is_staff', 'postcode', 'username']);
    expect(customer.customer).toMatchObject({ email, wishlist_model_ids: [], voted_reviews: [], is_org_user: false, cart_content: '', is_club_member: false });
    expect(customer.customer.hashed_email).toMatch(/^[0-9a-f]{64}$/);
    expect(customer.username).toBeNull();
    expect((await callApi('/customer/', undefined, { token })).status).toBe(200);
  });

  it('answers 401 to GET /api/customer/ without a session', async () => {
    const response = await callApi('/customer/');
    expect(response.status).toBe(401);
    expect((await response.json<{ error: { code: string } }>()).error.code).toBe('not_logged_in');
  });

  it('ends every session of the account at logout', async () => {
    const { token, email } = await loggedInCustomer();
    const second = await (await callApi('/auth/login/', { email, password: PASSWORD })).json<{ access_token: string }>();
    expect((await callApi('/auth/logout/', {}, { token })).status).toBe(200);
    expect((await callApi('/customer/', undefined, { token })).status).toBe(401);
    expect((await callApi('/customer/', undefined, { token: second.access_token })).status).toBe(401);
  });

  it('ignores is_staff and id in a PATCH and keeps the profile fields it was given', async () => {
    const { token, id } = await loggedInCustomer();
    const patched = await callApi('/customer/', { postcode: '00100', is_staff: true, id: 1, club_member: true }, { method: 'PATCH', token });
    expect(patched.status).toBe(200);
    const body = await patched.json<Record<string, any>>();
    expect(body).toMatchObject({ id, is_staff: false, postcode: '00100' });
    expect(body.customer.is_club_member).toBe(true);
  });
});
