import { changed, clearCheckout, MAX_CART_ROWS, MAX_GIFT_MESSAGE_LENGTH, MAX_RECIPIENT_LENGTH, type CartOutcome, type CheckoutState, type GiftCardRow } from './checkout-core.ts';
import { giftCardAmountProblem, WEB_GIFT_CARD_MODEL } from '../gift-card/gift-card-rules.ts';

/** What the gift card page adds (decision 028): the recipient, message and picture only for the web card. */
export interface GiftCardToAdd {
  productId: number;
  amount: number;
  recipientName?: string;
  message?: string;
  template?: string;
}

/**
 * A gift card product into the cart as its own row (core 3: identified by
 * uid; cat 9: unique ids use the current time in seconds, the next free
 * second when two are added in the same one). An amount the page would not
 * add (cat 5) changes nothing; a full cart is refused like a product. An
 * active gift campaign code clears the campaign and the cart first.
 */
export function addGiftCard(state: CheckoutState, card: GiftCardToAdd, nowSeconds: number): CartOutcome {
  if (giftCardAmountProblem(card.amount) !== null) return { state };
  // core 4: a gift campaign cart holds its gift only; adding anything else starts from an empty cart, as for a product.
  const start = state.giftCampaignData?.code ? clearCheckout(state) : state;
  if (start.giftCardProducts.length >= MAX_CART_ROWS) return { state: start, info: 'cartFull' };
  const uids = new Set(start.giftCardProducts.map((row) => row.uid));
  let seconds = Math.floor(nowSeconds);
  while (uids.has(`${card.productId}-${seconds}`)) seconds += 1;
  const web = card.productId === WEB_GIFT_CARD_MODEL;
  const recipient = web ? (card.recipientName ?? '').trim().slice(0, MAX_RECIPIENT_LENGTH) : '';
  const message = web ? (card.message ?? '').trim().slice(0, MAX_GIFT_MESSAGE_LENGTH) : '';
  const row: GiftCardRow = {
    uid: `${card.productId}-${seconds}`, productId: card.productId, amount: card.amount,
    ...(recipient ? { recipient_name: recipient } : {}), ...(message ? { message } : {}), ...(web && card.template ? { template: card.template } : {}),
  };
  return { state: changed({ ...start, giftCardProducts: [...start.giftCardProducts, row] }) };
}

/** A gift card product leaves the cart by its uid (core 3). */
export function removeGiftCard(state: CheckoutState, uid: string): CartOutcome {
  if (!state.giftCardProducts.some((row) => row.uid === uid)) return { state };
  return { state: changed({ ...state, giftCardProducts: state.giftCardProducts.filter((row) => row.uid !== uid) }) };
}
