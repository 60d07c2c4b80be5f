import { changed, clearCheckout, isBundleRow, isId, limitOf, MAX_BUNDLE_VARIANTS, MAX_CART_ROWS, replaceRow, wholeCount, type CartOutcome, type CheckoutState } from './checkout-core.ts';

/**
 * Bundle rows (cat 4 bundle): one row for the whole bundle, whose id is the
 * bundle id and the time in seconds joined by '-' (cat 9 unique ids) and
 * whose bundleHash lists the chosen variants sorted. core 4: rows with a
 * hyphen change only through these functions.
 */

/** The variants of a bundle as stored: sorted ids joined by ','. */
export function bundleHashOf(variantIds: number[]): string {
  return [...new Set(variantIds)].sort((a, b) => a - b).join(',');
}

function bundleIndex(state: CheckoutState, productId: string): number {
  return state.products.findIndex((row) => isBundleRow(row) && row.productId === productId);
}

/**
 * Adds a row of several variants sold as one, its id `{prefix}{seconds}`
 * (a bundle's '{bundleId}-', a ski package's 'ski-{sport}-'): a row with
 * this prefix and the same variants grows by one, otherwise a new row. The
 * caller has checked the ids. An active gift campaign code clears the
 * campaign and the cart first (core 4: adding any product).
 */
export function addVariantsRow(state: CheckoutState, prefix: string, variantIds: number[], nowSeconds: number): CartOutcome {
  const start = state.giftCampaignData?.code ? clearCheckout(state) : state;
  const bundleHash = bundleHashOf(variantIds);
  const same = start.products.find((row) => isBundleRow(row) && String(row.productId).startsWith(prefix) && row.bundleHash === bundleHash);
  if (same) return increaseBundle(start, String(same.productId), 1);
  if (start.products.length >= MAX_CART_ROWS) return { state: start, info: 'cartFull' };
  let seconds = Math.max(0, Math.floor(nowSeconds));
  while (start.products.some((row) => row.productId === `${prefix}${seconds}`)) seconds += 1;
  const row = { productId: `${prefix}${seconds}`, amount: 1, bundleHash, on_order: false, max_amount: null };
  return { state: changed({ ...start, products: [...start.products, row] }) };
}

/** Adds a bundle with its chosen variants (addVariantsRow). */
export function addBundle(state: CheckoutState, bundleId: number, variantIds: number[], nowSeconds: number): CartOutcome {
  const ids = [...new Set(variantIds)];
  if (!isId(bundleId) || ids.length === 0 || ids.length > MAX_BUNDLE_VARIANTS || !ids.every(isId)) return { state };
  return addVariantsRow(state, `${bundleId}-`, ids, nowSeconds);
}

/** One or more of a bundle row already in the cart (cat 4: adding a bundle id grows its amount). */
export function increaseBundle(state: CheckoutState, productId: string, amount = 1): CartOutcome {
  const index = bundleIndex(state, productId);
  if (index === -1) return { state };
  return setBundleAmount(state, productId, state.products[index].amount + wholeCount(amount));
}

/** Sets a bundle row's amount: at least 1, at most its orderable quantity when the server gave one; frozen rows stay. */
export function setBundleAmount(state: CheckoutState, productId: string, amount: number): CartOutcome {
  const index = bundleIndex(state, productId);
  if (index === -1) return { state };
  const row = state.products[index];
  if (row.frozen) return { state, info: 'frozen' };
  const wanted = Math.min(wholeCount(amount), limitOf(row));
  const info = wanted < amount ? 'limit' : undefined;
  if (wanted === row.amount) return { state, info };
  return { state: changed(replaceRow(state, index, { ...row, amount: wanted })), info };
}

export function removeBundle(state: CheckoutState, productId: string): CartOutcome {
  const index = bundleIndex(state, productId);
  if (index === -1) return { state };
  return { state: changed({ ...state, products: state.products.filter((_, at) => at !== index) }) };
}
