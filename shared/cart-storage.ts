import { parseCheckoutState } from './checkout/parse-checkout-state.ts';

export { CHECKOUT_STORAGE_KEY } from './checkout/storage-key.ts';

/**
 * Number of items in a stored checkout state: the rows' amounts plus one per
 * gift card product. Read through the defensive parser, so anything
 * unreadable counts as empty.
 */
export function cartItemCount(stored: string | null): number {
  const state = parseCheckoutState(stored);
  return state.products.reduce((sum, row) => sum + row.amount, 0) + state.giftCardProducts.length;
}
