import { useSyncExternalStore } from 'react';
import { CHECKOUT_STORAGE_KEY, cartItemCount } from '../../shared/cart-storage.ts';

function subscribe(onChange: () => void): () => void {
  // Other tabs change the cart through storage events; this tab dispatches 'cart-change'.
  const onStorage = (event: StorageEvent) => { if (event.key === null || event.key === CHECKOUT_STORAGE_KEY) onChange(); };
  window.addEventListener('storage', onStorage);
  window.addEventListener('cart-change', onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('cart-change', onChange);
  };
}

function readCount(): number {
  try {
    return cartItemCount(window.localStorage.getItem(CHECKOUT_STORAGE_KEY));
  } catch {
    return 0; // storage blocked (private mode, policy): an empty cart
  }
}

/** Items in the locally stored cart; 0 during SSR and hydration so the markup matches. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
