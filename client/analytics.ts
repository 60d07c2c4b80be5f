import type { ProductListItem } from '../shared/types/product-list.ts';
import type { ProductView, VariantView } from '../shared/types/product-page.ts';

type DataLayerEvent = Record<string, unknown> & { event: string };
declare global {
  interface Window { dataLayer?: DataLayerEvent[] }
}

/** Tag managers read window.dataLayer; it is created when the first event arrives. */
function pushDataLayer(event: DataLayerEvent): void {
  (window.dataLayer ??= []).push(event);
}

/** core 7: a page view on every page shown, first load and client navigation alike. */
export function trackPageView(path: string): void {
  pushDataLayer({ event: 'nuxtPageView', path });
}

/** Products a category view reports (core 7: the first 3). */
const CATEGORY_VIEW_PRODUCTS = 3;

/** core 7: a category view with its first products as shown; prices in euro as the catalogue holds them. */
export function trackCategoryView(category: string, products: ProductListItem[]): void {
  pushDataLayer({
    event: 'categoryView',
    category,
    products: products.slice(0, CATEGORY_VIEW_PRODUCTS).map((item, index) => ({
      id: item.id, name: item.name, brand: item.manufacturer, price: item.price.active, currency: 'eur', position: index + 1,
    })),
  });
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
