/**
 * Whether a variant can be ordered and where it is available (cat 4 Variant
 * availability and Add-to-cart button, cat 9 store 20 and the web store).
 */
import { countryShippingTime, type VariantOverride } from './country-override.ts';
import type { DeliveryLimitInfo, ProductPageMode, StoreStock, StoreView, VariantView } from '../types/product-page.ts';
import { isOnOrderTime, shippingDisplay } from './shipping-time.ts';

export const CENTRAL_WAREHOUSE_ID = 20;
export const WEB_STORE_SLUG = 'product';

export interface OrderState {
  orderable: boolean;
  /** May be ordered beyond the stock (backorderable model or supplier order): quantity is then unlimited. */
  onOrder: boolean;
  /** null = unlimited */
  quantity: number | null;
}


const NOT_ORDERABLE: OrderState = { orderable: false, onOrder: false, quantity: 0 };

/** Blocked units count as quantity 0 (cat 9), and a store never counts below 0. */
export function storeSellable(stock: StoreStock): number {
  return Math.max(0, stock.quantity - stock.blocked);
}

/** Units that can be sold now, summed over the stores. */
export function sellableQuantity(variant: Pick<VariantView, 'storeStocks'>): number {
  return variant.storeStocks.reduce((sum, stock) => sum + storeSellable(stock), 0);
}

/**
 * cat 4: blocked stock with a shipping time of <= 2 or 999 (or unknown) disables
 * the button: the units exist but may not be sold, and no supplier order is open.
 * With 3-998 the variant is still ordered from the supplier.
 */
function isBlockedFromSale(variant: VariantView, shippingTime: number): boolean {
  const kind = shippingDisplay(shippingTime).kind;
  return variant.blockedStock && (kind === 'now' || kind === 'unavailable');
}

/**
 * Whether the variant can be ordered, and how many. In order of precedence:
 * a delivery-country block on the variant (override) and, in gift-campaign mode,
 * blocked stock make it not orderable; so does blocked stock at <= 2 / 999.
 * A backorderable model or a supplier shipping time of 3-998 (the override's
 * time replaces the variant's) makes it orderable in any amount; else it is
 * orderable up to its sellable stock.
 */
export function variantOrderState(
  variant: VariantView,
  context: { modelOnOrder: boolean; mode: ProductPageMode; override?: VariantOverride },
): OrderState {
  const { override } = context;
  if (override?.isDeliveryCountryBlocked) return NOT_ORDERABLE;
  if (context.mode === 'giftcampaign' && variant.blockedStock) return NOT_ORDERABLE;
  const shippingTime = countryShippingTime(variant.shippingTimeNumber, override);
  if (isBlockedFromSale(variant, shippingTime)) return NOT_ORDERABLE;
  if (context.modelOnOrder || isOnOrderTime(shippingTime)) return { orderable: true, onOrder: true, quantity: null };
  const quantity = sellableQuantity(variant);
  return quantity > 0 ? { orderable: true, onOrder: false, quantity } : NOT_ORDERABLE;
}

type AvailabilityMode = 'only-webstore' | 'only-one-store' | 'store-list' | 'out-of-stock';

/** The web store and the central warehouse sell online only; shops are retail. */
export function isCentralStore(store: StoreView): boolean {
  return store.id === CENTRAL_WAREHOUSE_ID || store.slug === WEB_STORE_SLUG || store.type !== 'retail';
}

/**
 * Which availability display the variant gets (cat 4), from where its sellable
 * stock lies:
 * - only-webstore: sellable stock only centrally (web store, warehouse 20, or a
 *   store id the store list does not know, which cannot be shown as a shop), or
 *   no stock but on order: the supplier delivers it through the web store;
 * - only-one-store: exactly one retail shop holds it and nothing central does;
 * - store-list: several shops, or a shop and central stock: the per-store list;
 * - out-of-stock: no sellable stock and not on order.
 * `onOrder` defaults to the variant's own shipping time (3-998); pass the
 * OrderState's onOrder to count a backorderable model or an override.
 */
export function availabilityMode(variant: VariantView, stores: StoreView[], onOrder = isOnOrderTime(variant.shippingTimeNumber)): AvailabilityMode {
  const byId = new Map(stores.map((store) => [store.id, store]));
  let shops = 0;
  let central = false;
  for (const stock of variant.storeStocks) {
    if (storeSellable(stock) === 0) continue;
    const store = byId.get(stock.storeId);
    if (store && !isCentralStore(store)) shops += 1;
    else central = true;
  }
  if (shops === 0) return central || onOrder ? 'only-webstore' : 'out-of-stock';
  if (shops === 1 && !central) return 'only-one-store';
  return 'store-list';
}

export type StoreIcon = 'check' | 'circle' | 'minus';

/**
 * The per-store table icon (cat 4): check when the store holds sellable stock,
 * or for the central warehouse when neither the variant nor the warehouse's own
 * units are blocked and the shipping time is exactly 2 (it reaches the warehouse
 * at once); circle when the variant is on
 * order from the supplier (3-998); minus otherwise.
 */
export function storeAvailabilityIcon(store: StoreView, variant: VariantView): StoreIcon {
  const stock = variant.storeStocks.find((s) => s.storeId === store.id);
  if (stock && storeSellable(stock) > 0) return 'check';
  const unblocked = !variant.blockedStock && !(stock && stock.blocked > 0);
  if (store.id === CENTRAL_WAREHOUSE_ID && unblocked && variant.shippingTimeNumber === 2) return 'check';
  if (isOnOrderTime(variant.shippingTimeNumber)) return 'circle';
  return 'minus';
}
