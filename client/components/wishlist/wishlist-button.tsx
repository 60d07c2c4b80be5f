import { useAuth } from '../../hooks/use-auth.ts';
import { useSite } from '../../site-context.tsx';

/** Where the heart sits: cat 8 numbers a failed toggle by place (#9424 page, #4381 card), and a card shows only the heart. */
export type WishlistPlace = 'page' | 'card';

/**
 * The wishlist heart (cat 4 Wishlist, issue 15 item 4): a toggle button whose
 * state is the auth user's wishlist ids, so the server render and hydration
 * show "Add to wishlist", not pressed. It is on every product page and card,
 * so it is kept to the least (the product page's JS budget): the heart is
 * drawn and a card's text hidden by CSS (client/styles/wishlist.css), and what
 * a press does (wait for auth, send a guest to login, call the API, toast a
 * failure, ignore a second press while one is on its way) loads with the
 * first press (wishlist-toggle.ts).
 */
export function WishlistButton({ modelId, place }: { modelId: number; place: WishlistPlace }) {
  const site = useSite();
  const saved = useAuth().user?.wishlistModelIds.includes(modelId) ?? false;
  return (
    <button type="button" className={`wishlist-button wishlist-button--${place}`} aria-pressed={saved}
      onClick={() => void import('./wishlist-toggle.ts').then((module) => module.toggleWishlist(modelId, place, site), console.error)}>
      <span>{site.t(saved ? 'product.wishlistSaved' : 'product.wishlistAdd')}</span>
    </button>
  );
}
