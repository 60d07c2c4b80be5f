import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true after: a page built from
 * localStorage (the cart) renders a neutral placeholder first, so the
 * markup matches and no "empty cart" flashes before the stored cart arrives.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
