import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { catalogueSource, forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { indexSearchModels, searchIndexMissing } from '../../worker/data/search-index.ts';
import { searchProducts } from '../../worker/services/search/search-products.ts';
import { SEARCH_MODELS, searchCatalogue } from '../fixtures/search-catalogue.ts';
import { fetchShop } from './helpers.ts';

const M = SEARCH_MODELS;
const idsFor = async (query: string, language: 'fi' | 'en' = 'fi') =>
  (await searchProducts(catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {}), { language, taxAreaId: 1, query })).items.map((item) => item.id);
const rows = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM search_models_fi').first<number>('n'))!;

/** A file with only the one model, renamed or changed: the import rewrites just its rows. */
function modelOnlyFile(change: (model: ReturnType<typeof searchCatalogue>['models'] extends (infer T)[] | undefined ? T : never) => void) {
  const model = structuredClone(searchCatalogue().models!.find((candidate) => candidate.id === M.heroSkis)!);
  change(model);
  return { format: 'kaira-catalogue', version: 1, models: [model] };
}

beforeEach(async () => {
  forgetMemoisedCatalogue();
  expect((await importCatalogue(env.DB, searchCatalogue())).ok).toBe(true);
});

describe('the search index kept in step with the catalogue (issue 18)', () => {
  it('holds one row per public model and language after an import', async () => {
    // The fixture's public models: the small catalogue's one and six of the search models (one is hidden).
    expect(await rows()).toBe(7);
    expect(await searchIndexMissing(env.DB)).toBe(false);
  });

  it('finds a model by its new name, and no longer by the old one, after an import renames it', async () => {
    const renamed = modelOnlyFile((model) => {
      model.texts = Object.fromEntries(Object.keys(model.texts).map((language) => [language, { name: 'Blizzard Peak laskettelusukset' }])) as typeof model.texts;
    });
    expect((await importCatalogue(env.DB, renamed)).ok).toBe(true);
    forgetMemoisedCatalogue();
    expect(await idsFor('hero')).toEqual([]);
    expect(await idsFor('blizzard')).toEqual([M.heroSkis]);
    expect(await rows()).toBe(7);
  });

  it('drops a model that an import hides, and the suggestions follow at once', async () => {
    expect((await (await fetchShop('/api/search/suggestions/?q=hero&lang=fi')).json() as { products: unknown[] }).products).toHaveLength(1);
    expect((await importCatalogue(env.DB, modelOnlyFile((model) => { model.isPublic = false; }))).ok).toBe(true);
    forgetMemoisedCatalogue();
    expect(await idsFor('hero')).toEqual([]);
    expect((await (await fetchShop('/api/search/suggestions/?q=hero&lang=fi')).json() as { products: unknown[] }).products).toEqual([]);
  });

  it('rewrites every row when a brand is renamed', async () => {
    const catalogue = searchCatalogue();
    const file = { format: 'kaira-catalogue', version: 1, manufacturers: catalogue.manufacturers!.map((brand) => (brand.id === 4 ? { ...brand, name: 'Dynastar' } : brand)) };
    expect((await importCatalogue(env.DB, file)).ok).toBe(true);
    forgetMemoisedCatalogue();
    expect(await idsFor('dynastar', 'en')).toEqual([M.heroSkis]);
    expect(await idsFor('rossignol', 'en')).toEqual([]);
  });

  it('rebuilds a missing index whole', async () => {
    await env.DB.prepare("INSERT INTO search_models_fi (search_models_fi) VALUES ('delete-all')").run();
    expect(await searchIndexMissing(env.DB)).toBe(true);
    await indexSearchModels(env.DB, 'all');
    expect(await rows()).toBe(7);
    expect(await idsFor('tunturi')).toEqual([M.tunturiPack, M.lightJacket]);
  });
});
