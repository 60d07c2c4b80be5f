import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { generateDemoCatalogue } from './generate-catalogue.ts';
import { GROUP_PATHS } from './groups.ts';

const { catalogue } = generateDemoCatalogue({ models: 400 });
const groups = catalogue.productGroups!;
const nonEnglish = LANGUAGES.filter((language) => language !== 'en');

/** Every string value under `value` with its path (to name the empty one in a failure). */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

describe('demo catalogue texts', () => {
  it('write every shopper-facing name in all six languages', () => {
    const named = [
      ...groups.map((group) => group.texts), ...catalogue.manufacturers!.map((brand) => brand.texts),
      ...catalogue.models!.map((model) => model.texts), ...catalogue.banners!.map((banner) => banner.texts),
    ];
    for (const texts of named) expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    for (const model of catalogue.models!) {
      for (const language of LANGUAGES) {
        const text = model.texts[language];
        expect(text.name.trim()).not.toBe('');
        expect(text.shortDescription?.trim()).not.toBe('');
        expect(text.descriptionHtml).toMatch(/^<p>.+<\/p>.*<\/ul>$/);
      }
    }
  });

  it('translate every group name: no language falls back to the English one', () => {
    for (const group of groups) {
      for (const language of nonEnglish) expect(group.texts[language].name, `${group.id} ${language}`).not.toBe(group.texts.en.name);
    }
  });

  it('use native group names', () => {
    const alpineSkis = groups.find((group) => group.id === 11)!.texts;
    expect([alpineSkis.fi.name, alpineSkis.sv.name, alpineSkis.de.name, alpineSkis.fr.name, alpineSkis.ru.name])
      .toEqual(['Laskettelusukset', 'Alpinskidor', 'Alpinski', 'Skis alpins', 'Горные лыжи']);
    expect(alpineSkis.ru.slug).toBe('gornye-lyzhi');
  });

  it('keep slugs ASCII, with Russian transliterated', () => {
    for (const group of groups) for (const language of LANGUAGES) expect(group.texts[language].slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const model of catalogue.models!) expect(model.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keep the outlet path segment "outlet" in every language, so cat 2 shows the Outlet ribbon', () => {
    for (const language of LANGUAGES) expect(GROUP_PATHS.get(8)![language]).toBe('outlet');
    const outletModels = catalogue.models!.filter((model) => model.belongsToOutlet);
    expect(outletModels.length).toBeGreaterThan(0);
    for (const model of outletModels) {
      for (const language of LANGUAGES) expect(`/${GROUP_PATHS.get(model.mainGroupId)![language]}/`).toContain('/outlet/');
    }
  });

  it('keep brand slugs apart from top-level group slugs, which share the first path segment', () => {
    const topSlugs = new Set(groups.filter((g) => g.parentId == null).flatMap((g) => LANGUAGES.map((l) => g.texts[l].slug)));
    expect(catalogue.manufacturers!.filter((brand) => topSlugs.has(brand.slug)).map((brand) => brand.slug)).toEqual([]);
  });

  it('link banners and group menu links to group paths of the same language, without a locale prefix', () => {
    const paths = new Map(LANGUAGES.map((language) => [language, new Set([...GROUP_PATHS.values()].map((path) => path[language]))]));
    for (const banner of catalogue.banners!.filter((b) => b.kind !== 'text')) {
      for (const language of LANGUAGES) {
        const url = banner.texts[language].url!;
        expect(url).toMatch(/^\/.+\/$/);
        expect(paths.get(language)!.has(url.slice(1, -1)), `${banner.id} ${language} ${url}`).toBe(true);
      }
    }
    expect(catalogue.banners!.find((b) => b.kind === 'image')!.texts.fi.url).toBe('/laskettelu/laskettelusukset/');
    for (const group of groups.filter((g) => g.links)) {
      for (const language of LANGUAGES) for (const link of group.links![language]) expect(paths.get(language)!.has(link.slug)).toBe(true);
    }
  });

  it('name the material technologies verbatim so keyword popups can find them', () => {
    const html = catalogue.models!.map((model) => `${model.texts.fi.descriptionHtml} ${model.texts.ru.descriptionHtml}`).join(' ');
    for (const term of ['Gore-Tex', 'PrimaLoft', 'Vibram', 'DWR', 'Cordura', 'Polartec', 'Dyneema', 'Merino']) expect(html).toContain(term);
  });

  it('leave no empty required text anywhere in the texts of groups, brands and banners', () => {
    const required = strings({ groups: groups.map((g) => g.texts), brands: catalogue.manufacturers!.map((b) => b.texts) })
      .filter(([path]) => /\.(name|slug|shortName|title|description|metaTitle)$/.test(path));
    expect(required.filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
