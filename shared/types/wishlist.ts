import type { ProductListItem } from './product-list.ts';

/**
 * GET /api/customer/wishlist/ (issue 15 item 4): the customer's wishlist
 * models as product-list items, most recently added first, priced in the
 * asked tax area. Models the shop no longer shows (not public, campaign only,
 * no price in the tax area) are left out.
 */
export interface WishlistResponse { items: ProductListItem[] }
