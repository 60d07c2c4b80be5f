import type { ProductKind, PropertyRule } from './kinds/kind.ts';
import { PROP, propertyType, type PropertyKey } from './property-types.ts';
import { chance, type Random } from './random.ts';
import type { TechnologyKey } from './texts/technologies.ts';
import type { ModelGender } from './variant-axes.ts';

export interface PropertyValue { propertyTypeId: number; number: number | null; text: string }

const GENDER_VALUE: Record<string, string> = { men: 'Men', women: 'Women', unisex: 'Unisex', kids: 'Kids' };

function numberFrom(rule: readonly [number, number, number], random: Random): number {
  const [min, max, step] = rule;
  const steps = Math.round((max - min) / step);
  return Math.round((min + random.int(0, steps) * step) * 100) / 100;
}

function valueOf(key: PropertyKey, rule: PropertyRule, random: Random): PropertyValue | null {
  const id = PROP[key];
  if (typeof rule === 'number') return chance(random, rule) ? { propertyTypeId: id, number: 1, text: '' } : null;
  if ('pick' in rule) {
    const picked = random.pick(rule.pick);
    return propertyType(id).valueKind === 'text' ? { propertyTypeId: id, number: null, text: String(picked) } : { propertyTypeId: id, number: Number(picked), text: '' };
  }
  return { propertyTypeId: id, number: numberFrom(rule as readonly [number, number, number], random), text: '' };
}

/**
 * The model's properties from its kind's rules: numbers within the kind's
 * range, one material, flags set by their probability (a missing flag reads as
 * "no"), and gender for clothing and footwear. Values stay consistent with the
 * chosen technologies: a Gore-Tex model is waterproof, a synthetic bag has no fill power.
 */
export function generateProperties(kind: ProductKind, gender: ModelGender, technologies: TechnologyKey[], random: Random): PropertyValue[] {
  const values = new Map<number, PropertyValue>();
  for (const [key, rule] of Object.entries(kind.properties) as [PropertyKey, PropertyRule][]) {
    const value = valueOf(key, rule, random);
    if (value) values.set(value.propertyTypeId, value);
  }
  if (technologies.includes('gore-tex')) {
    values.set(PROP.waterproof, { propertyTypeId: PROP.waterproof, number: 1, text: '' });
    if (values.has(PROP.material)) values.set(PROP.material, { propertyTypeId: PROP.material, number: null, text: `Gore-Tex ${random.pick(['2-layer', '3-layer'])}` });
  }
  if (technologies.includes('merino') && values.has(PROP.material) && !values.get(PROP.material)!.text.includes('Merino')) {
    values.set(PROP.material, { propertyTypeId: PROP.material, number: null, text: 'Merino wool' });
  }
  if (values.get(PROP.material)?.text.startsWith('Synthetic')) values.delete(PROP.fillPower);
  if (gender) values.set(PROP.gender, { propertyTypeId: PROP.gender, number: null, text: GENDER_VALUE[gender] });
  return [...values.values()].sort((a, b) => a.propertyTypeId - b.propertyTypeId);
}

export function numberProperty(values: PropertyValue[], key: PropertyKey): number | null {
  return values.find((value) => value.propertyTypeId === PROP[key])?.number ?? null;
}

export function hasFlag(values: PropertyValue[], key: PropertyKey): boolean {
  return values.some((value) => value.propertyTypeId === PROP[key] && value.number === 1);
}
