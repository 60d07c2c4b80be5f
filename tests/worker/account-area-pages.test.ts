/**
 * Issue 15: the account area and the pages of the deletion and reminder
 * mails are served in every language, never indexed, and their HTML never
 * holds anything of a customer (architecture decision 10); opening a mail
 * link changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { routerFor } from '../../worker/i18n.ts';
import { callApi, DELETE_LINK, lastLinkToken, loggedInCustomer } from './account-helpers.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

const sessionCookie = (token: string) => ({ cookie: `so.auth=${encodeURIComponent(`Bearer ${token}`)}; so_logged_in=1` });

describe('the account area /accounts/', () => {
  it('answers the same frame to a logged-in customer, with nothing of theirs in it, and no search engine indexes it', async () => {
    const { email, token } = await loggedInCustomer();
    const response = await fetchShop('/en/accounts/', { headers: sessionCookie(token) });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(embeddedPayload(html)).toMatchObject({ page: 'account', props: {} });
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain('<title>My account');
    expect(html).not.toContain(email);
    expect(html).not.toContain('Virtanen');
  });

  it('is found under its localised path in every language', async () => {
    for (const language of ['fi', 'sv', 'de', 'fr', 'ru'] as const) {
      const path = withLocalePrefix(routerFor(language).pathFor('accounts'), language, 'prefix_except_default');
      const response = await fetchShop(path);
      expect(response.status, path).toBe(200);
      expect(embeddedPayload(await response.text()).page).toBe('account');
    }
  });
});

describe('the deletion link\'s page /accounts/delete-account/{token}/', () => {
  it('hands the token to the page and deletes nothing on opening', async () => {
    const { email, token } = await loggedInCustomer();
    expect((await callApi('/auth/delete-account/', { email })).status).toBe(200);
    const link = await lastLinkToken(email, DELETE_LINK);
    const response = await fetchShop(`/en/accounts/delete-account/${link}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(embeddedPayload(html)).toMatchObject({ page: 'deleteAccount', props: { token: link } });
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect((await callApi('/customer/', undefined, { token })).status).toBe(200);
  });
});

describe('the reminder link\'s page /accounts/stop_reminders/{email}/?key=', () => {
  it('hands the address from the path and the key from the query to the page', async () => {
    const response = await fetchShop(`/en/accounts/stop_reminders/${encodeURIComponent('aino+x@example.com')}/?key=abc_DEF-123`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(embeddedPayload(html)).toMatchObject({ page: 'stopReminders', props: { email: 'aino+x@example.com', token: 'abc_DEF-123' } });
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it('gives the page an empty key when the link has none', async () => {
    const response = await fetchShop('/en/accounts/stop_reminders/aino%40example.com/');
    expect(embeddedPayload(await response.text()).props).toEqual({ email: 'aino@example.com', token: '' });
  });
});
