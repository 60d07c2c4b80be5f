import { addBundle } from '../../shared/checkout/cart-bundles.ts';
import { addProduct } from '../../shared/checkout/cart-rows.ts';
import { checkoutStore } from './checkout-store.ts';

/**
 * Adds one of the variant to the cart (cat 4 Adding, core 4 rules). False
 * when the row could not grow (frozen, at its orderable quantity, cart full)
 * or storage is denied, so the product page says no more can be added.
 */
export function addVariantToCart(variantId: number, onOrder: boolean, maxAmount: number | null): boolean {
  const result = checkoutStore.update((state) => addProduct(state, { productId: variantId, onOrder, maxAmount }));
  return result.changed && !result.info && result.saved;
}

/** Adds a bundle with its chosen variants (cat 4 Bundle modal); false when refused or storage is denied. */
export function addBundleToCart(bundleId: number, variantIds: number[]): boolean {
  const result = checkoutStore.update((state) => addBundle(state, bundleId, variantIds, Math.floor(Date.now() / 1000)));
  return result.changed && !result.info && result.saved;
}
