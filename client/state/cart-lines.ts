import { addBundleLine, addCartLine, CHECKOUT_STORAGE_KEY } from '../../shared/cart-storage.ts';

/**
 * Adds one of the variant to the locally stored cart (cat 4 Adding) and tells
 * this tab's cart count; other tabs hear the storage event. False when the
 * line could not grow (frozen, at its orderable quantity) or storage is denied.
 */
export function addVariantToCart(variantId: number, onOrder: boolean, maxAmount: number | null): boolean {
  try {
    const result = addCartLine(window.localStorage.getItem(CHECKOUT_STORAGE_KEY), { productId: variantId, onOrder, maxAmount });
    if (!result.added) return false;
    window.localStorage.setItem(CHECKOUT_STORAGE_KEY, result.stored);
    window.dispatchEvent(new Event('cart-change'));
    return true;
  } catch {
    return false;
  }
}

/** Adds a bundle with its chosen variants (cat 4 Bundle modal); false when storage is denied. */
export function addBundleToCart(bundleId: number, variantIds: number[]): boolean {
  try {
    const stored = addBundleLine(window.localStorage.getItem(CHECKOUT_STORAGE_KEY), bundleId, variantIds, Math.floor(Date.now() / 1000));
    window.localStorage.setItem(CHECKOUT_STORAGE_KEY, stored);
    window.dispatchEvent(new Event('cart-change'));
    return true;
  } catch {
    return false;
  }
}
