import { useSyncExternalStore } from 'react';
import { CHECKOUT_STORAGE_KEY } from '../../shared/checkout/storage-key.ts';

/**
 * The stored cart is read through the checkout state's defensive parser. It
 * loads after hydration rather than with every page's entry (the count is 0
 * until then anyway, so server and client markup match).
 */
let countItems: ((stored: string | null) => number) | null = null;
let loadingCounter: Promise<void> | null = null;

function subscribe(onChange: () => void): () => void {
  loadingCounter ??= import('../../shared/cart-storage.ts').then(({ cartItemCount }) => { countItems = cartItemCount; });
  void loadingCounter.then(onChange);
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
  if (!countItems) return 0;
  try {
    return countItems(window.localStorage.getItem(CHECKOUT_STORAGE_KEY));
  } catch {
    return 0; // storage blocked (private mode, policy): an empty cart
  }
}

/** Items in the locally stored cart; 0 during SSR and hydration so the markup matches. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
