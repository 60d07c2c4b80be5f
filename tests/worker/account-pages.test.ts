/**
 * Issue 15: the pages of login, registration, activation and the password
 * reset. Their HTML is the same for everyone and a GET changes nothing; the
 * menu's "Join the club" leads to registration.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVATE_LINK, callApi, lastLinkToken, newAddress, register } from './account-helpers.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

async function page(path: string) {
  const response = await fetchShop(path);
  const html = await response.text();
  return { response, html, payload: embeddedPayload(html) };
}

describe('the account pages', () => {
  it('answer in every language under their localised paths, kept out of search results', async () => {
    const paths: Array<[string, string]> = [
      ['/en/accounts/login/', 'login'], ['/tili/kirjaudu/', 'login'], ['/en/accounts/register/', 'register'], ['/tili/rekisteroidy/', 'register'],
      ['/sv/konto/registrera/', 'register'], ['/de/konto/registrieren/', 'register'], ['/fr/compte/inscription/', 'register'], ['/ru/akkaunt/registratsiya/', 'register'],
      ['/en/accounts/reset-password/', 'resetPassword'], ['/en/accounts/activate/abc/', 'activate'],
      ['/en/accounts/password/reset/confirm/abc/', 'resetPasswordConfirm'],
    ];
    for (const [path, pageId] of paths) {
      const { response, payload } = await page(path);
      expect(response.status, path).toBe(200);
      expect(payload.page, path).toBe(pageId);
      expect(payload.head.robots, path).toBe('noindex, follow');
    }
  });

  it('give the login page its reason and a way back that stays in the shop', async () => {
    const ok = await page('/en/accounts/login/?reason=wishlist&next=%2Fen%2Ftent%2F');
    expect(ok.payload.props).toEqual({ reason: 'wishlist', next: '/en/tent/' });
    expect(ok.html).toContain('Adding to wishlist requires login');
    const hostile = await page('/en/accounts/login/?reason=admin&next=%2F%2Fevil.example%2F');
    expect(hostile.payload.props).toEqual({ reason: null, next: null });
  });

  it('render a mail link\'s page without using its token: the browser activates by POST', async () => {
    const email = newAddress('page');
    expect((await register(email)).status).toBe(200);
    const token = await lastLinkToken(email, ACTIVATE_LINK);
    const shown = await page(`/en/accounts/activate/${token}/`);
    expect(shown.payload.props).toEqual({ token });
    expect(shown.html).toContain('Activating your account…');
    const activated = await callApi('/auth/activate/', { token });
    expect(activated.status).toBe(200);
  });
});

describe('the menu\'s club item (core 2 Life outdoors)', () => {
  it('asks a guest to join through registration and carries the account link for a logged-in visitor', async () => {
    const { payload } = await page('/en/accounts/login/');
    const lifeOutdoors = payload.frame.menu.sections.find((section: { id: string }) => section.id === 'lifeOutdoors');
    expect(lifeOutdoors.links.at(-1)).toEqual({ label: 'Join the club', href: '/en/accounts/register/', loggedIn: { label: 'My account', href: '/en/accounts/' } });
  });
});
