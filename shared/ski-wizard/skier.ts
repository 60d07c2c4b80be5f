/**
 * The skier as the wizard's rules take it (cat 3 inputs: height, weight,
 * boot sole length; issue 17: age and ability too). The limits are what a
 * person and a ski boot can be: anything outside gets a field message
 * (skier-schema.ts) and never a release value or a length (din.ts,
 * ski-length.ts). No valibot here: the rules stay light for any page.
 */

/**
 * ISO 11088 / ISO 8061 skier types: 1 cautious, 2 moderate (most skiers),
 * 3 aggressive; -1 asks for one row less than type 1 and 3+ for one row
 * more than type 3.
 */
export type SkierType = '-1' | '1' | '2' | '3' | '3+';
export const SKIER_TYPES: readonly SkierType[] = ['-1', '1', '2', '3', '3+'];

export function isSkierType(value: unknown): value is SkierType {
  return SKIER_TYPES.includes(value as SkierType);
}

export interface Skier {
  heightCm: number;
  weightKg: number;
  /** Whole years. */
  age: number;
  skierType: SkierType;
  /** The boot's sole length in mm (printed on the heel); null: not given (nordic, or no boots yet). */
  soleLengthMm: number | null;
}

/** Inclusive bounds of each figure. */
export const SKIER_LIMITS = {
  heightCm: { min: 80, max: 230 },
  weightKg: { min: 10, max: 200 },
  age: { min: 3, max: 100 },
  /** Children's boots start near 200 mm (mondopoint 15), the longest adult boots end below 370 mm. */
  soleLengthMm: { min: 180, max: 380 },
} as const;

const within = (value: number, { min, max }: { min: number; max: number }): boolean => Number.isFinite(value) && value >= min && value <= max;

/** Every figure a number within its limits (the schema's rules, for callers that did not run it). */
export function isPlausibleSkier(skier: Skier, needsSole: boolean): boolean {
  if (!within(skier.heightCm, SKIER_LIMITS.heightCm) || !within(skier.weightKg, SKIER_LIMITS.weightKg)) return false;
  if (!Number.isInteger(skier.age) || !within(skier.age, SKIER_LIMITS.age) || !isSkierType(skier.skierType)) return false;
  if (skier.soleLengthMm === null) return !needsSole;
  return Number.isInteger(skier.soleLengthMm) && within(skier.soleLengthMm, SKIER_LIMITS.soleLengthMm);
}
