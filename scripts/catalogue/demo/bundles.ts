import { LANGUAGES } from '../../../shared/languages.ts';
import type { Texts } from './texts/localised.ts';
import { BUNDLE_TEXTS } from './texts/special-texts.ts';
import type { DemoBundle, DemoModel } from './types.ts';

const SKI_GROUPS = new Set([12, 13, 14]);
const BINDING_GROUP = 17;
const TENT_GROUP = 73;
const MAT_GROUP = 75;

const sellable = (model: DemoModel) => !model.isRental && !model.belongsToOutlet && !model.secondHandParentId && model.isPublic !== false && !model.campaignOnly;
const namesOf = (model: DemoModel): Texts => Object.fromEntries(LANGUAGES.map((l) => [l, model.texts[l].name])) as Texts;

/**
 * A few bundles from the first matching models (so the bundles do not change
 * when more models are generated): skis with bindings, tents with mats.
 */
export function buildBundles(models: DemoModel[]): DemoBundle[] {
  const pick = (test: (model: DemoModel) => boolean, count: number) => {
    const found: DemoModel[] = [];
    for (const model of models) {
      if (found.length === count) break;
      if (sellable(model) && test(model)) found.push(model);
    }
    return found;
  };
  const skis = pick((m) => SKI_GROUPS.has(m.mainGroupId), 4);
  const bindings = pick((m) => m.mainGroupId === BINDING_GROUP, 4);
  const tents = pick((m) => m.mainGroupId === TENT_GROUP, 2);
  const mats = pick((m) => m.mainGroupId === MAT_GROUP, 2);
  const bundles: DemoBundle[] = [];
  const add = (primary: DemoModel, secondary: DemoModel, texts: typeof BUNDLE_TEXTS.ski, discountPercent: number) => {
    const name = texts.name(namesOf(primary), namesOf(secondary));
    bundles.push({
      id: bundles.length + 1,
      primaryModelId: primary.id,
      discountPercent,
      texts: Object.fromEntries(LANGUAGES.map((l) => [l, { name: name[l], description: texts.description[l] }])) as DemoBundle['texts'],
      secondaryModelIds: [secondary.id],
    });
  };
  skis.forEach((ski, i) => bindings[i] && add(ski, bindings[i], BUNDLE_TEXTS.ski, 15));
  tents.forEach((tent, i) => mats[i] && add(tent, mats[i], BUNDLE_TEXTS.camp, 10));
  return bundles;
}
