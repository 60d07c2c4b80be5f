/**
 * The parts a wizard request names (variant ids of skis, bindings, boots),
 * found in the sport's gear with their facts and prices. An id no public
 * product has is unknown (404); one of another kind of product (another
 * sport, another step, no ski gear at all) is bad input on its field (400).
 */
import type { ChosenParts, SkiGearFacts, SkiGroup, SkiSport } from '../../../shared/ski-wizard/compatibility.ts';
import { SKI_GROUPS } from '../../../shared/ski-wizard/compatibility.ts';
import { PART_PARAMS } from '../../../shared/ski-wizard/wizard-api.ts';
import type { CatalogueSource } from '../../data/catalogue-cache.ts';
import { getVariantKinds, type SkiGearModel, type SkiGearSet, type SkiGearVariant } from '../../data/ski-gear.ts';

export interface GearIndex {
  models: Map<number, SkiGearModel>;
  variants: Map<number, SkiGearVariant>;
  /** Each model's variants in id order. */
  variantsOf: Map<number, SkiGearVariant[]>;
}

// A cached set is shared and never changes: its index is built once per isolate.
const indexes = new WeakMap<SkiGearSet, GearIndex>();

export function indexGear(gear: SkiGearSet): GearIndex {
  const known = indexes.get(gear);
  if (known) return known;
  const variantsOf = new Map<number, SkiGearVariant[]>();
  for (const variant of gear.variants) {
    const list = variantsOf.get(variant.modelId);
    if (list) list.push(variant);
    else variantsOf.set(variant.modelId, [variant]);
  }
  const index = { models: new Map(gear.models.map((model) => [model.id, model])), variants: new Map(gear.variants.map((variant) => [variant.id, variant])), variantsOf };
  indexes.set(gear, index);
  return index;
}

/** A variant's facts: its model's, with the variant's own brake width where it has one. */
export function variantFacts(model: SkiGearModel, variant: SkiGearVariant): SkiGearFacts {
  return variant.brakeWidthMm === null ? model.facts : { ...model.facts, brakeWidthMm: variant.brakeWidthMm };
}

export interface ChosenPart { group: SkiGroup; model: SkiGearModel; variant: SkiGearVariant; facts: SkiGearFacts }

export type ChosenResult =
  | { ok: true; parts: ChosenPart[]; chosen: ChosenParts }
  | { ok: false; status: 400; fields: Record<string, string> }
  | { ok: false; status: 404 };

const WRONG_KIND: Record<SkiGroup, string> = {
  skis: 'Not skis of this sport.',
  bindings: 'Not bindings of this sport.',
  boots: 'Not boots of this sport.',
};

/** The chosen parts by group, or why the request cannot be answered. */
export async function findChosenParts(
  source: CatalogueSource, gear: GearIndex, sport: SkiSport, ids: Partial<Record<SkiGroup, number>>,
): Promise<ChosenResult> {
  const parts: ChosenPart[] = [];
  const missing: Array<[SkiGroup, number]> = [];
  for (const group of SKI_GROUPS) {
    const id = ids[group];
    if (id === undefined) continue;
    const variant = gear.variants.get(id);
    const model = variant && gear.models.get(variant.modelId);
    if (variant && model && model.group === group) parts.push({ group, model, variant, facts: variantFacts(model, variant) });
    else missing.push([group, id]);
  }
  if (missing.length > 0) {
    const kinds = new Map((await getVariantKinds(source, missing.map(([, id]) => id))).map((kind) => [kind.id, kind]));
    const fields: Record<string, string> = {};
    for (const [group, id] of missing) {
      const kind = kinds.get(id);
      if (kind === undefined) continue;
      // The right kind of part, yet not sold here (no price in the tax area, a rental): unknown to this shop's wizard.
      if (kind.sport !== sport || kind.group !== group) fields[PART_PARAMS[group]] = WRONG_KIND[group];
    }
    if (Object.keys(fields).length > 0) return { ok: false, status: 400, fields };
    return { ok: false, status: 404 };
  }
  return { ok: true, parts, chosen: Object.fromEntries(parts.map((part) => [part.group, part.facts])) };
}
