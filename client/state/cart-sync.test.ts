// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUserOf, type AuthUser } from '../../shared/account/auth-user.ts';
import { CHECKOUT_STORAGE_KEY } from '../../shared/cart-storage.ts';
import { addProduct } from '../../shared/checkout/cart-rows.ts';
import type { CustomerResponse } from '../../shared/types/account.ts';

function customer(cartContent: string, postcode = ''): AuthUser {
  const response: CustomerResponse = {
    id: 42, is_staff: false, is_admin: false, username: null, postcode,
    customer: { wishlist_model_ids: [], voted_reviews: [], is_org_user: false, hashed_email: 'h', email: 'aino@example.fi', cart_content: cartContent, is_club_member: false },
  };
  return authUserOf(response);
}

const saved = (...rows: Array<{ productId: number; amount: number }>) => JSON.stringify({ products: rows });

/** A page with a local cart, a logged-in customer and PATCH /api/customer/ answering `status`. */
async function page(localRows: Array<{ productId: number; amount: number }>, user: AuthUser, status = 200) {
  vi.resetModules();
  localStorage.clear();
  localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ products: localRows, postcode: '00100' }));
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status }));
  vi.stubGlobal('fetch', fetch);
  const { authStore } = await import('./auth-store.ts');
  const { checkoutStore } = await import('./checkout-store.ts');
  const sync = await import('./cart-sync.ts');
  authStore.setUser(user);
  const sent = () => fetch.mock.calls.map(([url, init]) => ({ url, method: init.method, keepalive: init.keepalive, body: JSON.parse(String(init.body)) }));
  const add = (productId: number) => checkoutStore.update((state) => addProduct(state, { productId, onOrder: false, maxAmount: 5 }));
  return { authStore, checkoutStore, sync, fetch, sent, add };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mergeCartOnLogin (core 4)', () => {
  it('merges the saved rows and postcode into the local cart and saves the merged cart after 2 s', async () => {
    const { sync, checkoutStore, sent } = await page([{ productId: 1, amount: 2 }], customer(saved({ productId: 1, amount: 5 }, { productId: 2, amount: 1 }), '33100'));
    sync.mergeCartOnLogin(customer(saved({ productId: 1, amount: 5 }, { productId: 2, amount: 1 }), '33100'));
    expect(checkoutStore.getState().products.map((row) => [row.productId, row.amount])).toEqual([[1, 2], [2, 1]]);
    expect(checkoutStore.getState().postcode).toBe('33100');
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([{ url: '/api/customer/', method: 'PATCH', keepalive: false, body: { cart_content: saved({ productId: 1, amount: 2 }, { productId: 2, amount: 1 }) } }]);
    sync.stopCartSync();
  });

  it('saves the local cart to an account that had none', async () => {
    const user = customer('');
    const { sync, sent } = await page([{ productId: 1, amount: 1 }], user);
    sync.mergeCartOnLogin(user);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent().map((call) => call.body)).toEqual([{ cart_content: saved({ productId: 1, amount: 1 }) }]);
    sync.stopCartSync();
  });

  it('sends nothing when the account already holds the same cart', async () => {
    const user = customer(saved({ productId: 1, amount: 1 }));
    const { sync, sent } = await page([{ productId: 1, amount: 1 }], user);
    sync.mergeCartOnLogin(user);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent()).toEqual([]);
    sync.stopCartSync();
  });
});

describe('startCartSync', () => {
  it('does not send the cart by itself: another device may have saved since', async () => {
    const user = customer(saved({ productId: 9, amount: 1 }));
    const { sync, sent } = await page([{ productId: 1, amount: 1 }], user);
    sync.startCartSync(user.cartContent);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent()).toEqual([]);
    sync.stopCartSync();
  });

  it('saves quick changes once, 2 s after the last', async () => {
    const user = customer('');
    const { sync, sent, add } = await page([], user);
    sync.startCartSync(user.cartContent);
    add(1);
    await vi.advanceTimersByTimeAsync(1500);
    add(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent().map((call) => call.body)).toEqual([{ cart_content: saved({ productId: 1, amount: 1 }, { productId: 2, amount: 1 }) }]);
    sync.stopCartSync();
  });

  it('ignores what a validation answer changes in a row: the shopper\'s rows are what is saved', async () => {
    const user = customer(saved({ productId: 1, amount: 1 }));
    const { sync, sent, checkoutStore } = await page([{ productId: 1, amount: 1 }], user);
    sync.startCartSync(user.cartContent);
    checkoutStore.update((state) => ({ ...state, products: state.products.map((row) => ({ ...row, max_amount: 3, on_order: true })) }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent()).toEqual([]);
    sync.stopCartSync();
  });

  it('stops saving once the user is logged out', async () => {
    const user = customer('');
    const { sync, sent, add, authStore } = await page([], user);
    sync.startCartSync(user.cartContent);
    add(1);
    authStore.clear();
    add(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent()).toEqual([]);
  });

  it('logs the user out when the account answers that the session is gone', async () => {
    const user = customer('');
    const { sync, add, authStore } = await page([], user, 401);
    sync.startCartSync(user.cartContent);
    add(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(authStore.getState()).toEqual({ loading: false, user: null });
  });

  it('sends a waiting change at once, kept alive, when the page is hidden or left', async () => {
    const user = customer('');
    const { sync, sent, add } = await page([], user);
    sync.startCartSync(user.cartContent);
    add(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toMatchObject([{ keepalive: true, body: { cart_content: saved({ productId: 1, amount: 1 }) } }]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    sync.stopCartSync();
  });

  it('saves a waiting change on demand (before logging out)', async () => {
    const user = customer('');
    const { sync, sent, add } = await page([], user);
    sync.startCartSync(user.cartContent);
    add(1);
    await sync.flushCartSync();
    expect(sent()).toHaveLength(1);
    sync.stopCartSync();
  });
});
