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

/** core 3 cart line as stored. */
export interface StoredCartLine {
  productId: number | string;
  amount: number;
  bundleHash?: string;
  on_order: boolean;
  /** Orderable quantity; null when unlimited (on order). */
  max_amount: number | null;
  frozen?: boolean;
}

function readState(stored: string | null): Record<string, unknown> & { products: StoredCartLine[] } {
  try {
    const state = stored ? JSON.parse(stored) : {};
    if (state && typeof state === 'object' && !Array.isArray(state)) {
      return { ...state, products: Array.isArray(state.products) ? state.products : [] };
    }
  } catch {
    // An unreadable state starts over as an empty cart.
  }
  return { products: [] };
}

/**
 * cat 4 Adding: one more of the variant; a new line has amount 1. A frozen
 * line or one at its orderable quantity stays as it is (the checkout issue
 * tells the shopper why). Returns the new stored state and whether it changed.
 */
export function addCartLine(stored: string | null, line: { productId: number; onOrder: boolean; maxAmount: number | null }): { stored: string; added: boolean } {
  const state = readState(stored);
  const existing = state.products.find((row) => row.productId === line.productId && !row.bundleHash);
  if (existing) {
    const limit = line.onOrder ? null : line.maxAmount;
    if (existing.frozen || (limit !== null && existing.amount >= limit)) return { stored: JSON.stringify(state), added: false };
    existing.amount += 1;
    existing.on_order = line.onOrder;
    existing.max_amount = limit;
  } else {
    state.products.push({ productId: line.productId, amount: 1, on_order: line.onOrder, max_amount: line.onOrder ? null : line.maxAmount });
  }
  return { stored: JSON.stringify(state), added: true };
}

/**
 * cat 4 bundle: one line for the whole bundle. Its id is the bundle id and
 * the time in seconds joined by '-' (cat 9 unique ids), which marks it as a
 * bundle row that only bundle functions change; bundleHash lists the chosen
 * variants, which checkout prices and validates.
 */
export function addBundleLine(stored: string | null, bundleId: number, variantIds: number[], nowSeconds: number): string {
  const state = readState(stored);
  const bundleHash = [...variantIds].sort((a, b) => a - b).join(',');
  const existing = state.products.find((row) => typeof row.productId === 'string' && row.productId.startsWith(`${bundleId}-`) && row.bundleHash === bundleHash);
  if (existing && !existing.frozen) existing.amount += 1;
  else if (!existing) state.products.push({ productId: `${bundleId}-${nowSeconds}`, amount: 1, bundleHash, on_order: false, max_amount: null });
  return JSON.stringify(state);
}
