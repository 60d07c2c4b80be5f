/**
 * Ski gear compatibility facts in the import format (migration 0023, decision
 * 029): `skiSpecs` on a model with `skiWizard` data, and a boot's sole length
 * or a binding's brake width on its variants. Which fields a model needs
 * follows its skiWizard sport and group (scripts/catalogue/import/validate-ski-specs.ts).
 */
import { z } from 'zod';
import { NORDIC_STYLES, NORDIC_SYSTEMS, SOLE_NORMS } from '../../shared/ski-wizard/compatibility.ts';
import { SKIER_LIMITS } from '../../shared/ski-wizard/skier.ts';

const widthMm = z.number().int().min(40).max(200);

export const skiSpecs = z.object({
  /** Alpine skis: the width under the boot, mm. */
  waistWidthMm: widthMm.nullable().default(null),
  /** Alpine bindings sold in one brake width; a binding sold in several gives `brakeWidthMm` on each variant. */
  brakeWidthMm: widthMm.nullable().default(null),
  /** Alpine bindings: the boot sole norms accepted (iso5355 alpine, iso9523 touring, gripwalk). */
  soleNorms: z.array(z.enum(SOLE_NORMS)).default([]),
  /** Alpine boots: the sole norm. */
  soleNorm: z.enum(SOLE_NORMS).nullable().default(null),
  /** Nordic bindings and boots: the system; nordic skis: the mounting plate's system, null for a ski without a plate. */
  nordicSystem: z.enum(NORDIC_SYSTEMS).nullable().default(null),
  /** Nordic skis, bindings and boots: classic, skate or both (combi). */
  nordicStyle: z.enum(NORDIC_STYLES).nullable().default(null),
});

export type ImportSkiSpecs = z.infer<typeof skiSpecs>;

/**
 * Per variant: an alpine boot's sole length by its size, and an alpine
 * binding's brake width. A sole length is one the wizard's skier form
 * accepts (SKIER_LIMITS), so a boot's own length can always be the
 * skier's; migration 0023's CHECK (150-400 mm) is only the database's
 * looser bound.
 */
const { min: SOLE_MIN, max: SOLE_MAX } = SKIER_LIMITS.soleLengthMm;
export const variantSkiFields = {
  soleLengthMm: z.number().int().min(SOLE_MIN).max(SOLE_MAX).nullable().default(null),
  brakeWidthMm: widthMm.nullable().default(null),
};
