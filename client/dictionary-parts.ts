import { parsePartUrls } from '../shared/dictionary-part-urls.ts';
import type { Dictionary } from '../shared/i18n.ts';
import type { DictionaryPart } from '../shared/i18n-parts.ts';

/**
 * The browser's dictionary and its deferred parts (shared/i18n-parts.ts). The
 * translator reads the dictionary object it was given at each call, so a
 * part merged into that same object is visible at once to every `t`.
 *
 * Each language's dictionary and parts are chunks of their own, imported by
 * the URLs the document names (worker/render/document.ts): a map of every
 * language's and part's chunk in the code would weigh 1.5 KB gzip on every page.
 */
let current: { dictionary: Dictionary; partUrls: Map<string, string> } | null = null;
const loading = new Map<DictionaryPart, Promise<void>>();

/** The language's dictionary, from its chunk's URL. */
export async function loadDictionary(url: string): Promise<Dictionary> {
  return ((await import(url)) as { default: Dictionary }).default;
}

/** Registers the page's dictionary and its parts' URLs, as the document names them (shared/dictionary-part-urls.ts). */
export function registerDictionary(dictionary: Dictionary, partUrls: string): void {
  current = { dictionary, partUrls: parsePartUrls(partUrls) };
}

/** Loads a part into the dictionary once; resolves at once when it is there already (or in tests, with no dictionary). */
export function ensureDictionaryPart(part: DictionaryPart): Promise<void> {
  if (!current) return Promise.resolve();
  const { dictionary, partUrls } = current;
  let promise = loading.get(part);
  if (!promise) {
    const url = partUrls.get(part);
    promise = (url ? import(url) as Promise<{ default: Record<string, unknown> }> : Promise.reject(new Error(`No chunk for the dictionary part ${part}`)))
      .then((module) => { Object.assign(dictionary, module.default); });
    loading.set(part, promise);
    promise.catch(() => loading.delete(part));
  }
  return promise;
}
