import type { ProductListItem } from '../shared/types/product-list.ts';
import type { ProductView, VariantView } from '../shared/types/product-page.ts';
import { pushDataLayer } from './analytics.ts';

/** Products a category view reports (core 7: the first 3). */
const CATEGORY_VIEW_PRODUCTS = 3;

/** The first `count` of a list's products as shown; prices in euro as the catalogue holds them. */
function listProducts(products: ProductListItem[], count: number) {
  return products.slice(0, count).map((item, index) => ({
    id: item.id, name: item.name, brand: item.manufacturer, price: item.price.active, currency: 'eur', position: index + 1,
  }));
}

/** core 7: a category view with its first products as shown. */
export function trackCategoryView(category: string, products: ProductListItem[]): void {
  pushDataLayer({ event: 'categoryView', category, products: listProducts(products, CATEGORY_VIEW_PRODUCTS) });
}

/** Products a search reports (core 7: the first 5). */
const SEARCH_PRODUCTS = 5;

/** core 7: a search with its query and first products as the results page shows them. */
export function trackSearch(query: string, products: ProductListItem[]): void {
  pushDataLayer({ event: 'search', query, products: listProducts(products, SEARCH_PRODUCTS) });
}

/** cat 4 Adding: the basket-add event for tag managers (ad pixels read the same dataLayer event). */
export function trackAddToCart(product: ProductView, variant: VariantView): void {
  pushDataLayer({
    event: 'addToCart',
    products: [{
      id: product.modelId, variantId: variant.variantId, name: product.name, brand: product.manufacturer.name,
      price: variant.price.active, currency: 'eur', quantity: 1,
    }],
  });
}

/** cat 2: a product page view. */
export function trackProductView(product: ProductView): void {
  pushDataLayer({ event: 'productView', products: [{ id: product.modelId, name: product.name, brand: product.manufacturer.name, price: product.price.active, currency: 'eur' }] });
}
