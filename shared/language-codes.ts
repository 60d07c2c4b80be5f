/** The six storefront languages (core 1); their defaults are in languages.ts. */
export const LANGUAGES = ['fi', 'en', 'sv', 'de', 'fr', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'fi';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
