import type { CheckoutDeliveryMethod, CheckoutResponse, CheckoutRow, EnterpriseOrderRef } from '../types/checkout.ts';
import type { StoreAmounts } from './transfer-request.ts';

/**
 * The checkout state of core 3 as the browser keeps it (localStorage,
 * core 9). Pure data: every change goes through the functions of
 * shared/checkout, which apply the rules of core 4 and return a new state.
 */

export type CheckoutStatus = 'UNSET' | 'PENDING' | 'VALIDATED' | 'ERROR';

/** What the server last said about a row (core 3 cart product row): for display only, never sent back. */
export type CartRowDetails = Pick<CheckoutRow, 'name' | 'modelId' | 'manufacturer' | 'path' | 'image' | 'variant_text' | 'price' | 'row_total' | 'problem'>;

/** core 3 cart product row. A bundle row's productId is '{bundleId}-{seconds}' and its variants are in bundleHash (cat 4). */
export interface CartRow {
  productId: number | string;
  amount: number;
  frozen?: boolean;
  bundleHash?: string;
  on_order: boolean;
  /** Orderable quantity; null when unlimited or not yet known. */
  max_amount: number | null;
  details?: CartRowDetails;
  /** Transfer-request mode (core 3): units per target warehouse, when there are several. */
  transferAmounts?: StoreAmounts;
  /** Transfer-request mode: units picked per source warehouse, when there are several. */
  transferAmountsFrom?: StoreAmounts;
}

/** A gift card bought as a product (models 2427, 1412; cat 5), identified by uid (core 3). */
export interface GiftCardRow {
  uid: string;
  productId: number;
  amount: number;
  /** The web card's (2427) recipient, message and picture (decision 028); a physical card has none. */
  recipient_name?: string;
  message?: string;
  template?: string;
}

interface GiftCampaignData { code: string; campaign: string }

/**
 * The staff modes of core 3 (field names as the spec gives them). Only staff
 * can use them: the server answers 403 to anyone else who sends them.
 */
export interface StaffModes {
  /** Enterprise-order mode (cat 4): the product page adds to this order instead of the cart. */
  enterpriseOrder: EnterpriseOrderRef | null;
  /** Transfer-request mode: the cart becomes a store-to-store transfer request. */
  transferRequest: boolean;
  transferRequestFrom: number[];
  transferRequestTo: number[];
  transferrequest_reserve_quantity: boolean;
  transferrequest_high_priority: boolean;
  postDelivery: boolean;
}

export const NO_STAFF_MODES: StaffModes = Object.freeze({
  enterpriseOrder: null,
  transferRequest: false,
  transferRequestFrom: [],
  transferRequestTo: [],
  transferrequest_reserve_quantity: false,
  transferrequest_high_priority: false,
  postDelivery: false,
});

export interface CheckoutState extends StaffModes {
  status: CheckoutStatus;
  /** The hash of the validation under way or last applied; '' once the cart changed since (core 4). */
  validateHash: string;
  products: CartRow[];
  giftCardProducts: GiftCardRow[];
  /** Codes the server confirmed (cart discount or gift card payment event). */
  codes: string[];
  /** Codes typed since the last validation; the next answer keeps the confirmed ones (core 4). */
  pendingCodes: string[];
  postcode: string;
  specialRequests: string;
  isRepackSelected: boolean;
  isPikanoutoSelected: boolean;
  isDeliverySplittingSelected: boolean;
  deliveryMethod: number | null;
  giftCampaignData: GiftCampaignData | null;
  // The last server answer, cached so a reload shows the cart at once.
  cartDiscount: CheckoutResponse['cart_discount'];
  giftCards: CheckoutResponse['payment_events'];
  deliveryMethods: CheckoutDeliveryMethod[];
  paymentMethods: CheckoutResponse['payment_methods'];
  productsPrice: number | null;
  deliveryTotalPrice: number | null;
  repackCost: number | null;
  totalPrice: number | null;
  shippingTime: string;
  thresholds: { delivery: number | null; repack: number | null };
  /** The server's reason text (core 5): '' when the order can go ahead. */
  snippetError: string;
  showKlarna: boolean;
  showPaypalCheckout: boolean;
}

// Bounds of the cart, the same as the request schema's (checkout-schema.ts, not imported: it
// would bring valibot into every page with a cart count); a test checks a full cart still passes it.
/** Rows kept per list; more is not a shopping cart (and a tampered store must not grow without end). */
export const MAX_CART_ROWS = 100;
/** Units of one row, even on order. */
export const MAX_ROW_AMOUNT = 999;
/** Codes (discount and gift card) per cart. */
export const MAX_CODES = 20;
/** Variants in one bundle row. */
export const MAX_BUNDLE_VARIANTS = 10;
/** Largest variant, bundle, product or delivery method id. */
export const MAX_ID = 2 ** 31 - 1;
/** cat 5, cat 9: a gift card product is 10 to 10,000 euro in steps of 10. */
export const MAX_GIFT_CARD_AMOUNT = 10_000;
export const GIFT_CARD_STEP = 10;
export const MAX_RECIPIENT_LENGTH = 100;
export const MAX_GIFT_MESSAGE_LENGTH = 300;

/** Why a change was refused; the UI shows it as an info toast (core 8). */
export type CartInfo = 'frozen' | 'bundleRow' | 'limit' | 'cartFull';

export const CART_INFO_KEYS: Record<CartInfo, string> = {
  frozen: 'cart.frozenProduct',
  bundleRow: 'cart.bundleRowAmount',
  limit: 'cart.limitReached',
  cartFull: 'cart.cartFull',
};

/** A transition's result: the new state (the same object when nothing changed) and why, when refused. */
export interface CartOutcome { state: CheckoutState; info?: CartInfo }

const SERVER_CACHE = {
  cartDiscount: null,
  giftCards: [],
  deliveryMethods: [],
  paymentMethods: [],
  productsPrice: null,
  deliveryTotalPrice: null,
  repackCost: null,
  totalPrice: null,
  shippingTime: '',
  thresholds: { delivery: null, repack: null },
  snippetError: '',
  showKlarna: false,
  showPaypalCheckout: false,
} satisfies Partial<CheckoutState>;

export const EMPTY_CHECKOUT_STATE: CheckoutState = Object.freeze({
  status: 'UNSET',
  validateHash: '',
  products: [],
  giftCardProducts: [],
  codes: [],
  pendingCodes: [],
  postcode: '',
  specialRequests: '',
  isRepackSelected: false,
  isPikanoutoSelected: false,
  isDeliverySplittingSelected: false,
  deliveryMethod: null,
  giftCampaignData: null,
  ...NO_STAFF_MODES,
  ...SERVER_CACHE,
});

/** New bundles carry a hyphen in their id (core 4): only bundle functions change them. */
export function isBundleRow(row: Pick<CartRow, 'productId'>): boolean {
  return typeof row.productId === 'string' && row.productId.includes('-');
}

/**
 * core 4: with more than one product, or any bundle or gift card product, the
 * gift campaign data is cleared, and the products too when a campaign code
 * was set (a campaign cart holds exactly its one gift product).
 */
export function enforceGiftCampaignRule(state: CheckoutState): CheckoutState {
  if (!state.giftCampaignData) return state;
  const mixed = state.products.length > 1 || state.products.some(isBundleRow) || state.giftCardProducts.length > 0;
  if (!mixed) return state;
  return { ...state, giftCampaignData: null, products: state.giftCampaignData.code ? [] : state.products };
}

/**
 * Every change to what is sent for validation goes through here: the gift
 * campaign rule holds, and the hash is cleared so an answer about the cart as
 * it was is discarded (core 4) and the validation loop asks again.
 */
export function changed(state: CheckoutState): CheckoutState {
  return enforceGiftCampaignRule({ ...state, validateHash: '' });
}

/**
 * core 4: clearing resets the cart, the codes, the form (the chosen delivery
 * method), the gift campaign, post delivery, the transfer request and what
 * the server said about the old cart. An enterprise order stays: staff add
 * to it over many visits.
 * Postcode, special requests and the RePack, pickup and splitting choices are
 * the shopper's, not the cart's, and stay.
 */
export function clearCheckout(state: CheckoutState): CheckoutState {
  const { postcode, specialRequests, isRepackSelected, isPikanoutoSelected, isDeliverySplittingSelected, enterpriseOrder } = state;
  return { ...EMPTY_CHECKOUT_STATE, postcode, specialRequests, isRepackSelected, isPikanoutoSelected, isDeliverySplittingSelected, enterpriseOrder };
}

/** core 4, cat 4: never above the orderable quantity unless on order (and never above MAX_ROW_AMOUNT). */
export function limitOf(row: Pick<CartRow, 'on_order' | 'max_amount'>): number {
  return row.on_order || row.max_amount === null ? MAX_ROW_AMOUNT : Math.min(row.max_amount, MAX_ROW_AMOUNT);
}

export function isId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID;
}

export function replaceRow(state: CheckoutState, index: number, row: CartRow): CheckoutState {
  const products = state.products.slice();
  products[index] = row;
  return { ...state, products };
}

/** An amount asked for: a whole number, at least 1. */
export function wholeCount(amount: number | undefined): number {
  return amount !== undefined && Number.isFinite(amount) ? Math.max(1, Math.floor(amount)) : 1;
}
