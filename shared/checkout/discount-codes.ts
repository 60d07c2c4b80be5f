import type { CheckoutResponse } from '../types/checkout.ts';
import { changed, MAX_CODES, type CheckoutState } from './checkout-core.ts';

/**
 * Discount and gift card codes (core 4): matched case-insensitively; adding
 * a code replaces a duplicate; after validation only the codes the server
 * confirms (the cart discount or a gift card payment event) are kept.
 */

/** Longest code kept; longer input is not a code. */
export const MAX_CODE_LENGTH = 64;

function sameCode(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** A typed code as kept: trimmed; null when empty or too long. */
export function cleanCode(code: string): string | null {
  const trimmed = code.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_CODE_LENGTH ? trimmed : null;
}

/** Every code to send: confirmed ones, then those typed since, without case-insensitive duplicates. */
export function codesToSend(state: Pick<CheckoutState, 'codes' | 'pendingCodes'>): string[] {
  const codes: string[] = [];
  for (const code of [...state.codes, ...state.pendingCodes]) {
    if (!codes.some((kept) => sameCode(kept, code))) codes.push(code);
  }
  return codes;
}

/** Adds a typed code; the next validation says whether it holds. A duplicate (any case) is replaced; a full list stays. */
export function addCode(state: CheckoutState, typed: string): CheckoutState {
  const code = cleanCode(typed);
  if (!code) return state;
  const codes = state.codes.filter((kept) => !sameCode(kept, code));
  const pendingCodes = [...state.pendingCodes.filter((kept) => !sameCode(kept, code)), code];
  if (codes.length + pendingCodes.length > MAX_CODES) return state;
  return changed({ ...state, codes, pendingCodes });
}

export function removeCode(state: CheckoutState, code: string): CheckoutState {
  const keep = (kept: string) => !sameCode(kept, code);
  if (state.codes.every(keep) && state.pendingCodes.every(keep)) return state;
  return changed({ ...state, codes: state.codes.filter(keep), pendingCodes: state.pendingCodes.filter(keep) });
}

/**
 * The sent codes the answer confirms: the cart discount's code, or a gift
 * card's payment event (its payment_id is the card's code).
 */
export function confirmedCodes(sent: string[], response: Pick<CheckoutResponse, 'cart_discount' | 'payment_events'>): string[] {
  const confirmed = [response.cart_discount?.code, ...response.payment_events.map((event) => event.payment_id)].filter((code): code is string => typeof code === 'string');
  return sent.filter((code) => confirmed.some((known) => sameCode(known, code)));
}
