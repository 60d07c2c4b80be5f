/**
 * The product page's parts that hydrate once their code has loaded (client/deferred-region.tsx,
 * decision 043), as one chunk with the 'productInfo' texts beside it: the breadcrumbs, the ribbons,
 * the stars link and the Finnish-owned badge (links and text), the back-in-stock form (its button
 * is disabled until it has hydrated), the information under the buy box (its
 * tabs and sections answer a click once loaded; the server's markup shows the description) and the
 * banners (links). client/components/product/product-parts.ts names them for the page.
 */
export { Breadcrumbs } from '../breadcrumbs.tsx';
export { BannerGrid } from './banner-grid.tsx';
export { FinnishBadge } from './finnish-badge.tsx';
export { ProductInformation } from './product-information.tsx';
export { ProductRibbons } from './product-ribbons.tsx';
export { ReviewsStarsLink } from './reviews-stars-link.tsx';
export { ChosenVariantStockNotifier } from './stock-notifier.tsx';
