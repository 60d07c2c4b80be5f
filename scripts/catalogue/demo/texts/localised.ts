import { LANGUAGES, type Language } from '../../../../shared/languages.ts';

/** One shopper-facing text in every storefront language (the import format requires all six). */
export type Texts = Record<Language, string>;

/**
 * Texts written in the order of LANGUAGES (fi, en, sv, de, fr, ru): data files
 * stay one line per phrase, so a missing translation shows as a short row.
 */
export function t(fi: string, en: string, sv: string, de: string, fr: string, ru: string): Texts {
  return { fi, en, sv, de, fr, ru };
}

export function mapTexts(fn: (language: Language) => string): Texts {
  const texts = {} as Texts;
  for (const language of LANGUAGES) texts[language] = fn(language);
  return texts;
}

/** The same text in every language: brand names and other proper nouns. */
export function same(text: string): Texts {
  return mapTexts(() => text);
}

/** Russian adjectives agree with the noun: masculine, feminine, neuter or plural. */
export type RuGender = 'm' | 'f' | 'n' | 'pl';
