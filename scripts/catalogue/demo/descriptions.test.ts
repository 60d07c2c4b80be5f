import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { DEFAULT_MODEL_COUNT, generateDemoCatalogue } from './generate-catalogue.ts';
import { createSentenceRegistry } from './texts/description/registry.ts';
import { t } from './texts/localised.ts';

const { catalogue } = generateDemoCatalogue({ models: DEFAULT_MODEL_COUNT });
const models = catalogue.models!;
// Brand names with a full stop ("Fellwalker Co.") must not end a sentence.
const dotted = catalogue.manufacturers!.map((brand) => brand.name).filter((name) => name.includes('.'));

/** The sentences of a text: tags and the feature list dropped, split after . ! or ? */
function sentencesOf(html: string): string[] {
  const text = dotted.reduce((out, name) => out.split(name).join(name.replace(/\./g, '\u2024')), html)
    .replace(/<ul>.*<\/ul>/s, '').replace(/<\/p>\s*<p>/g, ' ').replace(/<[^>]+>/g, '');
  return text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter(Boolean);
}

const descriptionOf = (model: (typeof models)[number], language: (typeof LANGUAGES)[number]) =>
  [...sentencesOf(model.texts[language].shortDescription ?? ''), ...sentencesOf(model.texts[language].descriptionHtml ?? '')];

describe('demo product descriptions', () => {
  it.each(LANGUAGES)('never repeat a sentence within one description (%s)', (language) => {
    const repeats = models.filter((model) => {
      const sentences = descriptionOf(model, language);
      return new Set(sentences).size !== sentences.length;
    }).map((model) => model.id);
    expect(repeats).toEqual([]);
  });

  it.each(LANGUAGES)('never repeat a sentence within a product group, parents and outlet included (%s)', (language) => {
    const seen = new Map<number, Map<string, number>>();
    const repeats: string[] = [];
    for (const model of models) {
      for (const group of new Set([model.mainGroupId, ...(model.groupIds ?? [])])) {
        const inGroup = seen.get(group) ?? new Map<string, number>();
        seen.set(group, inGroup);
        for (const sentence of descriptionOf(model, language)) {
          const earlier = inGroup.get(sentence);
          if (earlier !== undefined) repeats.push(`group ${group}: models ${earlier} and ${model.id}: ${sentence}`);
          inGroup.set(sentence, model.id);
        }
      }
    }
    expect(repeats.slice(0, 5)).toEqual([]);
  });

  it('do not open the long description with the short one, which the product page shows right above it', () => {
    for (const model of models) {
      for (const language of LANGUAGES) {
        const [lead] = sentencesOf(model.texts[language].shortDescription ?? '');
        expect(sentencesOf(model.texts[language].descriptionHtml ?? ''), `${model.id} ${language}`).not.toContain(lead);
      }
    }
  });

  it('give every jacket a description of its own, in its prose and not only in its feature list', () => {
    const jackets = models.filter((model) => model.silhouette === 'jacket');
    expect(jackets.length).toBeGreaterThan(100);
    for (const language of LANGUAGES) {
      expect(new Set(jackets.map((model) => model.texts[language].descriptionHtml!.split('<ul>')[0])).size).toBe(jackets.length);
    }
  });

  it('cover material, weight, design and care, with no template placeholder left over', () => {
    const shell = models.find((model) => model.silhouette === 'jacket' && model.secondHandParentId == null)!;
    expect(shell.texts.en.descriptionHtml).toMatch(/material/i);
    expect(shell.texts.en.descriptionHtml).toMatch(/\d\s?g\b/);
    expect(shell.texts.en.descriptionHtml).toMatch(/hood|collar/);
    expect(shell.texts.en.descriptionHtml).toMatch(/Wash|wash/);
    for (const model of models) {
      for (const language of LANGUAGES) {
        const text = `${model.texts[language].shortDescription} ${model.texts[language].descriptionHtml}`;
        expect(text, `${model.id} ${language}`).not.toMatch(/\{\w+\}|undefined|NaN|\s[.,]/);
        expect(text.split('<ul>')[0], `${model.id} ${language}`).toMatch(/^[^<]*\S/);
      }
    }
  });

  it('are written in each language, not copied from English', () => {
    for (const model of models.slice(0, 200)) {
      const english = new Set(descriptionOf(model, 'en'));
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        expect(descriptionOf(model, language).filter((sentence) => english.has(sentence)), `${model.id} ${language}`).toEqual([]);
      }
    }
  });
});

describe('the sentence registry', () => {
  const a = t('Yksi.', 'One.', 'Ett.', 'Eins.', 'Un.', 'Один.');
  const b = t('Kaksi.', 'Two.', 'Två.', 'Zwei.', 'Deux.', 'Два.');

  it('hands out a sentence once per group and falls back to the next candidate', () => {
    const registry = createSentenceRegistry();
    expect(registry.take([1], [a, b], new Set())).toBe(a);
    expect(registry.take([1, 2], [a, b], new Set())).toBe(b);
    expect(registry.take([1], [a, b], new Set())).toBeNull();
    expect(registry.take([3], [a], new Set())).toBe(a);
  });

  it('refuses a candidate whose sentence is taken in any one language', () => {
    const registry = createSentenceRegistry();
    registry.take([1], [a], new Set());
    const sameInGerman = { ...b, de: a.de };
    expect(registry.take([1], [sameInGerman, b], new Set())).toBe(b);
  });

  it('keeps a description from repeating itself even in a fresh group', () => {
    const registry = createSentenceRegistry();
    const own = new Set<number>();
    registry.take([1], [a], own);
    expect(registry.take([2], [a], own)).toBeNull();
  });
});
