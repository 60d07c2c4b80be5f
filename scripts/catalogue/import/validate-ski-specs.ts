import type { CatalogueImport, ImportModel } from '../import-format.ts';
import type { ImportSkiSpecs } from '../import-format-ski-specs.ts';
import type { Report } from './report-repeats.ts';

type Group = 'skis' | 'bindings' | 'boots';
type Field = keyof ImportSkiSpecs;

/** The model facts each kind of ski gear needs (decision 029); any other is refused so nothing is stored that no rule reads. */
const NEEDED: Record<'alpine' | 'nordic', Record<Group, { required: Field[]; optional: Field[] }>> = {
  alpine: {
    skis: { required: ['waistWidthMm'], optional: [] },
    bindings: { required: ['soleNorms'], optional: ['brakeWidthMm'] },
    boots: { required: ['soleNorm'], optional: [] },
  },
  nordic: {
    skis: { required: ['nordicStyle'], optional: ['nordicSystem'] },
    bindings: { required: ['nordicSystem', 'nordicStyle'], optional: [] },
    boots: { required: ['nordicSystem', 'nordicStyle'], optional: [] },
  },
};

const isSet = (specs: ImportSkiSpecs, field: Field) => (field === 'soleNorms' ? (specs.soleNorms ?? []).length > 0 : (specs[field] ?? null) !== null);

function validateModel(model: ImportModel, at: string, report: Report): void {
  // Parsed models carry null; generated ones (the demo) may leave the fields out.
  const wizard = model.skiWizard ?? null;
  const specs = model.skiSpecs ?? null;
  if (wizard === null) {
    if (specs !== null) report(`${at}.skiSpecs`, 'skiSpecs belong to a model with skiWizard data');
    model.variants.forEach((variant, j) => {
      if ((variant.soleLengthMm ?? null) !== null) report(`${at}.variants[${j}].soleLengthMm`, 'a sole length belongs to a ski wizard boot');
      if ((variant.brakeWidthMm ?? null) !== null) report(`${at}.variants[${j}].brakeWidthMm`, 'a brake width belongs to a ski wizard binding');
    });
    return;
  }
  if (specs === null) {
    report(`${at}.skiSpecs`, `a ski wizard model (${wizard.sport} ${wizard.group}) needs skiSpecs`);
    return;
  }
  const { required, optional } = NEEDED[wizard.sport][wizard.group];
  for (const field of required) if (!isSet(specs, field)) report(`${at}.skiSpecs.${field}`, `required for ${wizard.sport} ${wizard.group}`);
  for (const field of ['waistWidthMm', 'brakeWidthMm', 'soleNorms', 'soleNorm', 'nordicSystem', 'nordicStyle'] as const) {
    if (!required.includes(field) && !optional.includes(field) && isSet(specs, field)) report(`${at}.skiSpecs.${field}`, `not a fact of ${wizard.sport} ${wizard.group}`);
  }
  const alpineBindings = wizard.sport === 'alpine' && wizard.group === 'bindings';
  model.variants.forEach(({ brakeWidthMm = null, soleLengthMm = null }, j) => {
    const vat = `${at}.variants[${j}]`;
    if (alpineBindings && brakeWidthMm === null && (specs.brakeWidthMm ?? null) === null) report(`${vat}.brakeWidthMm`, 'required: the model has no brakeWidthMm');
    if (!alpineBindings && brakeWidthMm !== null) report(`${vat}.brakeWidthMm`, 'a brake width belongs to an alpine binding');
    if (wizard.group !== 'boots' && soleLengthMm !== null) report(`${vat}.soleLengthMm`, 'a sole length belongs to a boot');
    if (wizard.sport === 'alpine' && wizard.group === 'boots' && soleLengthMm === null) report(`${vat}.soleLengthMm`, 'required for alpine boots (the binding is set to it)');
  });
}

/** Ski gear facts match the model's skiWizard sport and group (migration 0023). */
export function validateSkiSpecs(data: CatalogueImport, report: Report): void {
  data.models.forEach((model, i) => validateModel(model, `models[${i}]`, report));
}
