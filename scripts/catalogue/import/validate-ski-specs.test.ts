import { describe, expect, it } from 'vitest';
import { SKI, skiGearCatalogue } from '../../../tests/fixtures/ski-gear-catalogue.ts';
import type { CatalogueImportInput } from '../import-format.ts';
import { SKIER_LIMITS } from '../../../shared/ski-wizard/skier.ts';
import { emptyCatalogue } from './existing-catalogue.ts';
import { validateImport } from './validate-import.ts';
import { skiSpecStatements } from './ski-spec-statements.ts';

type Model = NonNullable<CatalogueImportInput['models']>[number];

/** The ski gear catalogue with one model changed. */
function withModel(id: number, change: (model: Model) => Model): CatalogueImportInput {
  const catalogue = skiGearCatalogue();
  return { ...catalogue, models: catalogue.models!.map((model) => (model.id === id ? change(model) : model)) };
}

const issues = (document: CatalogueImportInput) => {
  const result = validateImport(document, emptyCatalogue());
  return result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
};
const indexOf = (id: number) => skiGearCatalogue().models!.findIndex((model) => model.id === id);

describe('ski gear facts in the import', () => {
  it('takes alpine and nordic skis, bindings and boots with their facts', () => {
    const result = validateImport(skiGearCatalogue(), emptyCatalogue());
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    const binding = result.data.models.find((model) => model.id === SKI.gripWalkBinding)!;
    expect(binding.skiSpecs?.soleNorms).toEqual(['iso5355', 'gripwalk']);
    expect(binding.variants.map((variant) => variant.brakeWidthMm)).toEqual([85, 90, 110]);
  });

  it('requires the facts of each kind of gear', () => {
    const at = indexOf(SKI.pisteSki);
    expect(issues(withModel(SKI.pisteSki, (model) => ({ ...model, skiSpecs: undefined })))).toEqual([`models[${at}].skiSpecs: a ski wizard model (alpine skis) needs skiSpecs`]);
    expect(issues(withModel(SKI.pisteSki, (model) => ({ ...model, skiSpecs: { waistWidthMm: null } })))).toEqual([`models[${at}].skiSpecs.waistWidthMm: required for alpine skis`]);
    const nordic = indexOf(SKI.snsSkateBoot);
    expect(issues(withModel(SKI.snsSkateBoot, (model) => ({ ...model, skiSpecs: { nordicStyle: 'skate' } })))).toEqual([`models[${nordic}].skiSpecs.nordicSystem: required for nordic boots`]);
  });

  it('requires a brake width on the binding or each of its variants, and a sole length on each alpine boot size', () => {
    const binding = indexOf(SKI.gripWalkBinding);
    expect(issues(withModel(SKI.gripWalkBinding, (model) => ({ ...model, variants: model.variants.map((variant, i) => (i === 1 ? { ...variant, brakeWidthMm: null } : variant)) }))))
      .toEqual([`models[${binding}].variants[1].brakeWidthMm: required: the model has no brakeWidthMm`]);
    const boot = indexOf(SKI.touringBoot);
    expect(issues(withModel(SKI.touringBoot, (model) => ({ ...model, variants: model.variants.map((variant) => ({ ...variant, soleLengthMm: null })) }))))
      .toEqual([0, 1].map((j) => `models[${boot}].variants[${j}].soleLengthMm: required for alpine boots (the binding is set to it)`));
  });

  it('refuses facts of another kind of gear and facts on models that are not ski gear', () => {
    const ski = indexOf(SKI.pisteSki);
    expect(issues(withModel(SKI.pisteSki, (model) => ({ ...model, skiSpecs: { waistWidthMm: 78, soleNorm: 'gripwalk' } }))))
      .toEqual([`models[${ski}].skiSpecs.soleNorm: not a fact of alpine skis`]);
    const jacket = indexOf(SKI.jacket);
    expect(issues(withModel(SKI.jacket, (model) => ({ ...model, skiSpecs: { waistWidthMm: 78 }, variants: model.variants.map((variant) => ({ ...variant, soleLengthMm: 300 })) }))))
      .toEqual([`models[${jacket}].skiSpecs: skiSpecs belong to a model with skiWizard data`, `models[${jacket}].variants[0].soleLengthMm: a sole length belongs to a ski wizard boot`]);
  });

  it('refuses unknown norms and impossible widths', () => {
    const at = indexOf(SKI.gripWalkBinding);
    const found = issues(withModel(SKI.gripWalkBinding, (model) => ({ ...model, skiSpecs: { soleNorms: ['din'] as never, brakeWidthMm: 20 } })));
    expect(found.map((issue) => issue.split(':')[0]).sort()).toEqual([`models[${at}].skiSpecs.brakeWidthMm`, `models[${at}].skiSpecs.soleNorms[0]`]);
  });

  it('takes a boot sole length only within the skier form\'s limits, so a boot\'s own length can always be the skier\'s', () => {
    const at = indexOf(SKI.touringBoot);
    const sole = (soleLengthMm: number) => issues(withModel(SKI.touringBoot, (model) => ({ ...model, variants: model.variants.map((variant) => ({ ...variant, soleLengthMm })) })));
    expect(sole(SKIER_LIMITS.soleLengthMm.min)).toEqual([]);
    expect(sole(SKIER_LIMITS.soleLengthMm.max)).toEqual([]);
    for (const outside of [SKIER_LIMITS.soleLengthMm.min - 1, SKIER_LIMITS.soleLengthMm.max + 1, 160, 395]) {
      expect(sole(outside).map((issue) => issue.split(':')[0]), String(outside)).toContain(`models[${at}].variants[0].soleLengthMm`);
    }
  });

  it('writes the facts of every model of the file and clears those of models without any', () => {
    const result = validateImport(skiGearCatalogue(), emptyCatalogue());
    if (!result.ok) throw new Error('fixture invalid');
    const statements = skiSpecStatements(result.data);
    const sql = statements.map((statement) => statement.sql.split(' (')[0].split(' WHERE')[0]);
    expect(sql).toEqual(expect.arrayContaining(['DELETE FROM ski_gear_specs', 'DELETE FROM ski_binding_sole_norms', 'DELETE FROM ski_gear_variant_specs',
      'INSERT INTO ski_gear_specs', 'INSERT INTO ski_binding_sole_norms', 'INSERT INTO ski_gear_variant_specs']));
    const specRows = statements.filter((statement) => statement.sql.startsWith('INSERT INTO ski_gear_specs')).flatMap((statement) => statement.params);
    expect(specRows.filter((_, i) => i % 6 === 0)).not.toContain(SKI.jacket);
  });
});
