import type { SilhouetteKind } from '../art/silhouettes.ts';
import type { BrandSeed } from './brand-list.ts';
import type { Colour } from './colours.ts';
import type { ImageRegistry } from './image-jobs.ts';
import type { ProductKind } from './kinds/index.ts';
import type { PriceEnding } from './prices.ts';
import type { PropertyValue } from './properties.ts';
import type { Random } from './random.ts';
import type { SentenceRegistry } from './texts/description/registry.ts';
import type { Texts } from './texts/localised.ts';
import type { TechnologyKey } from './texts/technologies.ts';
import type { DemoModel } from './types.ts';
import type { ModelGender } from './variant-axes.ts';

/** Running state of one generation: ids and slugs handed out so far, and the models a second-hand item can come from. */
export interface GeneratorState {
  seed: number;
  images: ImageRegistry;
  /** The next unused design of a silhouette (designs.ts). */
  designFor: (silhouette: SilhouetteKind) => number;
  /** Description sentences used so far, per group. */
  sentences: SentenceRegistry;
  slugFor: (base: string) => string;
  uuidFor: (random: Random) => string;
  nextVariantId: number;
  nextReviewId: number;
  parents: ParentRef[];
}

/** What a second-hand copy needs to know about the new model it was once sold as. */
export interface ParentRef {
  model: DemoModel;
  /** The line name without the brand, and the design the model is drawn in. */
  line: string;
  design: number;
  kind: ProductKind;
  brand: BrandSeed;
  gender: ModelGender;
  names: Texts;
  net: number;
  ending: PriceEnding;
  technologies: TechnologyKey[];
  properties: PropertyValue[];
  colours: Colour[];
  sizeTableIds: number[];
}

export const FIRST_MODEL_ID = 1001;
export const FIRST_VARIANT_ID = 100001;
export const FIRST_REVIEW_ID = 1;
export const PUBLISHED_FROM = '2023-01-09T07:00:00Z';
export const PUBLISHED_UNTIL = '2026-11-20T16:00:00Z';
/** Published on or after this counts as new (tag and ribbon). */
export const NEW_SINCE = '2026-09-01';
