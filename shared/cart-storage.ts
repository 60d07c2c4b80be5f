/** localStorage key of the checkout state (core 3: persisted locally). */
export const CHECKOUT_STORAGE_KEY = 'so_checkout';

/** Number of items in a stored checkout state; anything unreadable counts as empty. */
export function cartItemCount(stored: string | null): number {
  if (!stored) return 0;
  try {
    const state = JSON.parse(stored) as { products?: Array<{ amount?: unknown }> };
    if (!Array.isArray(state.products)) return 0;
    return state.products.reduce((sum, row) => sum + (typeof row.amount === 'number' && row.amount > 0 ? row.amount : 0), 0);
  } catch {
    return 0;
  }
}
