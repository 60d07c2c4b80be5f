import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { smallCatalogue } from '../fixtures/small-catalogue.ts';

const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<number>('n'))!;
const version = async () => (await env.DB.prepare('SELECT version FROM catalogue_version').first<number>('version'))!;

describe('importing a catalogue', () => {
  it('writes every section and bumps the catalogue version', async () => {
    const before = await version();
    const result = await importCatalogue(env.DB, smallCatalogue());
    expect(result).toMatchObject({ ok: true, counts: { models: 1, variants: 2, productGroups: 3 } });
    expect(await version()).toBe(before + 1);
    expect(await count('product_model_texts')).toBe(6);
    expect(await count('variant_stocks')).toBe(2);
    const sizes = await env.DB.prepare('SELECT name FROM sizes ORDER BY sort_order').all<{ name: string }>();
    expect(sizes.results.map((row) => row.name)).toEqual(['S', 'M', '42']);
  });

  it('upserts: a second import of the same file changes nothing but the version', async () => {
    await importCatalogue(env.DB, smallCatalogue());
    const variants = await count('variants');
    await importCatalogue(env.DB, smallCatalogue());
    expect(await count('variants')).toBe(variants);
  });

  it('removes the variants a model no longer has and keeps the others', async () => {
    const catalogue = smallCatalogue();
    await importCatalogue(env.DB, catalogue);
    catalogue.models![0].variants = catalogue.models![0].variants.slice(0, 1);
    await importCatalogue(env.DB, catalogue);
    const ids = await env.DB.prepare('SELECT id FROM variants WHERE model_id = 100').all<{ id: number }>();
    expect(ids.results.map((row) => row.id)).toEqual([1000]);
  });

  it('rejects a bad file with the path and reason of every error and changes nothing', async () => {
    await importCatalogue(env.DB, smallCatalogue());
    const before = { version: await version(), models: await count('product_models'), stores: await count('stores') };
    const bad = smallCatalogue();
    bad.stores!.push({ id: 30, slug: 'Bad Slug', name: 'x', shortName: 'x', type: 'retail' });
    bad.models!.push({ ...bad.models![0], id: 101, slug: 'second', uuid: '0f0c7a52-8d7e-4c1a-9a3b-2b6f1c9d0e11', manufacturerId: 99 });
    delete (bad.productGroups![0].texts as any).ru;

    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['stores[3].slug', 'productGroups[0].texts.ru']));
    expect(await version()).toBe(before.version);
    expect(await count('product_models')).toBe(before.models);
    expect(await count('stores')).toBe(before.stores);
  });

  it('reports references to things neither the file nor the database holds', async () => {
    const bad = smallCatalogue();
    bad.models!.push({ ...bad.models![0], id: 101, slug: 'second', uuid: '0f0c7a52-8d7e-4c1a-9a3b-2b6f1c9d0e11', manufacturerId: 99,
      variants: [{ id: 1000, sizeId: 77, stocks: [{ storeId: 55, quantity: 1 }] }] });
    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(expect.arrayContaining([
      { path: 'models[1].manufacturerId', message: 'unknown manufacturer 99' },
      { path: 'models[1].variants[0].sizeId', message: 'unknown size 77' },
      { path: 'models[1].variants[0].stocks[0].storeId', message: 'unknown store 55' },
      expect.objectContaining({ path: 'models[1].variants[0].id', message: expect.stringContaining('duplicate variant id 1000') }),
    ]));
  });

  it('refuses a product-group tree whose parents loop', async () => {
    const bad = smallCatalogue();
    bad.productGroups![0].parentId = 2;
    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.some((issue) => issue.message.includes('loops'))).toBe(true);
  });
});

describe('importing against what the database holds', () => {
  it('refuses values the database gives to other entities, and repeated keys inside one entity', async () => {
    await importCatalogue(env.DB, smallCatalogue());
    const bad = smallCatalogue();
    bad.manufacturers!.push({ ...bad.manufacturers![0], id: 3 });
    bad.sizes!.push({ id: 9, name: 'm' });
    const model = bad.models![0];
    model.prices.push({ ...model.prices[0] });
    model.variants[0].stocks!.push({ storeId: 1, quantity: 1 });
    bad.models!.push({ ...model, id: 101, slug: 'second', variants: [{ id: 1000 }], prices: model.prices.slice(0, 1) });
    const before = await version();

    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = result.issues.map((issue) => `${issue.path}: ${issue.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      'manufacturers[2].slug: slug "norrvik" belongs to manufacturer 1',
      'sizes[3].name: size "m" belongs to size 1',
      'models[0].prices[1]: duplicate tax area 1',
      'models[0].variants[0].stocks[2]: duplicate store 1',
      'models[1].uuid: uuid "3f0c7a52-8d7e-4c1a-9a3b-2b6f1c9d0e11" belongs to model 100',
      'models[1].variants[0].id: variant 1000 belongs to model 100',
    ]));
    expect(await version()).toBe(before);
  });

  it('refuses banner links to other schemes or hosts written as //host', async () => {
    const bad = smallCatalogue();
    bad.banners![0].texts.en.url = 'javascript:alert(1)';
    bad.banners![1].texts.fi.url = '//evil.example/';
    const result = await importCatalogue(env.DB, bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toEqual(['banners[0].texts.en.url', 'banners[1].texts.fi.url']);
  });
});
