// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { createTranslator } from '../../../shared/i18n.ts';
import { testAuthUser } from '../../../tests/unit-helpers/test-auth-user.ts';
import { authStore } from '../../state/auth-store.ts';
import { toastStore } from '../../state/toasts.ts';
import { toggleWishlist } from './wishlist-toggle.ts';

const site = { t: createTranslator('en', en), href: (id: string) => (id === 'accountsLogin' ? '/en/accounts/login/' : '/en/') };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://localhost/en/norrvik/aspen-jacket/?color=red');
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: window.location.pathname, search: window.location.search, assign });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authStore.clear();
});

describe('toggleWishlist', () => {
  it('sends a guest to login with the wishlist reason and the page to come back to', async () => {
    authStore.settle();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await toggleWishlist(7, 'page', site);
    expect(fetch).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(`/en/accounts/login/?next=${encodeURIComponent('/en/norrvik/aspen-jacket/?color=red')}&reason=wishlist`);
  });

  it('adds the model for a customer and keeps the answer in the auth store', async () => {
    authStore.setUser(testAuthUser({ wishlistModelIds: [3] }));
    const fetch = vi.fn(async () => json(200, { added: true }));
    vi.stubGlobal('fetch', fetch);
    await toggleWishlist(7, 'card', site);
    expect(fetch).toHaveBeenCalledWith('/api/customer/wishlist_toggle/', expect.objectContaining({ method: 'POST', body: JSON.stringify({ model_id: 7 }) }));
    expect(authStore.getState().user?.wishlistModelIds).toEqual([7, 3]);
  });

  it('takes the model off when the server says it is no longer on the list', async () => {
    authStore.setUser(testAuthUser({ wishlistModelIds: [7, 3] }));
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { added: false })));
    await toggleWishlist(7, 'page', site);
    expect(authStore.getState().user?.wishlistModelIds).toEqual([3]);
  });

  it.each([
    ['page', 'An unexpected error(#9424)'],
    ['card', 'An unexpected error(#4381)'],
  ] as const)('toasts the %s failure of cat 8, logs it and keeps the list', async (place, text) => {
    authStore.setUser(testAuthUser({ wishlistModelIds: [3] }));
    vi.stubGlobal('fetch', vi.fn(async () => json(500, { error: { code: 'internal', message: 'Down' } })));
    await toggleWishlist(7, place, site);
    expect(toastStore.get().map((toast) => toast.text)).toContain(text);
    expect(console.error).toHaveBeenCalledWith('Wishlist toggle failed', expect.any(Error));
    expect(authStore.getState().user?.wishlistModelIds).toEqual([3]);
  });

  it('treats a 401 as a session that ended: logged out and sent to login', async () => {
    authStore.setUser(testAuthUser());
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { error: { code: 'not_logged_in', message: 'You need to login first.' } })));
    await toggleWishlist(7, 'page', site);
    expect(authStore.getState()).toEqual({ loading: false, user: null });
    expect(assign).toHaveBeenCalledWith(expect.stringContaining('reason=wishlist'));
  });

  it('ignores a second press while the first toggle is on its way', async () => {
    authStore.setUser(testAuthUser());
    let answer!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => { answer = resolve; }));
    vi.stubGlobal('fetch', fetch);
    const first = toggleWishlist(7, 'page', site);
    await toggleWishlist(7, 'page', site);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer(json(200, { added: true }));
    await first;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(authStore.getState().user?.wishlistModelIds).toEqual([7]);
  });

  it('waits for the customer while auth is still loading', async () => {
    // A fresh page: the store starts loading (core 4), as it does until the customer is known.
    vi.resetModules();
    const fresh = { ...(await import('../../state/auth-store.ts')), ...(await import('./wishlist-toggle.ts')) };
    expect(fresh.authStore.getState().loading).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { added: true })));
    const pressed = fresh.toggleWishlist(7, 'page', site);
    fresh.authStore.setUser(testAuthUser());
    await pressed;
    expect(fresh.authStore.getState().user?.wishlistModelIds).toEqual([7]);
  });
});
