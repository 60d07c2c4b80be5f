import { changed, type CheckoutState } from './checkout-core.ts';

/**
 * The shopper's checkout choices of core 3 that are sent for validation:
 * each change clears the hash so the next validation prices it.
 */

/** Bounds of what is kept locally; the server validates the real limits. */
export const MAX_POSTCODE_LENGTH = 12;
/** What a postal code may look like in any delivery country; anything else is not sent. */
export const POSTCODE_PATTERN = /^[A-Za-z0-9 -]{1,12}$/;
export const MAX_SPECIAL_REQUESTS_LENGTH = 1000;

type Choice = 'isRepackSelected' | 'isPikanoutoSelected' | 'isDeliverySplittingSelected';

function set<K extends keyof CheckoutState>(state: CheckoutState, key: K, value: CheckoutState[K]): CheckoutState {
  return state[key] === value ? state : changed({ ...state, [key]: value });
}

export function setPostcode(state: CheckoutState, postcode: string): CheckoutState {
  const value = postcode.trim().slice(0, MAX_POSTCODE_LENGTH);
  // Neither code is sent (toCheckoutRequest): the priced cart is unchanged, and a cleared hash would wait for a validation that never comes.
  if (!POSTCODE_PATTERN.test(value) && !POSTCODE_PATTERN.test(state.postcode)) return { ...state, postcode: value };
  return set(state, 'postcode', value);
}

export function setSpecialRequests(state: CheckoutState, text: string): CheckoutState {
  return set(state, 'specialRequests', text.slice(0, MAX_SPECIAL_REQUESTS_LENGTH));
}

/** RePack packaging, express pickup (pikanouto) or delivery splitting chosen or not. */
export function setChoice(state: CheckoutState, choice: Choice, selected: boolean): CheckoutState {
  return set(state, choice, selected);
}

export function setDeliveryMethod(state: CheckoutState, id: number | null): CheckoutState {
  return set(state, 'deliveryMethod', id !== null && Number.isSafeInteger(id) && id > 0 ? id : null);
}
