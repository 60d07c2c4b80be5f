import { cents, giftCardShare, sumCents } from '../money.ts';
import { limitOf, type CartRow, type CheckoutState } from './checkout-core.ts';

/**
 * What the cart page and the added-to-cart modal show, as pure functions of
 * the checkout state (cat 4, cat 9): amount bounds, the free-delivery
 * progress, the totals and whether the shopper may go on to pay.
 */

/** Low-stock hint limit (cat 9: "Available N pcs" when max <= 5). */
const LOW_STOCK_HINT_MAX = 5;

/**
 * core 5 number input, cat 5 added-to-cart quantity: a typed or stepped
 * amount kept between 1 and the row's orderable quantity (unlimited on
 * order, up to the cart's row bound); anything not a number keeps `current`.
 */
export function clampAmount(value: number | string, row: Pick<CartRow, 'on_order' | 'max_amount'>, current = 1): number {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return current;
  return Math.min(Math.max(1, Math.floor(number)), Math.max(1, limitOf(row)));
}

interface AmountView {
  /** Largest amount the control offers. */
  max: number;
  /** Orderable quantity to show as "Available N pcs", or null (cat 4). */
  available: number | null;
  /** cat 4: a frozen line cannot change. */
  locked: boolean;
}

/** cat 4 added-to-cart modal: "Available N pcs" when the amount is at the max or the max is at most 5. */
export function amountView(row: Pick<CartRow, 'on_order' | 'max_amount' | 'frozen'>, amount: number): AmountView {
  const max = Math.max(1, limitOf(row));
  const limited = !row.on_order && row.max_amount !== null;
  const available = limited && (amount >= max || max <= LOW_STOCK_HINT_MAX) ? row.max_amount : null;
  return { max, available, locked: row.frozen === true };
}

type FreeDeliveryProgress =
  | { kind: 'none' }
  | { kind: 'below'; missing: number; percent: number }
  | { kind: 'reached' };

/**
 * cat 9 free delivery: below the chosen method's threshold, how much more
 * (the products' value after the discount counts, as the server compares);
 * at or above it, free. No threshold: nothing to say.
 */
export function freeDeliveryProgress(threshold: number | null, value: number): FreeDeliveryProgress {
  if (threshold === null || !(threshold > 0)) return { kind: 'none' };
  if (value >= threshold) return { kind: 'reached' };
  const missing = cents(threshold - Math.max(0, value));
  return { kind: 'below', missing, percent: Math.max(0, Math.min(100, Math.floor((value / threshold) * 100))) };
}

export interface CartTotals {
  products: number;
  discount: number;
  delivery: number;
  repack: number;
  giftCardsPaid: number;
  /** What the order costs. */
  total: number;
  /** What is left after the gift cards (never below 0). */
  toPay: number;
  /** The products' value after the discount, gift card products left out: free delivery compares with it. */
  deliveryValue: number;
}

/** The last answer's sums (core 7), as the cart page lists them. */
export function cartTotals(state: CheckoutState): CartTotals {
  const products = state.productsPrice ?? 0;
  const discount = state.cartDiscount?.amount ?? 0;
  const total = state.totalPrice ?? 0;
  const { giftCardPaid, toPay } = giftCardShare(total, state.giftCards);
  const giftCardProducts = sumCents(state.giftCardProducts.map((row) => row.amount));
  return {
    products,
    discount,
    delivery: state.deliveryTotalPrice ?? 0,
    repack: state.repackCost ?? 0,
    giftCardsPaid: giftCardPaid,
    total,
    toPay,
    deliveryValue: cents(products - giftCardProducts - discount),
  };
}

/** The cart holds anything to order. */
export function hasItems(state: Pick<CheckoutState, 'products' | 'giftCardProducts'>): boolean {
  return state.products.length > 0 || state.giftCardProducts.length > 0;
}

/**
 * "Continue to payment" is offered only for a cart the server has priced as
 * it is now (VALIDATED, and nothing changed since: the hash is kept) with no
 * reason in the way (core 5).
 */
export function canContinueToPayment(state: CheckoutState): boolean {
  return hasItems(state) && state.status === 'VALIDATED' && state.validateHash !== '' && state.snippetError === '';
}
