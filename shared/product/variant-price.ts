/**
 * The price state of a variant priced apart from its model (cat 3 variant
 * prices hold regular, active and club only). A model sold as outlet, outdoor
 * or club keeps that state on its variants; otherwise a reduced variant is a
 * discount and an unreduced one normal.
 */
import type { PriceType } from '../types/product-list.ts';

const MODEL_WIDE: ReadonlySet<PriceType> = new Set(['outlet', 'outdoor', 'club']);

export function variantPriceType(modelType: PriceType, active: number, regular: number): PriceType {
  if (MODEL_WIDE.has(modelType)) return modelType;
  return active < regular ? 'discount' : 'normal';
}
