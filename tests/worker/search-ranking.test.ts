import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import type { Language } from '../../shared/languages.ts';
import { catalogueSource, forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { searchProducts } from '../../worker/services/search/search-products.ts';
import { fixtureModel } from '../fixtures/list-catalogue.ts';
import { SEARCH_MODELS, searchCatalogue } from '../fixtures/search-catalogue.ts';
import { fetchShop } from './helpers.ts';

const M = SEARCH_MODELS;
const source = () => catalogueSource(env.DB, env.CATALOGUE_CACHE, () => {});
const search = (query: string, language: Language = 'fi', taxAreaId = 1) => searchProducts(source(), { language, taxAreaId, query });
const idsFor = async (query: string, language: Language = 'fi') => (await search(query, language)).items.map((item) => item.id);

beforeAll(async () => {
  expect((await importCatalogue(env.DB, searchCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('search ranking (issue 18)', () => {
  it('ranks a model with the word in its name above one with it only in the description', async () => {
    // The light jacket sells far more and says "tunturi" three times, in its description only.
    expect(await idsFor('tunturi')).toEqual([M.tunturiPack, M.lightJacket]);
    expect(await idsFor('Tunturi', 'en')).toEqual([M.tunturiPack, M.lightJacket]);
  });

  it('leaves out models that are not public or not priced in the tax area', async () => {
    const ids = await idsFor('tunturi');
    expect(ids).not.toContain(M.hiddenTunturi);
    expect(ids).not.toContain(M.areaTwoTunturi);
    expect((await search('tunturi', 'fi', 2)).items.map((item) => item.id)).toEqual([M.areaTwoTunturi]);
  });

  it('finds a model by its brand', async () => {
    expect(await search('rossignol')).toMatchObject({ approximate: false, items: [{ id: M.heroSkis, manufacturer: 'Rossignol' }] });
    expect(await idsFor('routa')).toEqual(expect.arrayContaining([M.skylineShoes, M.saanaJacket]));
  });

  it('still finds a product through a typo, and says the results are approximate', async () => {
    expect(await search('rossingol')).toMatchObject({ query: 'rossingol', approximate: true, items: [{ id: M.heroSkis }] });
    const goretex = await search('goretx');
    expect(goretex.approximate).toBe(true);
    expect(goretex.items.map((item) => item.id)).toEqual(expect.arrayContaining([M.skylineShoes, M.saanaJacket]));
  });

  it('folds diacritics both ways and finds a word inside a Finnish compound', async () => {
    const withDots = await idsFor('kengät');
    expect(withDots).toEqual(await idsFor('KENGAT'));
    // "polkujuoksukengät" in the shoes' name and group; "kengät jalassa" in the jacket's description.
    expect(withDots).toEqual([M.skylineShoes, M.saanaJacket]);
  });

  it('finds Gore-Tex shoes for "goretex kengät", the shoes first', async () => {
    const found = await search('goretex kengät');
    expect(found.approximate).toBe(false);
    expect(found.items[0].id).toBe(M.skylineShoes);
  });

  it('matches as the shopper types: the last word is a prefix', async () => {
    expect(await idsFor('rossig')).toEqual([M.heroSkis]);
    expect(await idsFor('hero eli')).toEqual([M.heroSkis]);
  });

  it('answers the grid items of the group pages, with the normalised query', async () => {
    const found = await search('  Hero   Elite ');
    expect(found.query).toBe('Hero Elite');
    expect(found.items[0]).toMatchObject({ id: M.heroSkis, path: '/rossignol/rossignol-hero/', manufacturerSlug: 'rossignol', productGroupIds: [1, 2] });
  });

  it('gives no items for an empty query or one that matches nothing', async () => {
    expect(await search('   ')).toEqual({ query: '', approximate: false, items: [] });
    expect(await search('" * -')).toEqual({ query: '" * -', approximate: false, items: [] });
    expect(await search('qqqqqqqq')).toEqual({ query: 'qqqqqqqq', approximate: false, items: [] });
  });
});

describe('the tax-area filter after the ranking', () => {
  it('reads the whole ranking when the best matches are all priced elsewhere', async () => {
    // Thirty models named "Kivi" priced only in tax area 2 outrank the one that says "kivi" in its description.
    const named = Array.from({ length: 30 }, (_, index) => fixtureModel(400 + index, `kivi-${index}`, {
      texts: Object.fromEntries(['fi', 'en', 'sv', 'de', 'fr', 'ru'].map((l) => [l, { name: `Kivi ${index}` }])) as never,
      prices: [{ taxAreaId: 2, regular: 10, active: 10 }],
    }));
    const described = fixtureModel(450, 'stone-described', {
      texts: Object.fromEntries(['fi', 'en', 'sv', 'de', 'fr', 'ru'].map((l) => [l, { name: 'Lapio', descriptionHtml: '<p>Kivi</p>' }])) as never,
    });
    expect((await importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, models: [...named, described] })).ok).toBe(true);
    forgetMemoisedCatalogue();
    const response = await fetchShop('/api/search/suggestions/?q=kivi&lang=fi&tax_area=1');
    expect(((await response.json()) as { products: Array<{ id: number }> }).products.map((product) => product.id)).toEqual([450]);
    expect((await search('kivi', 'fi', 2)).items).toHaveLength(30);
  });
});
