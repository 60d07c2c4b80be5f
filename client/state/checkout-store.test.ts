import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_STORAGE_KEY } from '../../shared/cart-storage.ts';
import { addProduct } from '../../shared/checkout/cart-rows.ts';
import { EMPTY_CHECKOUT_STATE } from '../../shared/checkout/checkout-core.ts';
import { CART_CHANGE_EVENT, createCheckoutStore, newValidateHash } from './checkout-store.ts';

/** A page: its storage (shared with "other tabs" through `items`) and its window events. */
function page(items = new Map<string, string>(), { failWrites = false, failReads = false } = {}) {
  const storage = {
    getItem: (key: string) => {
      if (failReads) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (failWrites) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
  const events = new EventTarget();
  return { items, events, store: createCheckoutStore({ storage: () => storage, events }) };
}

const add = (productId: number) => (state: typeof EMPTY_CHECKOUT_STATE) => addProduct(state, { productId, onOrder: false, maxAmount: 5 });
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

describe('createCheckoutStore', () => {
  it('reads the stored cart on first use, defensively', () => {
    const { store } = page(new Map([[CHECKOUT_STORAGE_KEY, JSON.stringify({ products: [{ productId: 3, amount: 2 }, { productId: 4, amount: -1 }] })]]));
    expect(store.getState().products).toEqual([{ productId: 3, amount: 2, on_order: false, max_amount: null }]);
  });

  it('answers the same state object until something changes', () => {
    const { store } = page();
    expect(store.getState()).toBe(store.getState());
  });

  it('writes a change, tells subscribers and dispatches cart-change', () => {
    const { store, items, events } = page();
    const listener = vi.fn();
    const cartChange = vi.fn();
    store.subscribe(listener);
    events.addEventListener(CART_CHANGE_EVENT, cartChange);
    const result = store.update(add(7));
    expect(result).toMatchObject({ changed: true, saved: true });
    expect(JSON.parse(items.get(CHECKOUT_STORAGE_KEY) ?? '{}').products).toEqual([{ productId: 7, amount: 1, on_order: false, max_amount: 5 }]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cartChange).toHaveBeenCalledTimes(1);
  });

  it('writes nothing and tells no one when a change is refused', () => {
    const items = new Map([[CHECKOUT_STORAGE_KEY, JSON.stringify({ products: [{ productId: 7, amount: 1, frozen: true }] })]]);
    const { store } = page(items);
    const listener = vi.fn();
    store.subscribe(listener);
    const before = items.get(CHECKOUT_STORAGE_KEY);
    expect(store.update(add(7))).toMatchObject({ changed: false, info: 'frozen' });
    expect(items.get(CHECKOUT_STORAGE_KEY)).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('follows another tab through its storage events and ignores other keys', () => {
    const shared = new Map<string, string>();
    const first = page(shared);
    const second = page(shared);
    const listener = vi.fn();
    second.store.subscribe(listener);
    expect(second.store.getState().products).toEqual([]);
    first.store.update(add(7));
    second.events.dispatchEvent(storageEvent('so_other'));
    expect(listener).not.toHaveBeenCalled();
    second.events.dispatchEvent(storageEvent(CHECKOUT_STORAGE_KEY));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(second.store.getState().products.map((line) => line.productId)).toEqual([7]);
  });

  it('starts a change from what another tab wrote even before its event arrives', () => {
    const shared = new Map<string, string>();
    const first = page(shared);
    const second = page(shared);
    second.store.getState();
    first.store.update(add(7));
    second.store.update(add(8));
    expect(first.store.update(add(9)).state.products.map((line) => line.productId)).toEqual([7, 8, 9]);
  });

  it('empties the cart when another tab clears the whole storage', () => {
    const { store, items, events } = page();
    store.subscribe(() => {});
    store.update(add(7));
    items.clear();
    events.dispatchEvent(storageEvent(null));
    expect(store.getState().products).toEqual([]);
  });

  it('keeps working in memory when the storage refuses to write', () => {
    const { store } = page(new Map(), { failWrites: true });
    const result = store.update(add(7));
    expect(result).toMatchObject({ changed: true, saved: false });
    expect(store.getState().products).toHaveLength(1);
  });

  it('keeps working in memory when the storage cannot be read', () => {
    const { store } = page(new Map(), { failReads: true });
    expect(store.getState()).toEqual(EMPTY_CHECKOUT_STATE);
    expect(store.update(add(7)).state.products).toHaveLength(1);
  });

  it('stops listening when the last subscriber leaves', () => {
    const { store, events } = page();
    const remove = vi.spyOn(events, 'removeEventListener');
    const unsubscribe = store.subscribe(() => {});
    unsubscribe();
    expect(remove).toHaveBeenCalledWith('storage', expect.any(Function));
  });

  it('holds the empty state without a window (server rendering)', () => {
    const store = createCheckoutStore(null);
    expect(store.getState()).toBe(EMPTY_CHECKOUT_STATE);
    expect(store.update(add(7))).toMatchObject({ changed: true, saved: false });
  });
});

describe('newValidateHash', () => {
  it('makes a new 32-character hex hash each time', () => {
    const hash = newValidateHash();
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(newValidateHash()).not.toBe(hash);
  });
});
