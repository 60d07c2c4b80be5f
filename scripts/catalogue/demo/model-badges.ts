import type { BrandSeed } from './brand-list.ts';
import type { ProductKind } from './kinds/index.ts';
import type { PriceRule } from './prices.ts';
import { hasFlag, type PropertyValue } from './properties.ts';
import { chance, type Random } from './random.ts';
import { RIBBON, TAG } from './tags-and-ribbons.ts';
import type { TechnologyKey } from './texts/technologies.ts';

export interface BadgeFacts {
  kind: ProductKind;
  brand: BrandSeed;
  rule: PriceRule;
  properties: PropertyValue[];
  technologies: TechnologyKey[];
  isNew: boolean;
  popularity: number;
}

/** Tags follow from what the model is: recycled material, a club price, Finnish brand, PFC-free finish... */
export function tagsFor(facts: BadgeFacts, random: Random): number[] {
  const tags: number[] = [];
  if (hasFlag(facts.properties, 'recycled')) tags.push(TAG.recycled);
  if (facts.rule.club) tags.push(TAG.clubOffer);
  if (facts.isNew) tags.push(TAG.new);
  if (facts.popularity > 0.55) tags.push(TAG.bestseller);
  if (facts.kind.family !== 'snow' && !facts.technologies.includes('merino') && chance(random, 0.08)) tags.push(TAG.vegan);
  if (facts.brand.country === 'fi') tags.push(TAG.finnishDesign);
  if (facts.technologies.includes('dwr')) tags.push(TAG.pfcFree);
  return tags;
}

/** Ribbons over the card image: outlet, club price, new, -30 %, last pieces, limited edition. */
export function ribbonsFor(facts: BadgeFacts, random: Random): number[] {
  const ribbons: number[] = [];
  if (facts.rule.outlet) ribbons.push(RIBBON.outlet);
  if (facts.rule.club) ribbons.push(RIBBON.clubPrice);
  if (facts.isNew && chance(random, 0.6)) ribbons.push(RIBBON.new);
  if (!facts.rule.outlet && facts.rule.discount === 0.3) ribbons.push(RIBBON.minus30);
  if (facts.popularity < 0.15 && chance(random, 0.1)) ribbons.push(RIBBON.lastPieces);
  if (chance(random, 0.01)) ribbons.push(RIBBON.limited);
  return ribbons;
}
