import { increaseBundle } from './cart-bundles.ts';
import { changed, clearCheckout, isBundleRow, isId, limitOf, MAX_CART_ROWS, replaceRow, wholeCount, type CartOutcome, type CheckoutState } from './checkout-core.ts';

/** A variant to add: its id and what the product page knows of its orderable quantity (cat 4). */
interface ProductToAdd {
  productId: number | string;
  onOrder: boolean;
  /** Orderable quantity; null when unlimited. Ignored for a variant on order. */
  maxAmount: number | null;
}

interface AddOptions {
  /** How many (default 1). */
  amount?: number;
  /** Replace mode (core 4): the row's amount becomes `amount` instead of growing by it. */
  replace?: boolean;
}

/**
 * core 4 / cat 4 Adding: a product already in the cart grows by the amount
 * (or takes it, in replace mode) unless the row is frozen; a new row starts
 * at the amount. An active gift campaign code clears the campaign and the
 * cart first. A bundle id (with a hyphen) grows the existing bundle row.
 */
export function addProduct(state: CheckoutState, product: ProductToAdd, options: AddOptions = {}): CartOutcome {
  if (!isBundleRow(product) && !isId(product.productId)) return { state };
  const start = state.giftCampaignData?.code ? clearCheckout(state) : state;
  const amount = wholeCount(options.amount);
  if (isBundleRow(product)) {
    return increaseBundle(start, String(product.productId), amount);
  }
  const limits = { on_order: product.onOrder, max_amount: product.onOrder ? null : product.maxAmount };
  const index = start.products.findIndex((row) => row.productId === product.productId);
  // A refusal after the campaign was cleared still reports the cleared cart.
  const refused = (info: CartOutcome['info']): CartOutcome => ({ state: start, info });
  if (index === -1) {
    if (start.products.length >= MAX_CART_ROWS) return refused('cartFull');
    const first = Math.min(amount, limitOf(limits));
    if (first < 1) return refused('limit');
    const added = changed({ ...start, products: [...start.products, { productId: product.productId, amount: first, ...limits }] });
    // Asked for more than can be ordered: added, with the limit said.
    return first < amount ? { state: added, info: 'limit' } : { state: added };
  }
  const row = start.products[index];
  if (row.frozen) return refused('frozen');
  const asked = options.replace ? amount : row.amount + amount;
  const wanted = Math.min(asked, limitOf(limits));
  // 'limit' only when the amount was cut: setting the same amount again is no news.
  if (wanted === row.amount || wanted < 1) return asked > wanted ? refused('limit') : { state: start };
  const next = changed(replaceRow(start, index, { ...row, amount: wanted, ...limits }));
  return asked > wanted ? { state: next, info: 'limit' } : { state: next };
}

/**
 * Sets a row's amount (the cart page and the added-to-cart modal, cat 4):
 * at least 1, at most the orderable quantity unless on order. Refused for a
 * bundle row (core 4: bundle functions only) and for a frozen row (core 8).
 */
export function updateAmount(state: CheckoutState, productId: number | string, amount: number): CartOutcome {
  const index = state.products.findIndex((row) => row.productId === productId);
  if (index === -1) return { state };
  const row = state.products[index];
  if (isBundleRow(row)) return { state, info: 'bundleRow' };
  if (row.frozen) return { state, info: 'frozen' };
  const wanted = Math.min(wholeCount(amount), limitOf(row));
  if (wanted === row.amount) return { state, info: wanted < amount ? 'limit' : undefined };
  return { state: changed(replaceRow(state, index, { ...row, amount: wanted })), info: wanted < amount ? 'limit' : undefined };
}

/** Removes a (non-bundle) row; bundle rows go through removeBundle. */
export function removeProduct(state: CheckoutState, productId: number | string): CartOutcome {
  const row = state.products.find((candidate) => candidate.productId === productId);
  if (!row) return { state };
  if (isBundleRow(row)) return { state, info: 'bundleRow' };
  return { state: changed({ ...state, products: state.products.filter((candidate) => candidate !== row) }) };
}
