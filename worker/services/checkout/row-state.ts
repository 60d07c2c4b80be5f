/**
 * Whether a cart variant can be ordered, and how many, by the product page's
 * own rules (shared/product/variant-availability.ts, cat 4): the checkout
 * builds the variant as the page sees it, from the live stock it read, so the
 * two can never disagree about the last unit.
 */
import { sellableQuantity, variantOrderState, type OrderState } from '../../../shared/product/variant-availability.ts';
import type { VariantView } from '../../../shared/types/product-page.ts';
import type { CartModel, CartVariant } from '../../data/cart-data.ts';

/** The fields variantOrderState reads; the rest of the view is display data the checkout does not need. */
export function orderView(variant: CartVariant): VariantView {
  const view: VariantView = {
    variantId: variant.id, colorSlug: '', sizeSlug: '', typeSlug: '', sizeSort: 0, typeSort: 0, teksoNumber: '', images: [],
    price: { active: 0, reference: 0, type: 'normal', club: null },
    inStock: false,
    blockedStock: false,
    shippingTimeNumber: variant.shippingTime,
    stockIncoming: '',
    storeStocks: variant.stocks,
  };
  const sellable = sellableQuantity(view);
  const held = variant.stocks.reduce((sum, stock) => sum + stock.quantity, 0);
  // As the product detail's stock_data says it (worker/data/product-model-stock.ts).
  return { ...view, inStock: sellable > 0, blockedStock: held > 0 && sellable === 0 };
}

export function variantState(variant: CartVariant, model: CartModel): OrderState {
  return variantOrderState(orderView(variant), { modelOnOrder: model.onOrder, mode: 'normal', override: variant.override });
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
