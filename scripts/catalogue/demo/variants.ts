import type { Colour } from './colours.ts';
import { eanFor, type Random } from './random.ts';
import { sizeId } from './sizes.ts';
import { variantAvailability, type StockProfile } from './stock.ts';
import type { DemoVariant, DemoVariantPrice } from './types.ts';

export interface VariantPlan {
  /** Colours of the model; empty when it has no colour choice. */
  colours: Colour[];
  sizes: string[];
  types: (number | null)[];
  /** Image URL per colour slug ('' key: the model's one image when there is no colour choice). */
  imageOf: (colour: Colour | null) => string;
  /** Own prices of the largest size (the longest skis cost more). */
  largestSizePrices?: DemoVariantPrice[];
}

/**
 * Every real combination of colour x type x size, in that order, with ids
 * handed out consecutively from `firstId` (ids must not depend on how many
 * models come later) and an EAN built from the id.
 */
export function buildVariants(plan: VariantPlan, firstId: number, random: Random, stock: StockProfile): DemoVariant[] {
  const colours: (Colour | null)[] = plan.colours.length ? plan.colours : [null];
  const sizes: (string | null)[] = plan.sizes.length ? plan.sizes : [null];
  const largest = plan.sizes[plan.sizes.length - 1];
  const variants: DemoVariant[] = [];
  for (const colour of colours) {
    for (const type of plan.types) {
      for (const size of sizes) {
        const id = firstId + variants.length;
        const availability = variantAvailability(random, stock);
        const variant: DemoVariant = {
          id,
          colourId: colour?.id ?? null,
          sizeId: size === null ? null : sizeId(size),
          productTypeId: type,
          teksoNumber: eanFor(id),
          image: plan.imageOf(colour),
          shippingTime: availability.shippingTime,
          stockIncoming: availability.stockIncoming,
          stocks: availability.stocks,
        };
        if (plan.largestSizePrices && size === largest) variant.prices = plan.largestSizePrices;
        variants.push(variant);
      }
    }
  }
  return variants;
}
