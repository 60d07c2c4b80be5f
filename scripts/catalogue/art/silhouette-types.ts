import type { FeatureSpace } from './design.ts';
import type { ArtContext } from './paint.ts';

/** One product kind drawn in an 800x800 space, object roughly inside 100..700. */
export interface SilhouetteArt {
  draw(art: ArtContext): string;
  /** The soft floor shadow under the object: centre x, centre y, radius x. */
  shadow: readonly [number, number, number];
  /** The silhouette's own design features (hood, pockets...), read by draw() from art.design.features. */
  features?: FeatureSpace;
}
