import { describe, expect, it } from 'vitest';
import { alpineBindingFitsBoot, alpineSkiFitsBinding, NO_FACTS, nordicBindingFitsBoot, type SkiGearFacts } from '../../../shared/ski-wizard/compatibility.ts';
import type { CatalogueImport } from '../import-format.ts';
import { validateSkiSpecs } from '../import/validate-ski-specs.ts';
import { generateDemoCatalogue } from './generate-catalogue.ts';
import { soleLengthMm } from './ski-specs.ts';
import type { DemoModel } from './types.ts';

const { catalogue } = generateDemoCatalogue({ models: 1500 });
const models = catalogue.models as DemoModel[];
const gear = models.filter((model) => model.skiWizard);
const of = (sport: string, group: string) => gear.filter((model) => model.skiWizard?.sport === sport && model.skiWizard.group === group);
const facts = (model: DemoModel, brakeWidthMm: number | null = null): SkiGearFacts => ({
  ...NO_FACTS, ...model.skiSpecs, soleNorms: model.skiSpecs?.soleNorms ?? [], ...(brakeWidthMm === null ? {} : { brakeWidthMm }),
});

describe('the demo catalogue\'s ski gear facts', () => {
  it('gives every ski wizard model the facts of its kind, and no other model any', () => {
    expect(gear.length).toBeGreaterThan(100);
    const issues: string[] = [];
    validateSkiSpecs({ models } as unknown as CatalogueImport, (path, message) => issues.push(`${path}: ${message}`));
    expect(issues).toEqual([]);
    expect(models.filter((model) => !model.skiWizard && model.skiSpecs)).toEqual([]);
  });

  it('is the same on every run', () => {
    const again = generateDemoCatalogue({ models: 300 }).catalogue.models as DemoModel[];
    expect(again.map((model) => model.skiSpecs ?? null)).toEqual(models.slice(0, 300).map((model) => model.skiSpecs ?? null));
  });

  it('has alpine pairs that fit and pairs that do not, by brake width and by sole norm', () => {
    const skis = of('alpine', 'skis');
    const brakes = of('alpine', 'bindings').flatMap((binding) => binding.variants.map((variant) => facts(binding, variant.brakeWidthMm ?? null)));
    const pairs = skis.flatMap((ski) => brakes.map((brake) => alpineSkiFitsBinding(facts(ski), brake)));
    expect(pairs).toContain(true);
    expect(pairs).toContain(false);
    const soles = of('alpine', 'bindings').flatMap((binding) => of('alpine', 'boots').map((boot) => alpineBindingFitsBoot(facts(binding), facts(boot))));
    expect(soles).toContain(true);
    expect(soles).toContain(false);
  });

  it('has nordic bindings and boots of every system, some of which do not fit each other', () => {
    const systems = new Set([...of('nordic', 'bindings'), ...of('nordic', 'boots')].map((model) => model.skiSpecs?.nordicSystem));
    expect([...systems].sort()).toEqual(['nnn', 'prolink', 'sns', 'turnamic']);
    const fits = of('nordic', 'bindings').flatMap((binding) => of('nordic', 'boots').map((boot) => nordicBindingFitsBoot(facts(binding), facts(boot))));
    expect(fits).toContain(true);
    expect(fits).toContain(false);
  });

  it('gives alpine boots a sole length growing 10 mm per shell, the two half sizes of a shell alike', () => {
    expect(soleLengthMm(26, 0)).toBe(305);
    expect(soleLengthMm(26.5, 0)).toBe(305);
    expect(soleLengthMm(27.5, 3)).toBe(318);
    expect(soleLengthMm(22.5, 0)).toBe(265);
    for (const boot of of('alpine', 'boots')) {
      for (const variant of boot.variants) expect(variant.soleLengthMm).toSatisfy((mm: number) => mm >= 240 && mm <= 370);
    }
  });
});
