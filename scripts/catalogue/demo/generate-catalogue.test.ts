import { describe, expect, it } from 'vitest';
import { emptyCatalogue } from '../import/existing-catalogue.ts';
import { validateImport } from '../import/validate-import.ts';
import { catalogueImportSchema } from '../import-format.ts';
import { DEFAULT_MODEL_COUNT, generateDemoCatalogue } from './generate-catalogue.ts';

const { catalogue, images } = generateDemoCatalogue({ models: DEFAULT_MODEL_COUNT });
const models = catalogue.models!;
const variantCount = models.reduce((total, model) => total + model.variants.length, 0);

describe('the default demo catalogue', () => {
  it('passes the import schema and the full import validation against a fresh database', () => {
    expect(catalogueImportSchema.safeParse(catalogue).success).toBe(true);
    const result = validateImport(JSON.parse(JSON.stringify(catalogue)), emptyCatalogue());
    expect(result.ok ? [] : result.issues.slice(0, 5)).toEqual([]);
  });

  it('has at least 1,500 models and 15,000 variants', () => {
    expect(models.length).toBeGreaterThanOrEqual(1500);
    expect(variantCount).toBeGreaterThanOrEqual(15000);
  });

  it('has about 60 product groups on three levels and 80 brands, a dozen of them featured', () => {
    const groups = catalogue.productGroups!;
    expect(groups.length).toBeGreaterThanOrEqual(55);
    expect(groups.length).toBeLessThanOrEqual(70);
    const byId = new Map(groups.map((group) => [group.id, group]));
    const depth = (id: number): number => (byId.get(id)!.parentId ? 1 + depth(byId.get(id)!.parentId!) : 1);
    expect(new Set(groups.map((group) => depth(group.id)))).toEqual(new Set([1, 2, 3]));
    expect(catalogue.manufacturers).toHaveLength(80);
    expect(catalogue.manufacturers!.filter((brand) => brand.isFeatured).length).toBe(12);
    expect(groups.filter((group) => group.isTop).length).toBe(8);
  });

  it('has seven shops, the web store with slug product and the central warehouse with id 20', () => {
    const stores = catalogue.stores!;
    expect(stores).toHaveLength(9);
    expect(stores.filter((store) => store.type === 'retail')).toHaveLength(7);
    expect(stores.find((store) => store.slug === 'product')?.type).toBe('web');
    expect(stores.find((store) => store.id === 20)).toMatchObject({ type: 'warehouse', slug: 'central-warehouse' });
  });

  it('prices every model in all nine tax areas, never above the regular price', () => {
    for (const model of models) {
      expect(model.prices.map((price) => price.taxAreaId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const price of model.prices) {
        expect(price.active).toBeLessThanOrEqual(price.regular);
        if (price.club !== null && price.club !== undefined) expect(price.club).toBeLessThan(price.active);
      }
    }
  });

  it('mixes discounts, club prices, outlet, second-hand and rental items', () => {
    const share = (test: (model: (typeof models)[number]) => boolean) => models.filter(test).length / models.length;
    expect(share((m) => m.prices[0].activeType === 'discount')).toBeGreaterThan(0.15);
    expect(share((m) => m.prices[0].club != null)).toBeGreaterThan(0.05);
    expect(share((m) => m.belongsToOutlet === true && m.prices[0].activeType === 'outlet')).toBeGreaterThan(0.03);
    expect(share((m) => m.secondHandParentId != null)).toBeGreaterThan(0.015);
    expect(share((m) => m.isRental === true)).toBeGreaterThan(0.01);
    expect(catalogue.bundles!.length).toBeGreaterThanOrEqual(4);
  });

  it('points every second-hand item at an earlier new model', () => {
    const byId = new Map(models.map((model) => [model.id, model]));
    for (const model of models.filter((m) => m.secondHandParentId != null)) {
      const parent = byId.get(model.secondHandParentId!)!;
      expect(parent.id).toBeLessThan(model.id);
      expect(parent.secondHandParentId ?? null).toBeNull();
      expect(model.variants).toHaveLength(1);
      expect(model.prices[0].regular).toBeLessThan(parent.prices[0].regular);
    }
  });

  it('spreads stock over shops, web store and warehouse, with blocked units and variants out of stock', () => {
    const variants = models.flatMap((model) => model.variants);
    const storeIds = new Set(variants.flatMap((variant) => variant.stocks!.map((stock) => stock.storeId)));
    expect([...storeIds].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 20]);
    expect(variants.some((variant) => variant.stocks!.some((stock) => (stock.blocked ?? 0) > 0))).toBe(true);
    expect(variants.filter((variant) => variant.stocks!.length === 0).length).toBeGreaterThan(variants.length * 0.05);
    expect(variants.filter((variant) => variant.shippingTime === 999).length).toBeGreaterThan(0);
    expect(variants.filter((variant) => (variant.shippingTime ?? 0) >= 5 && (variant.shippingTime ?? 0) <= 14).length).toBeGreaterThan(0);
  });

  it('refers only to images it has a job for', () => {
    const urls = new Set(images.map((job) => `/${job.key}`));
    const referenced = [
      ...models.flatMap((model) => [...model.images!.map((image) => image.url), ...model.variants.map((variant) => variant.image!)]),
      ...catalogue.productGroups!.map((group) => group.image!),
      ...catalogue.manufacturers!.flatMap((brand) => [brand.logo!, ...brand.promoImages!.map((promo) => promo.image)]),
      ...catalogue.stores!.map((store) => store.image!),
      ...catalogue.banners!.map((banner) => banner.image ?? '').filter(Boolean),
      ...catalogue.productGroups!.flatMap((group) => Object.values(group.links ?? {}).flat().map((link) => link.image!)),
    ];
    expect(referenced.filter((url) => !urls.has(url))).toEqual([]);
  });
});

describe('generateDemoCatalogue', () => {
  it('gives byte-identical output for the same seed and model count', () => {
    const a = JSON.stringify(generateDemoCatalogue({ models: 300, seed: 7 }));
    const b = JSON.stringify(generateDemoCatalogue({ models: 300, seed: 7 }));
    expect(a).toBe(b);
  });

  it('gives a different catalogue for a different seed', () => {
    const a = JSON.stringify(generateDemoCatalogue({ models: 100, seed: 7 }).catalogue.models);
    const b = JSON.stringify(generateDemoCatalogue({ models: 100, seed: 8 }).catalogue.models);
    expect(a).not.toBe(b);
  });

  it('generates the first models the same however many follow', () => {
    const small = generateDemoCatalogue({ models: 120, seed: 3 }).catalogue.models!;
    const large = generateDemoCatalogue({ models: 480, seed: 3 }).catalogue.models!.slice(0, 120);
    expect(JSON.stringify(large)).toBe(JSON.stringify(small));
  });

  it('reports progress about every one per cent and once at the end', () => {
    const calls: [number, number][] = [];
    generateDemoCatalogue({ models: 250, onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.length).toBeGreaterThanOrEqual(100);
    expect(calls.length).toBeLessThanOrEqual(126);
    expect(calls.at(-1)).toEqual([250, 250]);
  });
});
