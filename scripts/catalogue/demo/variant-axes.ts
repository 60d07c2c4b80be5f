import type { BrandSeed } from './brand-list.ts';
import { shoeSizing } from './brand-list.ts';
import type { ProductKind } from './kinds/index.ts';
import { chance, run, type Random } from './random.ts';
import {
  APPAREL_SIZES, HALF_SHOE_SIZES, KIDS_SIZES, lengthsBetween, MONDO_SIZES, ONE_SIZE, SHOE_SIZES, THIRD_SHOE_SIZES,
} from './sizes.ts';
import { TYPE_ID } from './product-types.ts';

export type ModelGender = 'men' | 'women' | 'unisex' | 'kids' | null;

/** EU shoe size as a number: '42 2/3' is 42.67, '42.5' is 42.5. */
function shoeNumber(name: string): number {
  const [whole, fraction] = name.split(' ');
  if (!fraction) return Number(whole);
  const [a, b] = fraction.split('/').map(Number);
  return Number(whole) + a / b;
}

const SHOE_RANGES: Record<string, readonly [number, number]> = { women: [36, 42], men: [40, 47], unisex: [36, 46], kids: [36, 40] };
const MONDO_RANGES: Record<string, readonly [number, number]> = { women: [22.5, 27.5], men: [24.5, 30.5], unisex: [23.5, 30.5], kids: [22.5, 25] };

/** The sizes one model comes in: real runs, e.g. women's S-XL, men's EU 40-47 in the brand's own steps. */
export function sizesFor(kind: ProductKind, gender: ModelGender, brand: BrandSeed, random: Random): string[] {
  const rule = kind.sizes;
  if (!rule) return [];
  if ('oneSize' in rule) return [ONE_SIZE];
  if ('apparel' in rule) {
    if (gender === 'kids') return run(random, KIDS_SIZES, random.int(4, 6));
    if (gender === 'men') return [...APPAREL_SIZES.slice(1, chance(random, 0.7) ? 6 : 5)];
    if (gender === 'women') return [...APPAREL_SIZES.slice(0, chance(random, 0.3) ? 6 : 5)];
    return [...APPAREL_SIZES];
  }
  if ('shoes' in rule) {
    const [from, to] = SHOE_RANGES[gender ?? 'unisex'];
    const sizing = shoeSizing(brand);
    const list = sizing === 'thirds' ? THIRD_SHOE_SIZES : sizing === 'half' ? HALF_SHOE_SIZES : SHOE_SIZES;
    return list.filter((name) => shoeNumber(name) >= from && shoeNumber(name) <= to);
  }
  if ('mondo' in rule) {
    const [from, to] = MONDO_RANGES[gender ?? 'unisex'];
    return MONDO_SIZES.filter((name) => Number(name) >= from && Number(name) <= to);
  }
  if ('lengths' in rule) {
    const all = lengthsBetween(rule.lengths[0], rule.lengths[1], rule.step ?? 5);
    return run(random, all, random.int(rule.count[0], rule.count[1]));
  }
  return run(random, rule.list, random.int(rule.count[0], rule.count[1]));
}

/**
 * Product types (the third axis): trouser leg lengths, sleeping bag zip sides,
 * or a unisex model's regular and relaxed cuts. A fit choice never names men
 * or women: the model's gender property already says who it is cut for.
 */
export function typesFor(kind: ProductKind, gender: ModelGender, random: Random): (number | null)[] {
  if (kind.types === 'zip') return [TYPE_ID.leftZip, TYPE_ID.rightZip];
  if (kind.types === 'fit' && gender === 'unisex') return [TYPE_ID.regularFit, TYPE_ID.relaxedFit];
  if (kind.types === 'length' && gender !== 'kids' && chance(random, 0.35)) {
    return chance(random, 0.5) ? [TYPE_ID.regular, TYPE_ID.long] : [TYPE_ID.short, TYPE_ID.regular, TYPE_ID.long];
  }
  return [null];
}
