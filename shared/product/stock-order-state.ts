/**
 * A variant's order state from its stock rows and shipping time, by the
 * product page's rules (variant-availability.ts, cat 4). The checkout
 * (worker/services/checkout/row-state.ts) and the ski wizard's lists
 * (worker/data/ski-gear.ts) both read a variant through here, so the wizard
 * never calls out of stock what the cart sells, nor the other way round.
 */
import type { ProductPageMode, StoreStock, VariantView } from '../types/product-page.ts';
import type { VariantOverride } from './country-override.ts';
import { sellableQuantity, variantOrderState, type OrderState } from './variant-availability.ts';

export interface VariantStock {
  id: number;
  shippingTime: number;
  /** Each store's units and blocked units. */
  stocks: StoreStock[];
}

/** The fields variantOrderState reads; the rest of the view is display data stock rules do not need. */
export function stockView(variant: VariantStock): VariantView {
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

export function stockOrderState(
  variant: VariantStock,
  context: { modelOnOrder: boolean; mode?: ProductPageMode; override?: VariantOverride },
): OrderState {
  return variantOrderState(stockView(variant), { modelOnOrder: context.modelOnOrder, mode: context.mode ?? 'normal', override: context.override });
}
