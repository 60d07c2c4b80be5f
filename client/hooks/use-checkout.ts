import { useSyncExternalStore } from 'react';
import { EMPTY_CHECKOUT_STATE, type CheckoutState } from '../../shared/checkout/checkout-core.ts';
import { checkoutStore } from '../state/checkout-store.ts';

const serverSnapshot = (): CheckoutState => EMPTY_CHECKOUT_STATE;

/**
 * The checkout state (core 3) in a component. The server and the hydration
 * render see the empty state, so the markup matches; the stored cart follows
 * right after. Change it with `checkoutStore.update(...)`.
 */
export function useCheckout(): CheckoutState {
  return useSyncExternalStore(checkoutStore.subscribe, checkoutStore.getState, serverSnapshot);
}
