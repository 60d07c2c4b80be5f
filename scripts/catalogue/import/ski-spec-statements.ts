import type { CatalogueImport } from '../import-format.ts';
import { deleteWhereIn, insertRows, type Statement } from './sql-rows.ts';

/**
 * Ski gear compatibility facts (migration 0023): replaced for every model
 * and variant the file holds, like their other child rows. Runs after the
 * model statements (the rows refer to models and variants).
 */
export function skiSpecStatements(data: CatalogueImport): Statement[] {
  if (data.models.length === 0) return [];
  const ids = data.models.map((model) => model.id);
  const variants = data.models.flatMap((model) => model.variants);
  const withSpecs = data.models.filter((model) => model.skiSpecs !== null);
  return [
    ...deleteWhereIn('ski_gear_specs', 'model_id', ids),
    ...deleteWhereIn('ski_binding_sole_norms', 'model_id', ids),
    ...deleteWhereIn('ski_gear_variant_specs', 'variant_id', variants.map((variant) => variant.id)),
    ...insertRows('ski_gear_specs', ['model_id', 'waist_width_mm', 'brake_width_mm', 'sole_norm', 'nordic_system', 'nordic_style'],
      withSpecs.map((model) => {
        const specs = model.skiSpecs!;
        return [model.id, specs.waistWidthMm, specs.brakeWidthMm, specs.soleNorm, specs.nordicSystem, specs.nordicStyle];
      })),
    ...insertRows('ski_binding_sole_norms', ['model_id', 'sole_norm'],
      withSpecs.flatMap((model) => [...new Set(model.skiSpecs!.soleNorms)].map((norm) => [model.id, norm]))),
    ...insertRows('ski_gear_variant_specs', ['variant_id', 'sole_length_mm', 'brake_width_mm'],
      variants.filter((variant) => variant.soleLengthMm !== null || variant.brakeWidthMm !== null)
        .map((variant) => [variant.id, variant.soleLengthMm, variant.brakeWidthMm])),
  ];
}
