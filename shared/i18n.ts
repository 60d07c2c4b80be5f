import rosetta from 'rosetta';
import type { Language } from './languages.ts';

/** One language's dictionary as stored in locales/{lang}.json. */
export type Dictionary = Record<string, unknown> & { routeSegments: Record<string, string> };

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * A translator bound to one language. The language is fixed per translator, never
 * a module-global "current locale": a worker isolate serves concurrent requests.
 * A missing key returns the key itself, so a gap is visible rather than blank.
 */
export function createTranslator(language: Language, dictionary: Dictionary): Translate {
  const i18n = rosetta({ [language]: dictionary });
  i18n.locale(language);
  return (key, params) => i18n.t(key, params, language) || key;
}
