/**
 * The order's sums (core 7 products_price, delivery_cost, repack_cost,
 * total_price), each rounded to cents. total_price is what the order costs:
 * products less the discount, plus delivery and RePack. Gift cards do not
 * lower it: they pay part of it, as payment events reported apart, and what
 * is left to pay is total_price less those events.
 */
import type { GeneralSettings } from '../../../shared/types/catalogue.ts';
import { cents, sumCents } from '../../../shared/money.ts';

/** RePack reusable packaging when general settings do not price it (issue 6). */
export const DEFAULT_REPACK_COST = 2.9;

interface ProductsValue {
  /** Rows and bundles (not gift cards) at their prices. */
  products: number;
  /** The part discount codes may reduce. */
  discountable: number;
  /** Rows, bundles and gift card products: core 7 products_price. */
  all: number;
}

export function productsValue(rows: Array<{ total: number; discountable: boolean }>, giftCards: number): ProductsValue {
  const products = sumCents(rows.map((row) => row.total));
  return { products, discountable: sumCents(rows.filter((row) => row.discountable).map((row) => row.total)), all: cents(products + giftCards) };
}

interface RepackSettings { cost: number; threshold: number | null }

export function repackSettings(settings: Pick<GeneralSettings, 'repackCost' | 'repackThreshold'>): RepackSettings {
  return { cost: settings.repackCost ?? DEFAULT_REPACK_COST, threshold: settings.repackThreshold ?? null };
}

/**
 * RePack is a shipping package: it costs only when chosen and the order is
 * shipped (home or locker delivery), and nothing at or above its threshold,
 * which compares with the products' value after the discount, as delivery does.
 */
export function repackCost(chosen: boolean, shipped: boolean, value: number, repack: RepackSettings): number {
  if (!chosen || !shipped) return 0;
  return repack.threshold !== null && value >= repack.threshold ? 0 : cents(repack.cost);
}

export function totalPrice(parts: { productsPrice: number; discount: number; deliveryCost: number; repackCost: number }): number {
  return cents(Math.max(0, parts.productsPrice - parts.discount) + parts.deliveryCost + parts.repackCost);
}
