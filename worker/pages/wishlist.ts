import WishlistPage from '../../client/pages/wishlist-page.tsx';
import { frameOnlyPage } from './frame-only-page.ts';

/**
 * /wishlist/ (core 2, issue 15 item 4): one customer's list, so the HTML is
 * the frame only and the cards load in the browser (architecture decision 10:
 * no personal data in a page); not for search engines.
 */
export const wishlistPage = frameOnlyPage('wishlist', WishlistPage, 'wishlistPage', 'noindex, nofollow');
