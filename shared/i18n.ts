import rosetta from 'rosetta';
import type { Language } from './languages.ts';
import type { RoutePaths } from './route-href.ts';

/** One language's texts as stored in locales/{lang}.json. */
export type LocaleTexts = Record<string, unknown> & { routeSegments: Record<string, string> };

/** One language's dictionary as the app reads it: its texts and its route paths (shared/route-paths.ts dictionaryOf). */
export type Dictionary = Record<string, unknown> & { routePaths: RoutePaths };

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * A translator bound to one language. The language is fixed per translator, never
 * a module-global "current locale": a worker isolate serves concurrent requests.
 * A missing key returns the key itself, so a gap is visible rather than blank.
 */
export function createTranslator(language: Language, dictionary: Record<string, unknown>): Translate {
  const i18n = rosetta({ [language]: dictionary });
  i18n.locale(language);
  return (key, params) => i18n.t(key, params, language) || key;
}
