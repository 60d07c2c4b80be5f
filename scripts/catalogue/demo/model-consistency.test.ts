import { describe, expect, it } from 'vitest';
import { SWATCH_HEX, swatchFill } from '../../../shared/colour-swatches.ts';
import { productImageSvg, silhouetteDesign, type SilhouetteKind } from '../art/index.ts';
import { COLOURS } from './colours.ts';
import { DEFAULT_MODEL_COUNT, generateDemoCatalogue } from './generate-catalogue.ts';
import { TYPE_GENDER, TYPE_ID } from './product-types.ts';
import { PROP } from './property-types.ts';

const { catalogue, images } = generateDemoCatalogue({ models: DEFAULT_MODEL_COUNT });
const models = catalogue.models!;
const jobs = new Map(images.map((job) => [`/${job.key}`, job]));
const colours = new Map(catalogue.colours!.map((colour) => [colour.id, colour]));
const genderOf = (model: (typeof models)[number]) => model.properties?.find((value) => value.propertyTypeId === PROP.gender)?.text ?? null;
const GENDER_TEXT = { men: 'Men', women: 'Women', kids: 'Kids' } as const;

describe('demo model properties and variants', () => {
  it('never offer a men\'s or women\'s fit next to another gender, Unisex included', () => {
    const contradictions = models.flatMap((model) => {
      const fits = new Set(model.variants.map((variant) => TYPE_GENDER[variant.productTypeId ?? 0]).filter(Boolean));
      if (fits.size === 0) return [];
      return fits.size > 1 || genderOf(model) !== GENDER_TEXT[[...fits][0]!] ? [`${model.id} ${genderOf(model)} ${[...fits].join('/')}`] : [];
    });
    expect(contradictions).toEqual([]);
  });

  it('offer unisex jackets in regular and relaxed cuts, and say so in the description', () => {
    // A second-hand item is one unit of one cut, so only new models offer both.
    const cut = models.filter((model) => model.secondHandParentId == null && model.variants.some((variant) => variant.productTypeId === TYPE_ID.regularFit));
    expect(cut.length).toBeGreaterThan(0);
    for (const model of cut) {
      expect(genderOf(model)).toBe('Unisex');
      expect(new Set(model.variants.map((variant) => variant.productTypeId))).toEqual(new Set([TYPE_ID.regularFit, TYPE_ID.relaxedFit]));
      expect(model.texts.en.descriptionHtml).toContain('regular or relaxed fit');
    }
  });

  it('name a model for the gender its properties give', () => {
    for (const model of models) {
      const name = model.texts.en.name;
      const gender = genderOf(model);
      expect(name.includes("Men's"), `${model.id} ${name}`).toBe(gender === 'Men');
      expect(name.includes("Women's"), `${model.id} ${name}`).toBe(gender === 'Women');
    }
  });
});

describe('demo colour swatches', () => {
  it('show each colour in the colour its product images are drawn in', () => {
    let checked = 0;
    for (const model of models) {
      for (const variant of model.variants) {
        if (variant.colourId == null || !variant.image) continue;
        const job = jobs.get(variant.image)!;
        const colour = colours.get(variant.colourId)!;
        expect(job.params.colourHex, `${model.id} ${colour.slug}`).toBe(swatchFill(colour));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10000);
  });

  it('draw the main material in exactly the swatch colour', () => {
    for (const colour of catalogue.colours!) {
      const job = images.find((image) => image.art === 'product' && image.params.colourHex === colour.hex)!;
      expect(job, colour.slug).toBeDefined();
      const svg = productImageSvg(job.params as never);
      expect(svg, colour.slug).toContain(`stop-color="${swatchFill(colour)}"`);
    }
  });

  it('keep Coral coral and Petrol petrol, not the orange and blue of their filter groups', () => {
    const bySlug = new Map(COLOURS.map((colour) => [colour.slug, colour]));
    expect(swatchFill(bySlug.get('coral')!)).toBe('#f06f5c');
    expect(swatchFill(bySlug.get('coral')!)).not.toBe(SWATCH_HEX.orange);
    expect(swatchFill(bySlug.get('petrol')!)).toBe('#1e5a66');
    expect(swatchFill(bySlug.get('petrol')!)).not.toBe(SWATCH_HEX.blue);
  });
});

describe('demo product drawings', () => {
  // A second-hand item is the same model resold: it shows its parent's pictures.
  const identity = (model: (typeof models)[number]) => model.secondHandParentId ?? model.id;
  const designOf = (model: (typeof models)[number]) => {
    const job = jobs.get(model.images![0].url)!;
    return { silhouette: job.params.silhouette as SilhouetteKind, design: Number(job.params.design) };
  };
  const byGroup = new Map<number, Map<number, (typeof models)[number]>>();
  for (const model of models) {
    if (!model.images?.length) continue;
    for (const group of new Set([model.mainGroupId, ...(model.groupIds ?? [])])) {
      const members = byGroup.get(group) ?? new Map();
      byGroup.set(group, members);
      if (!members.has(identity(model))) members.set(identity(model), model);
    }
  }

  it('give every model of a group its own design: outline features, print and trim, not a recolour', () => {
    const clashes: string[] = [];
    for (const [group, members] of byGroup) {
      const seen = new Map<string, number>();
      for (const model of members.values()) {
        const { silhouette, design } = designOf(model);
        const key = `${silhouette} ${JSON.stringify(silhouetteDesign(silhouette, design))}`;
        if (seen.has(key)) clashes.push(`group ${group}: ${seen.get(key)} and ${model.id}`);
        seen.set(key, model.id);
      }
    }
    expect(clashes.slice(0, 5)).toEqual([]);
  });

  it('draw the models of a group differently even in one and the same colour', () => {
    const drawingOf = new Map<number, string>();
    for (const [group, members] of byGroup) {
      const drawings = new Set<string>();
      for (const model of members.values()) {
        const { silhouette, design } = designOf(model);
        if (!drawingOf.has(identity(model))) {
          drawingOf.set(identity(model), productImageSvg({ silhouette, design, colourHex: '#808080', accentHex: '#202020', seed: 1, title: '' }));
        }
        drawings.add(`${silhouette}:${drawingOf.get(identity(model))}`);
      }
      expect(drawings.size, `group ${group}`).toBe(members.size);
    }
  });

  it('show the model\'s design in all its colours and gallery views', () => {
    for (const model of models.filter((m) => m.secondHandParentId == null)) {
      const designs = new Set([...model.images!.map((image) => image.url), ...model.variants.map((variant) => variant.image!)]
        .map((url) => jobs.get(url)!.params.design));
      expect(designs.size, String(model.id)).toBe(1);
    }
  });
});
