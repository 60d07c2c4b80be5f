/**
 * A row of ski gear specs (migration 0023) as the compatibility rules take
 * it (shared/ski-wizard/compatibility.ts SkiGearFacts): the sole norms a
 * binding accepts come as group_concat text. A missing spec stays null,
 * which never makes a pair fit.
 */
import { NORDIC_STYLES, NORDIC_SYSTEMS, SOLE_NORMS, type SkiGearFacts } from '../../shared/ski-wizard/compatibility.ts';

export interface SkiGearSpecRow {
  waist_width_mm: number | null;
  brake_width_mm: number | null;
  sole_norm: string | null;
  nordic_system: string | null;
  nordic_style: string | null;
  sole_norms: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((candidate) => candidate === value) ?? null;

export function skiGearFactsOf(row: SkiGearSpecRow): SkiGearFacts {
  return {
    waistWidthMm: row.waist_width_mm ?? null,
    brakeWidthMm: row.brake_width_mm ?? null,
    soleNorms: (row.sole_norms ?? '').split(',').flatMap((norm) => oneOf(SOLE_NORMS, norm) ?? []),
    soleNorm: oneOf(SOLE_NORMS, row.sole_norm),
    nordicSystem: oneOf(NORDIC_SYSTEMS, row.nordic_system),
    nordicStyle: oneOf(NORDIC_STYLES, row.nordic_style),
  };
}
