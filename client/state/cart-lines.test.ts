import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_STORAGE_KEY } from '../../shared/cart-storage.ts';

// cart-lines works on the page's store, bound to `window` when first imported: give it one.
const items = new Map<string, string>();
const stored = () => JSON.parse(items.get(CHECKOUT_STORAGE_KEY) ?? '{}');

beforeEach(() => {
  items.clear();
  vi.resetModules();
  const events = new EventTarget();
  vi.stubGlobal('window', Object.assign(events, { localStorage: { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value) } }));
});
afterEach(() => vi.unstubAllGlobals());

describe('addVariantToCart', () => {
  it('adds one of the variant and grows it on the next add', async () => {
    const { addVariantToCart } = await import('./cart-lines.ts');
    expect(addVariantToCart(7, false, 2)).toBe(true);
    expect(addVariantToCart(7, false, 2)).toBe(true);
    expect(stored().products).toEqual([{ productId: 7, amount: 2, on_order: false, max_amount: 2 }]);
  });

  it('answers false at the orderable quantity or for a frozen row', async () => {
    items.set(CHECKOUT_STORAGE_KEY, JSON.stringify({ products: [{ productId: 7, amount: 2, max_amount: 2 }, { productId: 8, amount: 1, frozen: true }] }));
    const { addVariantToCart } = await import('./cart-lines.ts');
    expect(addVariantToCart(7, false, 2)).toBe(false);
    expect(addVariantToCart(8, true, null)).toBe(false);
  });

  it('tells the header count through cart-change', async () => {
    const { addVariantToCart } = await import('./cart-lines.ts');
    const heard = vi.fn();
    window.addEventListener('cart-change', heard);
    addVariantToCart(7, true, null);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('addBundleToCart', () => {
  it('adds the bundle as one row with its sorted variants', async () => {
    const { addBundleToCart } = await import('./cart-lines.ts');
    expect(addBundleToCart(12, [31, 7])).toBe(true);
    expect(stored().products).toEqual([expect.objectContaining({ productId: expect.stringMatching(/^12-\d+$/), amount: 1, bundleHash: '7,31' })]);
  });
});
