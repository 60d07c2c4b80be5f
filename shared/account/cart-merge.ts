/**
 * The cart saved to the account (core 3 cart_content, issue 15) and the
 * merge on login (core 4: "server cart products are merged with local ones,
 * de-duplicated by productId; postcode taken from the server if present").
 */
import { changed, MAX_CART_ROWS, type CartRow, type CheckoutState } from '../checkout/checkout-core.ts';
import { setPostcode } from '../checkout/checkout-options.ts';
import { parseCheckoutState } from '../checkout/parse-checkout-state.ts';

/** The account keeps what the shopper chose; quantities, frozen flags and names are the next validation's to tell. */
type SavedRow = Pick<CartRow, 'productId' | 'amount' | 'bundleHash'>;

/** The rows of a saved cart_content, each checked like a stored cart's (a bad row is dropped, '' is none). */
export function savedCartRows(content: string): CartRow[] {
  return content ? parseCheckoutState(content).products : [];
}

/** core 3 cart_content for the cart: a JSON string `{"products":[...]}` of the shopper's rows. */
export function cartContentOf(products: readonly CartRow[]): string {
  const rows = products.map(({ productId, amount, bundleHash }): SavedRow => (bundleHash ? { productId, amount, bundleHash } : { productId, amount }));
  return JSON.stringify({ products: rows });
}

/**
 * The local cart after logging in. Local rows come first and win a tie: the
 * shopper's amount of now beats an older one saved from another device.
 * Server rows not in the cart follow, up to MAX_CART_ROWS. A cart of an
 * active gift campaign code holds exactly its gift product (core 4), so
 * nothing is added to it. The account's postcode replaces the local one when
 * it has one. The state is returned unchanged when nothing changes.
 */
export function mergeSavedCart(local: CheckoutState, savedContent: string, savedPostcode: string): CheckoutState {
  const inCart = new Set(local.products.map((row) => String(row.productId)));
  const room = MAX_CART_ROWS - local.products.length;
  const added = local.giftCampaignData?.code
    ? []
    : savedCartRows(savedContent).filter((row) => !inCart.has(String(row.productId))).slice(0, Math.max(0, room));
  const merged = added.length > 0 ? changed({ ...local, products: [...local.products, ...added] }) : local;
  return savedPostcode.trim() ? setPostcode(merged, savedPostcode) : merged;
}
