import { silhouetteDesignCount } from '../art/design-of.ts';
import type { SilhouetteKind } from '../art/silhouettes.ts';
import { seedFromText } from '../art/prng.ts';

/** The greatest common divisor, to pick a step that visits every design once. */
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Hands out design numbers per silhouette: the k-th model drawn as a jacket
 * gets (offset + k * step) mod count, with the step coprime to the count, so
 * no two models of a silhouette share a design until all of them are used
 * (2,880 jackets, at least 60 of every silhouette). The seed only moves the
 * starting point; a model's design depends on the models before it, never after.
 */
export function createDesignAllocator(seed: number) {
  const handedOut = new Map<SilhouetteKind, number>();
  return (silhouette: SilhouetteKind): number => {
    const count = silhouetteDesignCount(silhouette);
    const k = handedOut.get(silhouette) ?? 0;
    handedOut.set(silhouette, k + 1);
    const hash = seedFromText(`${seed}:${silhouette}`);
    // A step well away from 1, so neighbours in id order differ in pattern, trim and features at once.
    let step = 7 + (hash % 11) * 2;
    while (gcd(step, count) !== 1) step++;
    return ((hash % count) + k * step) % count;
  };
}
