import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { catalogueImportSchema } from '../import-format.ts';
import { emptyCatalogue } from '../import/existing-catalogue.ts';
import { validateImport } from '../import/validate-import.ts';
import { demoContent } from './content/index.ts';
import { demoExperiences, EXPERIENCE_BRAND, withExperiences } from './experiences.ts';
import { generateDemoCatalogue } from './generate-catalogue.ts';

const experiences = demoExperiences();
const demo = generateDemoCatalogue({ models: 200 });
const document = withExperiences({ ...demo.catalogue, ...demoContent() }, experiences);

describe('demo experiences', () => {
  it('imports with the demo catalogue into an empty database', () => {
    const result = validateImport(document, emptyCatalogue());
    expect(result.ok ? [] : result.issues.slice(0, 5)).toEqual([]);
  });

  it('is the brand the experience_manufacturer_list setting names', () => {
    const setting = demoContent().generalSettings!.find((row) => row.key === 'experience_manufacturer_list')!;
    expect(JSON.parse(setting.value)).toEqual([EXPERIENCE_BRAND.slug]);
    expect(experiences.catalogue.models.every((model) => model.manufacturerId === EXPERIENCE_BRAND.id)).toBe(true);
  });

  it('leaves the generated catalogue as it was: its models come after, with ids no generated model or variant reaches', () => {
    expect(document.models!.slice(0, demo.catalogue.models!.length)).toEqual(demo.catalogue.models);
    // 50,000 models (the bench's largest) stay below these ids: model ids from 1001, variants a few dozen per model from 100001.
    expect(Math.min(...experiences.catalogue.models.map((model) => model.id))).toBeGreaterThan(1001 + 50_000);
    const variantIds = experiences.catalogue.models.flatMap((model) => model.variants.map((variant) => variant.id));
    expect(Math.min(...variantIds)).toBeGreaterThan(100_001 + 50_000 * 100);
  });

  it('sells each experience in every tax area, with its places as one store\'s stock, in all six languages', () => {
    const parsed = catalogueImportSchema.parse({ format: 'kaira-catalogue', version: 1, ...experiences.catalogue });
    expect(parsed.models.length).toBeGreaterThanOrEqual(4);
    for (const model of parsed.models) {
      expect(model.prices).toHaveLength(9);
      expect(model.variants).toHaveLength(1);
      expect(model.variants[0].stocks).toHaveLength(1);
      for (const language of LANGUAGES.filter((other) => other !== 'en')) {
        expect(model.texts[language].name, `${model.slug} ${language}`).not.toBe(model.texts.en.name);
        expect(model.texts[language].descriptionHtml, `${model.slug} ${language}`).not.toBe(model.texts.en.descriptionHtml);
      }
    }
  });
});
