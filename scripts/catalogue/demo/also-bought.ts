import { ancestorsOf } from './groups.ts';
import { FIRST_MODEL_ID } from './model-context.ts';
import { sample, STREAM, streamRandom } from './random.ts';
import type { CatalogueImportInput } from '../import-format.ts';
import type { DemoModel } from './types.ts';

type AlsoBought = NonNullable<CatalogueImportInput['alsoBought']>[number];

/** Earlier models of the same top group a model may be paired with: bounds the work per model. */
const RECENT = 60;

const sellable = (model: DemoModel) => !model.isRental && !model.belongsToOutlet && !model.secondHandParentId && model.isPublic !== false && !model.campaignOnly;
const topGroupOf = (model: DemoModel) => ancestorsOf(model.mainGroupId).at(-1) ?? model.mainGroupId;

/**
 * "Also bought" history (extra type 2): each sellable new model was bought
 * together with up to four earlier models of its top group (skis with
 * boots, tents with mats...). Both directions are written with the same
 * count, since the number is how many orders held both. Each model draws from
 * its own stream and looks only back, so the pairs of the first N models do
 * not depend on how many follow.
 */
export function buildAlsoBought(models: readonly DemoModel[], seed: number): AlsoBought[] {
  const recentByTop = new Map<number, DemoModel[]>();
  const pairs: AlsoBought[] = [];
  for (const model of models) {
    if (!sellable(model)) continue;
    const top = topGroupOf(model);
    const recent = recentByTop.get(top) ?? [];
    const random = streamRandom(seed, STREAM.alsoBought, model.id - FIRST_MODEL_ID);
    for (const other of sample(random, recent, random.int(0, 4))) {
      const times = random.int(1, 40);
      pairs.push({ modelId: model.id, otherModelId: other.id, times }, { modelId: other.id, otherModelId: model.id, times });
    }
    recent.push(model);
    if (recent.length > RECENT) recent.shift();
    recentByTop.set(top, recent);
  }
  return pairs;
}
