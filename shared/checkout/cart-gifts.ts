import { changed, type CartOutcome, type CheckoutState } from './checkout-core.ts';

/** A gift card product leaves the cart by its uid (core 3). */
export function removeGiftCard(state: CheckoutState, uid: string): CartOutcome {
  if (!state.giftCardProducts.some((row) => row.uid === uid)) return { state };
  return { state: changed({ ...state, giftCardProducts: state.giftCardProducts.filter((row) => row.uid !== uid) }) };
}
