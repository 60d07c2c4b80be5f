import { PRODUCT_KINDS, type ProductKind } from './kinds/index.ts';
import { FIRST_MODEL_ID, FIRST_REVIEW_ID, FIRST_VARIANT_ID, type GeneratorState } from './model-context.ts';
import { createDesignAllocator } from './designs.ts';
import { buildNewModel, type NewRole } from './new-model.ts';
import { chance, pickWeighted, randomUuid, STREAM, streamRandom, type Random } from './random.ts';
import { buildSecondHand } from './second-hand.ts';
import { createSlugRegistry } from './slug.ts';
import { createSentenceRegistry } from './texts/description/registry.ts';
import type { ImageRegistry } from './image-jobs.ts';
import type { DemoModel } from './types.ts';

const RENTAL_KINDS = new Set(['piste-ski', 'freeride-ski', 'touring-ski', 'kids-ski', 'classic-ski', 'skate-ski', 'alpine-boot', 'xc-boot', 'snowshoe', 'tent', 'sleeping-bag', 'trekking-pack']);
const RENTABLE: readonly ProductKind[] = PRODUCT_KINDS.filter((kind) => RENTAL_KINDS.has(kind.key));

/**
 * Generates models one at a time, in id order. Every model draws from its own
 * random stream and only looks back at earlier models (second-hand parents),
 * so model N is the same whether 50 or 50,000 models are generated.
 */
export function createModelGenerator(seed: number, images: ImageRegistry) {
  const uuids = new Set<string>();
  const state: GeneratorState = {
    seed,
    images,
    designFor: createDesignAllocator(seed),
    sentences: createSentenceRegistry(),
    slugFor: createSlugRegistry(),
    uuidFor: (random: Random) => {
      let uuid = randomUuid(random);
      while (uuids.has(uuid)) uuid = randomUuid(random);
      uuids.add(uuid);
      return uuid;
    },
    nextVariantId: FIRST_VARIANT_ID,
    nextReviewId: FIRST_REVIEW_ID,
    parents: [],
  };
  return (index: number): DemoModel => {
    const random = streamRandom(seed, STREAM.models, index);
    const id = FIRST_MODEL_ID + index;
    const roll = random.next();
    // About 3 % second hand (once there is something to resell), 2 % rental and 6 % outlet.
    if (roll < 0.035 && state.parents.length >= 20) {
      return buildSecondHand(state, id, state.parents[random.int(0, state.parents.length - 1)], random);
    }
    const role: NewRole = roll < 0.055 ? 'rental' : roll < 0.115 ? 'outlet' : 'new';
    const kind = pickWeighted(random, role === 'rental' ? RENTABLE : PRODUCT_KINDS, (k) => k.weight);
    const { model, parent } = buildNewModel(state, id, role, kind, random);
    if (role === 'new' && !chance(random, 0.2)) state.parents.push(parent);
    return model;
  };
}
