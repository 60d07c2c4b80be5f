import type { Dictionary } from '../shared/i18n.ts';

/**
 * Only the visitor's language is downloaded: each locale is its own chunk
 * (esbuild splits the dynamic import per file), without the parts deferred by
 * shared/i18n-parts.ts (client/dictionary-parts.ts loads those).
 */
export async function loadDictionary(language: string): Promise<Dictionary> {
  const module = (await import(`../build/locales/base/${language}.json`)) as { default: Dictionary };
  return module.default;
}
