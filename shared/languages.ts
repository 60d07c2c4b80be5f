import { isRecord } from './is-record.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './language-codes.ts';

// The codes are a module of their own, which the browser's first load needs without the rest (issue 19).
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language };

/** What a field that must name a shop language says otherwise. */
export const LANGUAGE_MESSAGE = `Use one of ${LANGUAGES.join(', ')}.`;
export const DEFAULT_COUNTRY = 'fi';
export const DEFAULT_CURRENCY = 'eur';
/** Used when a language has no default of its own (core 4). */
export const FALLBACK_COUNTRY = 'us';
export const FALLBACK_CURRENCY = 'usd';

/** Each storefront language's defaults (core 1). */
interface LanguageDefaults {
  country: string;
  currency: string;
  /** Top-level domain of the language's production host (core 1). */
  tld: string;
  /** Number and date locale (core 9). */
  numberLocale: string;
}

export const LANGUAGE_DEFAULTS: Record<Language, LanguageDefaults> = {
  fi: { country: 'fi', currency: 'eur', tld: 'fi', numberLocale: 'fi-FI' },
  sv: { country: 'se', currency: 'sek', tld: 'se', numberLocale: 'sv-SE' },
  ru: { country: 'fi', currency: 'eur', tld: 'ru', numberLocale: 'ru-RU' },
  de: { country: 'de', currency: 'eur', tld: 'de', numberLocale: 'de-DE' },
  fr: { country: 'fr', currency: 'eur', tld: 'fr', numberLocale: 'fr-FR' },
  en: { country: 'us', currency: 'usd', tld: 'com', numberLocale: 'en-US' },
};

/** A locale code is valid only if configured (core 5). */
/** The shop language a body names at `keys` (`lang_code`, `checkout.language_code`), if it names one. */
export function languageAt(body: unknown, ...keys: string[]): Language | undefined {
  let value = body;
  for (const key of keys) value = isRecord(value) ? value[key] : undefined;
  return isLanguage(value) ? value : undefined;
}

/** Language by top-level domain; an unknown domain gives the default language (core 1). */
export function languageForTld(tld: string): Language {
  const match = LANGUAGES.find((lang) => LANGUAGE_DEFAULTS[lang].tld === tld.toLowerCase());
  return match ?? DEFAULT_LANGUAGE;
}

/** The language a brand host names by its TLD ('kaira.se', 'www.kaira.se' → sv), or null for other hosts (core 1). */
export function brandHostLanguage(hostname: string, brandDomain: string): Language | null {
  const labels = hostname.toLowerCase().split('.');
  const index = labels.lastIndexOf(brandDomain);
  if (index === -1 || index !== labels.length - 2) return null;
  return languageForTld(labels[labels.length - 1]);
}

/** The production host of a language: brand stem plus the language's TLD (core 1). */
export function productionHost(brandDomain: string, language: Language): string {
  return `${brandDomain}.${LANGUAGE_DEFAULTS[language].tld}`;
}

/** Each language in its own name, for the language switcher (not translated by design). */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  fi: 'Suomi', en: 'English', sv: 'Svenska', de: 'Deutsch', fr: 'Français', ru: 'Русский',
};
