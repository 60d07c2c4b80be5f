import type { ProductKind } from './kinds/index.ts';
import type { PropertyKey } from './property-types.ts';
import type { RuGender, Texts } from './texts/localised.ts';
import type { ModelGender } from './variant-axes.ts';

/** Product line names: fells, weather and northern nature, plus a few English mountain words; a line sharing a word with the brand name is skipped. */
export const LINE_NAMES = [
  'Summit', 'Ridge', 'Halla', 'Kaamos', 'Ruska', 'Arctic', 'Fjell', 'Saana', 'Kero', 'Nuorti', 'Ounas', 'Koli',
  'Hetta', 'Oulanka', 'Pulju', 'Raja', 'Hanki', 'Nietos', 'Kide', 'Usva', 'Tuisku', 'Viima', 'Kuru', 'Rakka', 'Vaara', 'Lumo',
  'Crest', 'Traverse', 'Glacier', 'Cirque', 'Couloir', 'Alta', 'Borealis', 'Horizon', 'Tarn', 'Talus', 'Scree', 'Bivy',
  'Ascent', 'Vertex', 'Drift', 'Frost', 'Timberline', 'Switchback', 'Skyline', 'Cairn', 'Ember', 'Flint', 'Aspen', 'Lynx',
  'Falcon', 'Raven', 'Marten', 'Elk', 'Tundra', 'Kaldera', 'Kaltio', 'Jokka', 'Vindel', 'Rondane', 'Kvarken', 'Tenojoki',
] as const;

const GENDER_WORD: Record<'men' | 'women' | 'kids', Omit<Texts, 'ru'> & { ru: Record<RuGender, string> }> = {
  men: { fi: 'miesten', en: "Men's", sv: 'herr', de: 'Herren', fr: 'homme', ru: { m: 'мужской', f: 'мужская', n: 'мужское', pl: 'мужские' } },
  women: { fi: 'naisten', en: "Women's", sv: 'dam', de: 'Damen', fr: 'femme', ru: { m: 'женский', f: 'женская', n: 'женское', pl: 'женские' } },
  kids: { fi: 'lasten', en: "Kids'", sv: 'barn', de: 'Kinder', fr: 'enfant', ru: { m: 'детский', f: 'детская', n: 'детское', pl: 'детские' } },
};

/** A number in a model name: '-10' and '+5' for sleeping bag ratings, plain digits otherwise. */
export function nameNumber(key: PropertyKey | undefined, value: number | null): string {
  if (!key || value === null) return '';
  if (key === 'comfortTemperature') return value > 0 ? `+${value}` : String(value);
  return String(value);
}

/** "Vuono 92 Ti": line name, the kind's number and a suffix. */
export function lineName(line: string, number: string, suffix: string): string {
  return [line, number, suffix].filter(Boolean).join(' ');
}

/**
 * The model name in each language's shop convention: Finnish, English, Swedish
 * and German put the noun after brand and line (gender word before it in fi/en,
 * after it in sv/de); French and Russian lead with the noun, and the Russian
 * gender adjective agrees with it.
 */
export function modelNames(brand: string, line: string, kind: ProductKind, gender: ModelGender): Texts {
  const word = gender && gender !== 'unisex' ? GENDER_WORD[gender] : null;
  const n = kind.noun;
  const after = (text: string | undefined) => (text ? ` ${text}` : '');
  const before = (text: string | undefined) => (text ? `${text} ` : '');
  return {
    fi: `${brand} ${line} ${before(word?.fi)}${n.fi}`,
    en: `${brand} ${line} ${before(word?.en)}${n.en}`,
    sv: `${brand} ${line} ${n.sv}${after(word?.sv)}`,
    de: `${brand} ${line} ${n.de}${after(word?.de)}`,
    fr: `${n.fr}${after(word?.fr)} ${brand} ${line}`,
    ru: `${n.ru}${after(word?.ru[kind.ruGender])} ${brand} ${line}`,
  };
}

/** The ASCII slug source: brand, line, gender and the English noun ("norrvik-summit-gtx-womens-shell-jacket"). */
export function slugSource(brand: string, line: string, kind: ProductKind, gender: ModelGender): string {
  const word = gender && gender !== 'unisex' ? GENDER_WORD[gender].en : '';
  return `${brand} ${line} ${word} ${kind.noun.en}`;
}
