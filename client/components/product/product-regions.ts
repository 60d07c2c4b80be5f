/**
 * The product page's parts that hydrate once their code has loaded (client/deferred-region.tsx,
 * decision 043), as one chunk with the 'productInfo' texts beside it: the breadcrumbs (links), the
 * information under the buy box (its tabs and sections answer a click once loaded; the server's markup
 * shows the description) and the banners (links).
 */
export { Breadcrumbs } from '../breadcrumbs.tsx';
export { BannerGrid } from './banner-grid.tsx';
export { ProductInformation } from './product-information.tsx';
