import type { LengthRange, SkiLengths } from '../../../shared/ski-wizard/ski-length.ts';
import type { WizardVariant } from '../../../shared/ski-wizard/wizard-api.ts';

/** Plausible ski lengths (cm): a figure outside is not a length (a year, a width, a model number). */
const SKI_CM = { min: 50, max: 250 } as const;

/**
 * A ski variant's length in centimetres, read from its label (the API has
 * no numeric length field for skis): "170 cm", "170cm", "170,5 cm" or a bare
 * "170". Null when the label names no plausible length.
 */
export function variantLengthCm(label: string): number | null {
  const match = /(\d{2,3}(?:[.,]\d+)?)\s*cm\b/i.exec(label) ?? /^\s*(\d{2,3}(?:[.,]\d+)?)\s*$/.exec(label);
  if (!match) return null;
  const cm = Number(match[1].replace(',', '.'));
  return Number.isFinite(cm) && cm >= SKI_CM.min && cm <= SKI_CM.max ? cm : null;
}

/**
 * The ranges a ski length is judged against: alpine its one range, nordic
 * either style's (the list does not say whether a ski is classic or skate).
 */
export function lengthRanges(lengths: SkiLengths | null): LengthRange[] {
  if (!lengths) return [];
  return lengths.sport === 'alpine' ? [lengths.alpine] : [lengths.classic, lengths.skate];
}

/** The variant's length lies inside one of the recommended ranges. */
export function isRecommendedLength(variant: Pick<WizardVariant, 'label'>, ranges: ReadonlyArray<LengthRange>): boolean {
  const cm = variantLengthCm(variant.label);
  return cm !== null && ranges.some(({ min, max }) => cm >= min && cm <= max);
}

/**
 * Of the variants, the one whose length is closest to the middle of the
 * recommended ranges (the shorter on a tie); null with no ranges or no
 * readable length.
 */
export function closestToRecommended<T extends Pick<WizardVariant, 'label'>>(variants: ReadonlyArray<T>, ranges: ReadonlyArray<LengthRange>): T | null {
  if (ranges.length === 0) return null;
  const middle = (Math.min(...ranges.map((range) => range.min)) + Math.max(...ranges.map((range) => range.max))) / 2;
  let best: { variant: T; cm: number; distance: number } | null = null;
  for (const variant of variants) {
    const cm = variantLengthCm(variant.label);
    if (cm === null) continue;
    const distance = Math.abs(cm - middle);
    if (!best || distance < best.distance || (distance === best.distance && cm < best.cm)) best = { variant, cm, distance };
  }
  return best?.variant ?? null;
}
