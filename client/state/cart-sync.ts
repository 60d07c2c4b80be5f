/**
 * The cart follows the customer (core 4, issue 15): on login the account's
 * saved cart merges into the local one, and while logged in every change of
 * the cart's rows is saved to the account (PATCH /api/customer/
 * {cart_content}) after 2 s of quiet, or at once when the page is left.
 * Loaded only for a logged-in visitor (auth-session.ts and the login page
 * import it), never for a guest.
 */
import type { AuthUser } from '../../shared/account/auth-user.ts';
import { cartContentOf, mergeSavedCart, savedCartRows } from '../../shared/account/cart-merge.ts';
import { authStore } from './auth-store.ts';
import { checkoutStore } from './checkout-store.ts';

const CUSTOMER_API = '/api/customer/';
const SAVE_DELAY_MS = 2000;
/** The API's bound of cart_content (customerPatchSchema); a cart of 100 rows stays far below it. */
const MAX_CONTENT_LENGTH = 16_000;

/** What the account holds, as far as this page knows. */
let saved = '';
let timer: ReturnType<typeof setTimeout> | null = null;
let stop: (() => void) | null = null;

const localContent = () => cartContentOf(checkoutStore.getState().products);
const normalised = (content: string) => cartContentOf(savedCartRows(content));

function cancel(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

async function save(leaving = false): Promise<void> {
  cancel();
  const content = localContent();
  if (!authStore.getState().user || content === saved || content.length > MAX_CONTENT_LENGTH) return;
  try {
    const response = await fetch(CUSTOMER_API, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ cart_content: content }),
      // A page being left still finishes the request.
      keepalive: leaving,
    });
    if (response.ok) saved = content;
    // The session ended elsewhere (logout on another device, a password change): core 4 clears the user.
    else if (response.status === 401) authStore.clear();
    else console.error(`The cart could not be saved to the account: ${response.status}`);
  } catch (error) {
    console.error('The cart could not be saved to the account', error);
  }
}

function schedule(): void {
  cancel();
  if (localContent() !== saved) timer = setTimeout(() => void save(), SAVE_DELAY_MS);
}

function onLeave(): void {
  if (timer !== null && document.visibilityState === 'hidden') void save(true);
}

/**
 * Saves every later change of the cart's rows while someone is logged in.
 * `savedContent` is the account's cart_content: the local cart as it is now
 * is not sent (another device may have saved since: only a login merges).
 */
export function startCartSync(savedContent: string): void {
  if (stop) return;
  saved = normalised(savedContent);
  const offCart = checkoutStore.subscribe(schedule);
  const offAuth = authStore.subscribe(() => {
    if (!authStore.getState().user) stopCartSync();
  });
  document.addEventListener('visibilitychange', onLeave);
  window.addEventListener('pagehide', onLeave);
  stop = () => {
    offCart();
    offAuth();
    document.removeEventListener('visibilitychange', onLeave);
    window.removeEventListener('pagehide', onLeave);
  };
}

/** Ends the saving (logout): a change not yet saved is dropped, as the session that would save it is gone. */
export function stopCartSync(): void {
  cancel();
  stop?.();
  stop = null;
}

/** Saves a change still waiting for its quiet time (before logging out). */
export function flushCartSync(): Promise<void> {
  return timer === null ? Promise.resolve() : save();
}

/**
 * core 4 on login: the account's saved rows join the local cart (merge rule
 * in shared/account/cart-merge.ts), the account's postcode is taken when it
 * has one, and the merged cart is saved back when it differs from the saved one.
 */
export function mergeCartOnLogin(user: AuthUser): void {
  startCartSync(user.cartContent);
  saved = normalised(user.cartContent);
  checkoutStore.update((state) => mergeSavedCart(state, user.cartContent, user.postcode));
  schedule();
}
