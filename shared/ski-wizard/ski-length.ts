/**
 * The recommended ski length range (issue 17 item 4: from height, weight and
 * ability). No standard fixes ski length; this is the rule of the makers'
 * size charts, written down in decision 030:
 * - alpine: from the skier's height, shorter for a cautious skier and
 *   longer for an aggressive one (type -1: height -20 to -10 cm, type 1:
 *   -15 to -5, type 2: -10 to 0, type 3: -5 to +5, type 3+: 0 to +10);
 * - nordic classic: height +10 to +20 cm; skate: height +5 to +15 cm
 *   (types -1 and 1 take 5 cm off, types 3 and 3+ add 5);
 * - weight for height moves the range: a body mass index under 19 takes
 *   5 cm off, over 27 adds 5 (a heavier skier bends a ski more).
 * The ends are rounded to whole centimetres; null for an implausible skier.
 */
import { SKIER_LIMITS, isSkierType, type Skier, type SkierType } from './skier.ts';
import type { SkiSport } from './wizard-state.ts';

export type NordicTechnique = 'classic' | 'skate';

export interface LengthRange { min: number; max: number }

/** The range's offset from the skier's height (cm), before weight. */
const ALPINE_OFFSET: Readonly<Record<SkierType, LengthRange>> = {
  '-1': { min: -20, max: -10 },
  '1': { min: -15, max: -5 },
  '2': { min: -10, max: 0 },
  '3': { min: -5, max: 5 },
  '3+': { min: 0, max: 10 },
};
const NORDIC_OFFSET: Readonly<Record<NordicTechnique, LengthRange>> = { classic: { min: 10, max: 20 }, skate: { min: 5, max: 15 } };
const NORDIC_TYPE_SHIFT: Readonly<Record<SkierType, number>> = { '-1': -5, '1': -5, '2': 0, '3': 5, '3+': 5 };

const LIGHT_BMI = 19;
const HEAVY_BMI = 27;
const WEIGHT_SHIFT = 5;

type LengthInput = Pick<Skier, 'heightCm' | 'weightKg' | 'skierType'>;

const within = (value: number, { min, max }: { min: number; max: number }): boolean => Number.isFinite(value) && value >= min && value <= max;

function weightShift({ heightCm, weightKg }: LengthInput): number {
  const bmi = weightKg / (heightCm / 100) ** 2;
  if (bmi < LIGHT_BMI) return -WEIGHT_SHIFT;
  return bmi > HEAVY_BMI ? WEIGHT_SHIFT : 0;
}

function plausible(skier: LengthInput): boolean {
  return within(skier.heightCm, SKIER_LIMITS.heightCm) && within(skier.weightKg, SKIER_LIMITS.weightKg) && isSkierType(skier.skierType);
}

/** The alpine ski length range (cm) for the skier, or null when the input is not a plausible skier. */
export function alpineSkiLength(skier: LengthInput): LengthRange | null {
  if (!plausible(skier)) return null;
  const offset = ALPINE_OFFSET[skier.skierType];
  const shift = weightShift(skier);
  return { min: Math.round(skier.heightCm + offset.min + shift), max: Math.round(skier.heightCm + offset.max + shift) };
}

/** The nordic ski length range (cm) for one style, or null when the input is not a plausible skier. */
export function nordicSkiLength(skier: LengthInput, style: NordicTechnique): LengthRange | null {
  if (!plausible(skier)) return null;
  const offset = NORDIC_OFFSET[style];
  const shift = weightShift(skier) + NORDIC_TYPE_SHIFT[skier.skierType];
  return { min: Math.round(skier.heightCm + offset.min + shift), max: Math.round(skier.heightCm + offset.max + shift) };
}

/** What the wizard shows for a sport: alpine one range, nordic both styles. */
export type SkiLengths = { sport: 'alpine'; alpine: LengthRange } | { sport: 'nordic'; classic: LengthRange; skate: LengthRange };

export function recommendedSkiLength(skier: LengthInput, sport: SkiSport): SkiLengths | null {
  if (sport === 'alpine') {
    const alpine = alpineSkiLength(skier);
    return alpine && { sport, alpine };
  }
  const classic = nordicSkiLength(skier, 'classic');
  const skate = nordicSkiLength(skier, 'skate');
  return classic && skate && { sport, classic, skate };
}
