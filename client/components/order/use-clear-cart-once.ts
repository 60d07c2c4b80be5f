import { useEffect } from 'react';
import { clearCheckout } from '../../../shared/checkout/checkout-core.ts';
import { checkoutStore } from '../../state/checkout-store.ts';
import { storeForm } from './form-values.ts';

/** The last order whose confirmation emptied the cart: a reload of that page later leaves a new cart alone. */
const CLEARED_ORDER_KEY = 'so_cleared_order';

/** The confirmation empties the cart (core 4 clearing) and forgets the form, once per order. */
export function useClearCartOnce(orderNumber: string | null): void {
  useEffect(() => {
    if (!orderNumber) return;
    let cleared: string | null = null;
    try {
      cleared = window.localStorage.getItem(CLEARED_ORDER_KEY);
    } catch {
      // Storage blocked: the cart lives in memory only, clearing it is harmless.
    }
    if (cleared === orderNumber) return;
    checkoutStore.update(clearCheckout);
    storeForm(null);
    try {
      window.localStorage.setItem(CLEARED_ORDER_KEY, orderNumber);
    } catch {
      // As above.
    }
  }, [orderNumber]);
}
