import { describe, expect, it } from 'vitest';
import { SHOE_ACTIVITIES, SHOE_TERRAINS, SHOE_WIDTHS } from '../../../shared/shoe-wizard/steps.ts';
import { generateDemoCatalogue } from './generate-catalogue.ts';
import { GROUP } from './groups.ts';
import { PROP } from './property-types.ts';

const models = generateDemoCatalogue({ models: 900, seed: 11 }).catalogue.models!;
const FOOTWEAR_GROUPS = new Set([60, 61, 62, 63, GROUP.outletFootwear]);
const byId = new Map(models.map((model) => [model.id, model]));
const isFootwear = (model: (typeof models)[number]): boolean => model.secondHandParentId != null
  ? isFootwear(byId.get(model.secondHandParentId)!)
  : FOOTWEAR_GROUPS.has(model.mainGroupId);
const textOf = (model: (typeof models)[number], propertyTypeId: number) => model.properties?.find((value) => value.propertyTypeId === propertyTypeId)?.text;

describe('demo shoe attributes', () => {
  it('give every footwear model an activity, a terrain and a width the shoe wizard knows', () => {
    const shoes = models.filter(isFootwear);
    expect(shoes.length).toBeGreaterThan(40);
    for (const shoe of shoes) {
      expect(SHOE_ACTIVITIES).toContain(textOf(shoe, PROP.activity));
      expect(SHOE_TERRAINS).toContain(textOf(shoe, PROP.terrain));
      expect(SHOE_WIDTHS).toContain(textOf(shoe, PROP.shoeWidth));
    }
    // Every value occurs, so each wizard answer can find shoes.
    for (const [propertyTypeId, values] of [[PROP.activity, SHOE_ACTIVITIES], [PROP.terrain, SHOE_TERRAINS], [PROP.shoeWidth, SHOE_WIDTHS]] as const) {
      expect(new Set(shoes.map((shoe) => textOf(shoe, propertyTypeId)))).toEqual(new Set(values));
    }
  });

  it('give no other model a shoe attribute', () => {
    const others = models.filter((model) => !isFootwear(model));
    expect(others.flatMap((model) => (model.properties ?? []).filter((value) => [PROP.activity, PROP.terrain, PROP.shoeWidth].includes(value.propertyTypeId as 18)))).toEqual([]);
  });

  it('keep a second-hand shoe\'s attributes equal to the shoe it was', () => {
    const used = models.filter((model) => model.secondHandParentId != null && isFootwear(model));
    expect(used.length).toBeGreaterThan(0);
    for (const model of used) {
      const parent = byId.get(model.secondHandParentId!)!;
      for (const id of [PROP.activity, PROP.terrain, PROP.shoeWidth]) expect(textOf(model, id)).toBe(textOf(parent, id));
    }
  });
});
