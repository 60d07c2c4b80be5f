import type { ArtContext } from './paint.ts';
import type { SilhouetteArt } from './silhouette-types.ts';
import { skiGearShapes } from './shapes-ski-gear.ts';
import { snowShapes } from './shapes-snow.ts';
import { topShapes } from './shapes-tops.ts';
import { wearShapes } from './shapes-wear.ts';
import { footwearShapes } from './shapes-footwear.ts';
import { packShapes } from './shapes-packs.ts';
import { campShapes } from './shapes-camp.ts';
import { toolShapes } from './shapes-tools.ts';

export const SILHOUETTE_KINDS = [
  'alpine-ski', 'cross-country-ski', 'ski-boot', 'ski-binding', 'ski-pole', 'helmet', 'goggles',
  'jacket', 'trousers', 'fleece', 'base-layer', 'down-jacket',
  'shoe', 'hiking-boot', 'sandal',
  'backpack', 'daypack', 'tent', 'sleeping-bag', 'sleeping-mat', 'stove', 'headlamp',
  'glove', 'beanie', 'sock', 'water-bottle', 'knife', 'snowshoe', 'kayak-paddle', 'trekking-pole',
] as const;

export type SilhouetteKind = (typeof SILHOUETTE_KINDS)[number];

// A full record: the compiler refuses a kind without a drawing.
const SHAPES: Record<SilhouetteKind, SilhouetteArt> = {
  ...snowShapes,
  ...skiGearShapes,
  ...topShapes,
  ...wearShapes,
  ...footwearShapes,
  ...packShapes,
  ...campShapes,
  ...toolShapes,
};

export function isSilhouetteKind(value: unknown): value is SilhouetteKind {
  return typeof value === 'string' && (SILHOUETTE_KINDS as readonly string[]).includes(value);
}

export function silhouetteArt(kind: SilhouetteKind): SilhouetteArt {
  const art = SHAPES[kind];
  if (!art) throw new Error(`unknown silhouette kind: ${JSON.stringify(kind)}`);
  return art;
}

/** The object's markup in the 800x800 product space. */
export function drawSilhouette(kind: SilhouetteKind, art: ArtContext): string {
  return silhouetteArt(kind).draw(art);
}
