import type { Dictionary } from '../shared/i18n.ts';
import type { DictionaryPart } from '../shared/i18n-parts.ts';

/**
 * The browser's dictionary and its deferred parts (shared/i18n-parts.ts). The
 * translator reads the dictionary object it was given at each call, so a
 * part merged into that same object is visible at once to every `t`.
 */
let current: { language: string; dictionary: Dictionary } | null = null;
const loading = new Map<DictionaryPart, Promise<void>>();

export function registerDictionary(language: string, dictionary: Dictionary): void {
  current = { language, dictionary };
}

async function importPart(part: DictionaryPart, language: string): Promise<Record<string, unknown>> {
  // One chunk per language and part (build/locales/, written by scripts/build-client.ts).
  return ((await import(`../build/locales/${part}/${language}.json`)) as { default: Record<string, unknown> }).default;
}

/** Loads a part into the dictionary once; resolves at once when it is there already (or in tests, with no dictionary). */
export function ensureDictionaryPart(part: DictionaryPart): Promise<void> {
  if (!current) return Promise.resolve();
  const { language, dictionary } = current;
  let promise = loading.get(part);
  if (!promise) {
    promise = importPart(part, language).then((texts) => { Object.assign(dictionary, texts); });
    loading.set(part, promise);
    promise.catch(() => loading.delete(part));
  }
  return promise;
}
