import type { ProductKind, ShoeShares } from './kinds/kind.ts';
import type { PropertyValue } from './properties.ts';
import { PROP } from './property-types.ts';
import { pickWeighted, type Random } from './random.ts';

/** Most lasts are regular; a wide last is commoner than a narrow one. */
const WIDTH_SHARES: ShoeShares = { Regular: 6, Wide: 3, Narrow: 2 };

const pick = (random: Random, shares: ShoeShares): string => pickWeighted(random, Object.keys(shares), (value) => shares[value]);

/**
 * A footwear model's shoe wizard attributes (decision 031): activity, terrain
 * and the last's width, drawn from the model's own shoe stream so no other
 * draw of the model (or any other kind's model) moves. Waterproofing and
 * gender are the model's existing properties.
 */
export function withShoeAttributes(kind: ProductKind, properties: PropertyValue[], random: Random): PropertyValue[] {
  if (!kind.shoe) return properties;
  const text = (propertyTypeId: number, value: string): PropertyValue => ({ propertyTypeId, number: null, text: value });
  return [
    ...properties,
    text(PROP.activity, pick(random, kind.shoe.activity)),
    text(PROP.terrain, pick(random, kind.shoe.terrain)),
    text(PROP.shoeWidth, pick(random, WIDTH_SHARES)),
  ].sort((a, b) => a.propertyTypeId - b.propertyTypeId);
}
