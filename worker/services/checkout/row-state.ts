/**
 * Whether a cart variant can be ordered, and how many, by the product page's
 * own rules (shared/product/variant-availability.ts, cat 4): the checkout
 * builds the variant as the page sees it, from the live stock it read, so the
 * two can never disagree about the last unit.
 */
import type { OrderState } from '../../../shared/product/variant-availability.ts';
import { stockOrderState, stockView } from '../../../shared/product/stock-order-state.ts';
import type { VariantView } from '../../../shared/types/product-page.ts';
import type { CartModel, CartVariant } from '../../data/cart-data.ts';

/** The variant as the product page's rules read it (shared/product/stock-order-state.ts). */
export function orderView(variant: CartVariant): VariantView {
  return stockView(variant);
}

export function variantState(variant: CartVariant, model: CartModel): OrderState {
  return stockOrderState(variant, { modelOnOrder: model.onOrder, override: variant.override });
}

/** The model or this variant is not shipped to the delivery country (cat 4, cat 5). */
export function isCountryBlocked(variant: CartVariant, model: CartModel): boolean {
  return model.blockedInCountry || variant.override?.isDeliveryCountryBlocked === true;
}

/** Units a store can hand over now: quantity less blocked units (cat 9). */
export function storeSellable(variant: CartVariant, storeId: number): number {
  const stock = variant.stocks.find((entry) => entry.storeId === storeId);
  return stock ? Math.max(0, stock.quantity - stock.blocked) : 0;
}
