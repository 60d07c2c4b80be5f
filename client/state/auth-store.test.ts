// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../shared/account/auth-user.ts';
import type { CustomerResponse } from '../../shared/types/account.ts';

/** What GET /api/customer/ answers for a logged-in customer (core 3, core 7). */
const CUSTOMER: CustomerResponse = {
  id: 42, is_staff: false, is_admin: false, username: null, postcode: '00100',
  customer: {
    wishlist_model_ids: [7], voted_reviews: [{ id: 3, vote: true }], is_org_user: false, hashed_email: 'abc', email: 'aino@example.fi',
    cart_content: '', is_club_member: true,
  },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fresh auth store (its start runs once per page) with GET /api/customer/ answering `answer`. */
async function page(host: string, cookies: string[], answer: () => Response) {
  vi.resetModules();
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`https://${host}/en/`);
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0].trim()}=; Max-Age=0; path=/`;
  for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  // The cart saving that a known customer starts is not this test's: it stays out of the way.
  vi.doMock('./cart-sync.ts', () => ({ startCartSync: vi.fn() }));
  const auth = await import('./auth-store.ts');
  return { ...auth, fetch };
}

/** The state once the start has settled (the customer fetch runs in a lazily loaded module). */
async function settled(store: { getState: () => AuthState }): Promise<AuthState> {
  await vi.waitFor(() => expect(store.getState().loading).toBe(false));
  return store.getState();
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.doUnmock('./cart-sync.ts');
});

describe('the auth store (core 4 Auth)', () => {
  it('starts loading with nobody, as the server render and hydration see it', async () => {
    const { authStore, serverAuthSnapshot } = await page('kaira.fi', [], () => json(200, CUSTOMER));
    expect(authStore.getState()).toEqual({ loading: true, user: null });
    expect(serverAuthSnapshot()).toEqual({ loading: true, user: null });
  });

  it('logs out at once without asking the server when there is no session cookie', async () => {
    const { authStore, startAuth, fetch } = await page('kaira.fi', [], () => json(200, CUSTOMER));
    startAuth();
    expect(authStore.getState()).toEqual({ loading: false, user: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the customer when the session cookie exists and becomes the user', async () => {
    const { authStore, startAuth, fetch } = await page('kaira.fi', ['so_logged_in=1'], () => json(200, CUSTOMER));
    startAuth();
    const state = await settled(authStore);
    expect(fetch).toHaveBeenCalledWith('/api/customer/', expect.anything());
    expect(state.user).toMatchObject({ id: 42, email: 'aino@example.fi', wishlistModelIds: [7], isClubMember: true, postcode: '00100' });
  });

  it('fetches the customer only once however often it is started', async () => {
    const { authStore, startAuth, fetch } = await page('kaira.fi', ['so_logged_in=1'], () => json(200, CUSTOMER));
    startAuth();
    startAuth();
    await settled(authStore);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('clears the user and the session hint when the server says nobody is logged in', async () => {
    const { authStore, startAuth } = await page('kaira.fi', ['so_logged_in=1'], () => json(401, { error: { code: 'not_logged_in', message: 'You need to login first.' } }));
    startAuth();
    expect(await settled(authStore)).toEqual({ loading: false, user: null });
    expect(document.cookie).not.toContain('so_logged_in');
  });

  it('logs out on a 5xx in production', async () => {
    const { authStore, startAuth } = await page('kaira.fi', ['so_logged_in=1'], () => json(503, { error: { code: 'unavailable', message: 'Down' } }));
    startAuth();
    expect(await settled(authStore)).toEqual({ loading: false, user: null });
    expect(document.cookie).not.toContain('so_logged_in');
  });

  it('keeps the session cookie on a 5xx while developing, so a worker restart does not log the developer out', async () => {
    const { authStore, startAuth } = await page('localhost', ['so_logged_in=1'], () => json(500, { error: { code: 'internal', message: 'Boom' } }));
    startAuth();
    expect(await settled(authStore)).toEqual({ loading: false, user: null });
    expect(document.cookie).toContain('so_logged_in=1');
  });

  it('counts the visitor as logged out but keeps the session for the next page when the fetch gets no answer (leaving the page aborts it)', async () => {
    const { authStore, startAuth } = await page('kaira.fi', ['so_logged_in=1'], () => { throw new TypeError('Failed to fetch'); });
    startAuth();
    expect(await settled(authStore)).toEqual({ loading: false, user: null });
    expect(document.cookie).toContain('so_logged_in=1');
  });

  it('changes only a known user and tells its subscribers', async () => {
    const { authStore } = await page('kaira.fi', [], () => json(200, CUSTOMER));
    const listener = vi.fn();
    authStore.subscribe(listener);
    authStore.updateUser((user) => ({ ...user, postcode: '33100' }));
    expect(listener).not.toHaveBeenCalled();
    const { authUserOf } = await import('../../shared/account/auth-user.ts');
    authStore.setUser(authUserOf(CUSTOMER));
    authStore.updateUser((user) => ({ ...user, postcode: '33100' }));
    expect(authStore.getState().user?.postcode).toBe('33100');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('waitForAuth (core 7, core 8)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the state as soon as loading ends', async () => {
    const { authStore, waitForAuth } = await page('kaira.fi', [], () => json(200, CUSTOMER));
    vi.useFakeTimers();
    const waiting = waitForAuth();
    await vi.advanceTimersByTimeAsync(300);
    authStore.settle();
    await vi.advanceTimersByTimeAsync(100);
    await expect(waiting).resolves.toEqual({ loading: false, user: null });
  });

  it('goes ahead after 5 s with the warning "auth took too long"', async () => {
    const { waitForAuth } = await page('kaira.fi', [], () => json(200, CUSTOMER));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const waiting = waitForAuth();
    await vi.advanceTimersByTimeAsync(4900);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await expect(waiting).resolves.toEqual({ loading: true, user: null });
    expect(warn).toHaveBeenCalledWith('auth took too long');
  });
});
