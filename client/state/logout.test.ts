// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUserOf } from '../../shared/account/auth-user.ts';
import { authStore } from './auth-store.ts';
import { logout } from './logout.ts';

const customer = authUserOf({
  id: 1, is_staff: false, is_admin: false, username: null, postcode: '',
  customer: { wishlist_model_ids: [], voted_reviews: [], is_org_user: false, hashed_email: 'h', email: 'a@b.fi', cart_content: '', is_club_member: false },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authStore.clear();
});

describe('logout (core 4)', () => {
  it('ends the session on the server, then forgets the user and the session hint', async () => {
    document.cookie = 'so_logged_in=1; path=/';
    authStore.setUser(customer);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, message: 'You have logged out.' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(logout('fi')).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/auth/logout/?lang=fi', expect.objectContaining({ method: 'POST', body: '{}' }));
    expect(authStore.getState()).toEqual({ loading: false, user: null });
    expect(document.cookie).not.toContain('so_logged_in');
  });

  it('keeps the user when the server could not be reached: the session is still there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    authStore.setUser(customer);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(logout('en')).resolves.toBe(false);
    expect(authStore.getState().user?.id).toBe(1);
  });
});
