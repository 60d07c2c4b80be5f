import { CLOTHING_KINDS } from './clothing.ts';
import { FOOTWEAR_AND_ACCESSORY_KINDS } from './footwear-and-accessories.ts';
import { GEAR_KINDS } from './gear.ts';
import type { ProductKind } from './kind.ts';
import { NORDIC_AND_SKIWEAR_KINDS } from './nordic-and-skiwear.ts';
import { SNOW_KINDS } from './snow.ts';

export type { ProductKind } from './kind.ts';

/** Every product kind the demo shop sells, in a fixed order (model generation picks from it by weight). */
export const PRODUCT_KINDS: readonly ProductKind[] = [
  ...SNOW_KINDS, ...NORDIC_AND_SKIWEAR_KINDS, ...CLOTHING_KINDS, ...FOOTWEAR_AND_ACCESSORY_KINDS, ...GEAR_KINDS,
];

export const KIND_BY_KEY = new Map(PRODUCT_KINDS.map((kind) => [kind.key, kind]));
