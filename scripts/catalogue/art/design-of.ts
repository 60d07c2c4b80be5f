import { decodeDesign, designCount, type Design } from './design.ts';
import { silhouetteArt, type SilhouetteKind } from './silhouettes.ts';

/** How many distinct designs the silhouette is drawn in. */
export const silhouetteDesignCount = (silhouette: SilhouetteKind): number => designCount(silhouetteArt(silhouette).features);

/** The design a number stands for on this silhouette: what the drawing shows and the product text names. */
export const silhouetteDesign = (silhouette: SilhouetteKind, number: number): Design => decodeDesign(number, silhouetteArt(silhouette).features);
