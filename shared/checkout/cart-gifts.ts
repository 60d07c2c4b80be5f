import { addProduct, type ProductToAdd } from './cart-rows.ts';
import { changed, clearCheckout, GIFT_CARD_STEP, isId, MAX_CART_ROWS, MAX_GIFT_CARD_AMOUNT, MAX_RECIPIENT_LENGTH, type CartOutcome, type CheckoutState, type GiftCampaignData } from './checkout-core.ts';

export interface GiftCardToAdd { productId: number; amount: number; recipient_name?: string }

/**
 * Adds a gift card product (core 3: identified by uid; cat 9: unique ids use
 * the time in seconds). An amount off the 10-euro steps or out of range is
 * refused. An active gift campaign code clears the campaign and the cart
 * first (core 4: adding any product); a gift card then keeps the cart free of
 * campaign data.
 */
export function addGiftCard(state: CheckoutState, card: GiftCardToAdd, nowSeconds: number): CartOutcome {
  const { amount } = card;
  if (!isId(card.productId)) return { state };
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_GIFT_CARD_AMOUNT || amount % GIFT_CARD_STEP !== 0) return { state, info: 'limit' };
  const start = state.giftCampaignData?.code ? clearCheckout(state) : state;
  if (start.giftCardProducts.length >= MAX_CART_ROWS) return { state: start, info: 'cartFull' };
  let seconds = Math.floor(nowSeconds);
  while (start.giftCardProducts.some((row) => row.uid === String(seconds))) seconds += 1;
  const recipient = card.recipient_name?.trim().slice(0, MAX_RECIPIENT_LENGTH);
  const row = { uid: String(seconds), productId: card.productId, amount, ...(recipient ? { recipient_name: recipient } : {}) };
  return { state: changed({ ...start, giftCardProducts: [...start.giftCardProducts, row] }) };
}

export function removeGiftCard(state: CheckoutState, uid: string): CartOutcome {
  if (!state.giftCardProducts.some((row) => row.uid === uid)) return { state };
  return { state: changed({ ...state, giftCardProducts: state.giftCardProducts.filter((row) => row.uid !== uid) }) };
}

/**
 * cat 4 gift campaign redeem, after the server accepted the code: the cart
 * is cleared, the campaign product added and the campaign data set. Any
 * later add clears the campaign and the cart first (core 4).
 */
export function redeemGiftCampaign(state: CheckoutState, product: ProductToAdd, data: GiftCampaignData): CartOutcome {
  const outcome = addProduct(clearCheckout(state), product);
  if (outcome.info) return outcome;
  return { state: { ...outcome.state, giftCampaignData: { code: data.code.trim(), campaign: data.campaign } } };
}
