/**
 * What a click on the wishlist heart does (cat 4 Wishlist, cat 5, cat 7, cat
 * 8), loaded with the first click: the auth state is awaited while it loads
 * (core 8 auth wait); a guest goes to login with reason=wishlist ("Adding to
 * wishlist requires login") and comes back to this page after; a customer's
 * toggle is sent and its answer kept in the auth store. A failure is logged
 * and toasted as #9424 on the product page, #4381 on a card, in the deferred
 * 'account' texts (loaded only then). A press while the model's toggle is on
 * its way is ignored: it would undo the first.
 */
import { withWishlistModel } from '../../../shared/account/auth-transitions.ts';
import { loginHref } from '../../../shared/account/login-path.ts';
import type { WishlistToggleResponse } from '../../../shared/types/account.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { ApiError, readJson } from '../../hooks/api-fetcher.ts';
import { authStore, waitForAuth } from '../../state/auth-store.ts';
import type { Site } from '../../site-context.tsx';
import { showToast } from '../../state/toasts.ts';
import type { WishlistPlace } from './wishlist-button.tsx';

const TOGGLE_API = '/api/customer/wishlist_toggle/';
const FAILURE_TEXT: Record<WishlistPlace, string> = { page: 'wishlistPage.toggleFailed', card: 'wishlistPage.toggleFailedCard' };

/** Models whose toggle is on its way: a second press before the answer would undo the first. */
const inFlight = new Set<number>();

function sendToLogin(loginPath: string): void {
  location.assign(loginHref(loginPath, { reason: 'wishlist', next: location.pathname + location.search }));
}

export async function toggleWishlist(modelId: number, place: WishlistPlace, { t, href }: Pick<Site, 't' | 'href'>): Promise<void> {
  if (inFlight.has(modelId)) return;
  inFlight.add(modelId);
  try {
    await toggle(modelId, place, t, href('accountsLogin'));
  } finally {
    inFlight.delete(modelId);
  }
}

async function toggle(modelId: number, place: WishlistPlace, t: Site['t'], loginPath: string): Promise<void> {
  const { user } = await waitForAuth();
  if (!user) return sendToLogin(loginPath);
  try {
    const response = await fetch(TOGGLE_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ model_id: modelId }),
    });
    const { added } = await readJson<WishlistToggleResponse>(response, TOGGLE_API);
    authStore.updateUser((known) => ({ ...known, wishlistModelIds: withWishlistModel(known.wishlistModelIds, modelId, added) }));
  } catch (error) {
    // The session ended elsewhere (core 4: a failed user call logs out): the guest's way applies.
    if (error instanceof ApiError && error.status === 401) {
      authStore.clear();
      return sendToLogin(loginPath);
    }
    console.error('Wishlist toggle failed', error);
    await ensureDictionaryPart('account').catch(() => undefined);
    showToast(t(FAILURE_TEXT[place]));
  }
}
