import { CHECKOUT_STORAGE_KEY } from '../../shared/cart-storage.ts';
import { EMPTY_CHECKOUT_STATE, type CartInfo, type CartOutcome, type CheckoutState } from '../../shared/checkout/checkout-core.ts';
import { parseCheckoutState, serializeCheckoutState } from '../../shared/checkout/parse-checkout-state.ts';

/**
 * The checkout state of core 3, persisted in localStorage under 'so_checkout'
 * (core 9). Changes go through `update` with a pure function of
 * shared/checkout; the store writes, tells its subscribers and dispatches
 * 'cart-change' (the header count listens). Other tabs write the same key:
 * their storage events bring this tab up to date.
 */

interface CheckoutStoreHost {
  /** The storage, or null when there is none; reading it may throw (blocked storage). */
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where storage events arrive and 'cart-change' is dispatched: the window. */
  events: EventTarget;
}

interface CheckoutUpdate {
  state: CheckoutState;
  info?: CartInfo;
  /** False when the change was refused or changed nothing. */
  changed: boolean;
  /** False when the storage refused the write (blocked, full): the change lives in this page only. */
  saved: boolean;
}

export interface CheckoutStore {
  getState: () => CheckoutState;
  subscribe: (listener: () => void) => () => void;
  update: (change: (state: CheckoutState) => CheckoutState | CartOutcome) => CheckoutUpdate;
}

export const CART_CHANGE_EVENT = 'cart-change';

export function createCheckoutStore(host: CheckoutStoreHost | null): CheckoutStore {
  let state: CheckoutState = EMPTY_CHECKOUT_STATE;
  let storedText: string | null = null;
  let loaded = false;
  const listeners = new Set<() => void>();

  /**
   * Reads the stored text; true when it replaced a state someone may have
   * seen (the first read is not a change: getState makes it before anyone
   * looks). Unreadable storage keeps the state in memory.
   */
  const refresh = (): boolean => {
    const first = !loaded;
    loaded = true;
    let text: string | null;
    try {
      text = host?.storage()?.getItem(CHECKOUT_STORAGE_KEY) ?? null;
    } catch {
      return false;
    }
    if (!first && text === storedText) return false;
    storedText = text;
    state = parseCheckoutState(text);
    return !first;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    // key null: another tab cleared the whole storage.
    if ((key === null || key === undefined || key === CHECKOUT_STORAGE_KEY) && refresh()) notify();
  };
  const onCartChange = () => {
    if (refresh()) notify();
  };

  return {
    getState() {
      if (!loaded && host) refresh();
      return state;
    },
    subscribe(listener) {
      if (listeners.size === 0 && host) {
        host.events.addEventListener('storage', onStorage);
        host.events.addEventListener(CART_CHANGE_EVENT, onCartChange);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && host) {
          host.events.removeEventListener('storage', onStorage);
          host.events.removeEventListener(CART_CHANGE_EVENT, onCartChange);
        }
      };
    },
    update(change) {
      // Start from what is stored now: another tab may have written since its event reached us.
      if (host && refresh()) notify();
      const result = change(state);
      const outcome: CartOutcome = 'state' in result ? result : { state: result };
      if (outcome.state === state) return { state, info: outcome.info, changed: false, saved: true };
      state = outcome.state;
      const text = serializeCheckoutState(state);
      let saved = false;
      try {
        const storage = host?.storage();
        if (storage) {
          storage.setItem(CHECKOUT_STORAGE_KEY, text);
          storedText = text;
          saved = true;
        }
      } catch {
        // Storage full or blocked: the page keeps working with the state in memory.
      }
      notify();
      host?.events.dispatchEvent(new Event(CART_CHANGE_EVENT));
      return { state, info: outcome.info, changed: true, saved };
    },
  };
}

/** The page's store: on the server (no window) it holds the empty state and never changes. */
export const checkoutStore = createCheckoutStore(typeof window === 'undefined' ? null : { storage: () => window.localStorage, events: window });

/** core 4: a new random hash per validation, so a late answer to an older one is recognised. */
export function newValidateHash(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
