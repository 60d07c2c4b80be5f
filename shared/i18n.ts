import type { Language } from './languages.ts';
import type { RoutePaths } from './route-href.ts';

/** One language's texts as stored in locales/{lang}.json. */
export type LocaleTexts = Record<string, unknown> & { routeSegments: Record<string, string> };

/** One language's dictionary as the app reads it: its texts and its route paths (shared/route-paths.ts dictionaryOf). */
export type Dictionary = Record<string, unknown> & { routePaths: RoutePaths };

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The value at a dotted path ('errors.status'), or undefined where the path leaves the tree. */
function valueAt(tree: unknown, path: string): unknown {
  let value = tree;
  for (const name of path.split('.')) value = value ? (value as Record<string, unknown>)[name] : undefined;
  return value;
}

/** `{{name}}` or `{{ name.part }}` in a text: a parameter; one the call does not give is left blank. */
const PLACEHOLDER = /{{(.*?)}}/g;

/**
 * A translator bound to one language. The language is fixed per translator, never
 * a module-global "current locale": a worker isolate serves concurrent requests.
 * A missing key returns the key itself, so a gap is visible rather than blank.
 * Its own dozen lines rather than a library: it is in every page's first load (issue 19).
 */
export function createTranslator(_language: Language, dictionary: Record<string, unknown>): Translate {
  return (key, params) => {
    const text = valueAt(dictionary, key);
    if (typeof text !== 'string') return key;
    return text.replace(PLACEHOLDER, (_, name: string) => String(valueAt(params, name.trim()) ?? '')) || key;
  };
}
