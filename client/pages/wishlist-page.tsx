import { useEffect } from 'react';
import { loginHref } from '../../shared/account/login-path.ts';
import type { WishlistResponse } from '../../shared/types/wishlist.ts';
import { ProductCard } from '../components/grid/product-card.tsx';
import { ApiError } from '../hooks/api-fetcher.ts';
import { useApi } from '../hooks/use-api.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { useClubViewer } from '../hooks/use-club-viewer.ts';
import { authStore } from '../state/auth-store.ts';
import { useSite } from '../site-context.tsx';

/**
 * /wishlist/ (core 2, cat 4 Wishlist, issue 15 item 4): the customer's
 * models as product cards, priced in the visitor's currency as every grid is.
 * The HTML is the same frame for everyone; the list loads in the browser once
 * the customer is known, and a visitor who is not logged in is sent to login,
 * which brings them back here. A heart pressed here takes the model off the
 * list but leaves its card until the next visit, so a slip is undone with the
 * same heart and focus never jumps.
 */
export default function WishlistPage() {
  const { t, href, config } = useSite();
  const { loading, user } = useAuth();
  const viewer = useClubViewer();
  const query = new URLSearchParams({ taxAreaId: String(config.taxAreaId), lang: config.language });
  // Asked afresh on every visit of the page (the cached list shows meanwhile): hearts pressed elsewhere since change it.
  const { data, error } = useApi<WishlistResponse>(user ? `/api/customer/wishlist/?${query}` : null,
    { label: 'Wishlist could not be loaded', revalidateOnMount: true, dedupingInterval: 0 });

  useEffect(() => {
    if (!loading && !user) location.replace(loginHref(href('accountsLogin'), { next: location.pathname + location.search }));
  }, [loading, user, href]);

  // The session ended elsewhere (core 4: a failed customer call logs out); the effect above then goes to login.
  const expired = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (expired) authStore.clear();
  }, [expired]);

  let content;
  if (error && !expired) content = <p className="wishlist-page__failed" role="alert">{t('wishlistPage.loadFailed')}</p>;
  else if (!data) content = <p role="status">{t('wishlistPage.loading')}</p>;
  else if (data.items.length === 0) {
    content = <p className="wishlist-page__empty">{t('wishlistPage.empty')} <a href={href('front')}>{t('wishlistPage.emptyLink')}</a></p>;
  } else {
    content = (
      <ul className="product-grid">
        {data.items.map((item) => (
          <li key={item.id}>
            <ProductCard item={item} colorFilter={[]} sort="default" size="default" outletRibbon={false} viewer={viewer} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="wishlist-page">
      <h1 className="wishlist-page__title">{t('wishlistPage.title')}</h1>
      {content}
    </div>
  );
}
