import { brandsPage } from './brands.ts';
import { contentPage } from './content.ts';
import { frontPage } from './front.ts';
import { listingPage } from './listing.ts';
import { menuPage } from './menu.ts';
import { productPage } from './product-route.ts';
import type { RoutePageId } from '../../shared/route-table.ts';
import type { PageModule } from './page-module.ts';

/** Route pages by id (route table `page`); the error screens are rendered by worker/render/error-response.ts. */
export const PAGE_MODULES: Record<RoutePageId, PageModule<any>> = {
  front: frontPage,
  menu: menuPage,
  content: contentPage,
  listing: listingPage,
  brands: brandsPage,
  product: productPage,
};
